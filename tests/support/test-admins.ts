// The test users of one vitest file: each made with an e-mail of its own, and all deleted, with
// their traces, when the file ends.
import { afterAll } from "vitest";
import { createTestAdmin, deleteTestAdmins, type TestAdmin } from "./admin-users.ts";

export type AdminsOfThisFile = {
  /** Every e-mail to delete after the file: the users made here, and any a test adds itself. */
  emails: string[];
  /** A new Owner (or Staff) with an e-mail under the file's prefix (or this one). */
  create(role?: "owner" | "staff", prefix?: string): Promise<TestAdmin>;
};

/**
 * Test users made under `prefix`. When the file ends `cleanUp` runs first (for what is kept by
 * e-mail: mail in the outbox, rate limits), then the users are deleted.
 */
export function adminsOfThisFile(
  prefix: string,
  cleanUp: (emails: string[]) => Promise<unknown> = async () => {},
): AdminsOfThisFile {
  const emails: string[] = [];
  afterAll(async () => {
    await cleanUp(emails);
    await deleteTestAdmins(emails);
  });
  return {
    emails,
    async create(role, ownPrefix = prefix) {
      const admin = await createTestAdmin(ownPrefix, role);
      emails.push(admin.email);
      return admin;
    },
  };
}
