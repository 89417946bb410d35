// Field definitions that several collections share, written once: the same rule on a field means
// the same words in its schema.
import { Schema, type Types } from "mongoose";
import { LANGUAGES } from "#app/i18n/language.ts";
import { isIsoDate } from "./validators.ts";

/** Text a record must have, trimmed, up to `maxlength` characters. */
export const requiredText = (maxlength: number) => ({ type: String, required: true as const, trim: true, maxlength });

/** Text a record may leave empty (""), trimmed, up to `maxlength` characters. */
export const optionalText = (maxlength: number) => ({ type: String, default: "", trim: true, maxlength });

/** Which of a record's texts stay the same in Spanish (issue 49): names from `fields`. */
export const sameInSpanishField = (fields: readonly string[]) => ({
  type: [{ type: String, enum: fields }],
  default: [],
});

/** A calendar day as YYYY-MM-DD text, which no time zone can shift. */
export const requiredIsoDate = (message: string) => ({
  type: String,
  required: true as const,
  validate: { validator: isIsoDate, message },
});

/** A value that is null or passes `check`. */
export function nullableChecked<Type extends StringConstructor | NumberConstructor>(
  type: Type,
  check: (value: ReturnType<Type>) => boolean,
  message: string,
) {
  const validator = (value: ReturnType<Type> | null) => value === null || check(value);
  return { type, default: null, validate: { validator, message } };
}

/** An image's address: "" for none. */
export const imageAddress = () => ({ type: String, default: "", maxlength: 2048 });

/** Where a record stands in its list: a whole number from 0, lower first. */
export const displayOrder = () => ({ type: Number, default: 0, min: 0, validate: Number.isInteger });

/** The stored half of a user's secret token: only its sha256, its user and when it ends. */
export type UserTokenRecord = { token_hash: string; user_id: Types.ObjectId; expires_at: Date; created_at: Date };

export const userTokenFields = () => ({
  token_hash: { type: String, required: true as const },
  user_id: { type: Schema.Types.ObjectId, ref: "AdminUser", required: true as const },
  expires_at: { type: Date, required: true as const },
});

/** Records that are written once and never updated keep only their creation time. */
export const createdAtOnly = { timestamps: { createdAt: "created_at", updatedAt: false } } as const;

/** A token is found by its hash, which no two share, and a user's tokens all together. */
export function indexUserTokens(schema: Schema): void {
  schema.index({ token_hash: 1 }, { unique: true });
  schema.index({ user_id: 1 });
}

/**
 * The language of the page a record came from (issue 48: a follower's, an enquiry's), for the
 * mail part 3 writes in it. Absent on records from before, which read as English (`storedLanguage` in app/i18n/language.ts).
 */
export const pageLanguage = () => ({ type: String, enum: [...LANGUAGES] });
