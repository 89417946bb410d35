// Catering enquiry statuses and service styles (issue 35), shared by the model and the
// client-safe half of the enquiries feature.

/** The pipeline, in the order an enquiry moves through it. */
export const PIPELINE_STATUSES = ["new", "replied", "quoted", "booked", "done", "lost"] as const;

/** The inbox's one status before the pipeline; records holding it read as lost until converted. */
export const LEGACY_ARCHIVED = "archived";

/** How the food is served at the event. */
export const SERVICE_STYLES = ["truck", "drop-off"] as const;
