// Staff accounts: creation and password hashing. (Sign-in and user management build on this.)
import bcrypt from "bcryptjs";
import { z } from "zod";
import { AdminUser } from "../models/admin-user.server.ts";
import { MIN_PASSWORD_LENGTH } from "../models/validators.ts";

/** bcrypt cost: about a quarter of a second per hash on a small server. */
export const PASSWORD_HASH_COST = 12;

export const newAdminSchema = z.object({
  email: z.email("Please enter a valid email address").max(254).transform((e) => e.toLowerCase()),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200),
});

export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_HASH_COST);
}

export class DuplicateEmailError extends Error {
  override name = "DuplicateEmailError";
  constructor() {
    super("A user with this email already exists");
  }
}

/** Creates an active admin. Throws DuplicateEmailError when the e-mail is taken. */
export async function createAdminUser(input: { email: string; password: string }) {
  const { email, password } = newAdminSchema.parse(input);
  try {
    const user = await AdminUser.create({ email, password_hash: await hashPassword(password) });
    return { id: user._id.toString(), email: user.email };
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new DuplicateEmailError();
    throw error;
  }
}

export async function countAdminUsers(): Promise<number> {
  return AdminUser.countDocuments();
}
