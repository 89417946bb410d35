// Mongoose keeps a process-wide model registry; the dev server re-evaluates modules on edit,
// so a model is dropped before it is defined again instead of throwing OverwriteModelError.
import mongoose from "mongoose";

export function forgetModel(name: string): void {
  if (mongoose.models[name]) mongoose.deleteModel(name);
}

/** Timestamps named like the rest of the API (snake_case). */
export const timestamps = { createdAt: "created_at", updatedAt: "updated_at" } as const;
