// A photo of the public gallery (issue 34). Its `_id` is a whole number and is its address,
// /gallery/{id}: it never changes, and a removed photo is kept (marked `deleted_at`) so its number
// is never given to another. The unique `_id` decides a new photo's number when two Owners add at
// once (decision 0004). `position` orders the gallery (lowest first, ties by id); the first 12
// show. No record at all means the built-in twelve (app/content/site.ts), ids 1 to 12.
import mongoose, { Schema } from "mongoose";
import { forgetModel, timestamps } from "./model-registry.server.ts";

const galleryPhotoSchema = new Schema(
  {
    _id: { type: Number, required: true, min: 1 },
    url: { type: String, required: true, trim: true, maxlength: 2048 },
    thumbnail: { type: String, required: true, trim: true, maxlength: 2048 },
    alt: { type: String, required: true, trim: true, maxlength: 300 },
    // Its Spanish (issue 49); absent or "" while it has none.
    alt_es: { type: String, trim: true, maxlength: 300 },
    position: { type: Number, required: true, min: 0 },
    deleted_at: { type: Date, default: null },
  },
  { timestamps },
);
// The gallery reads every photo in order.
galleryPhotoSchema.index({ position: 1, _id: 1 });

forgetModel("GalleryPhoto");
export const GalleryPhoto = mongoose.model("GalleryPhoto", galleryPhotoSchema);
