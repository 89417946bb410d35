// Press article statuses, shared by the model and the client-safe form schema.
export const PRESS_STATUSES = ["draft", "published"] as const;
export type PressStatus = (typeof PRESS_STATUSES)[number];
