// A test's database of its own as a new installation has it (the seed, no admin from the
// environment), with the Owner and the Staff member its tests sign in as, made in this process
// (the API tests' connection points at it).
import { seedDatabase } from "#app/domain/seed/seed.server.ts";
import { createAdminUser } from "#app/domain/staff/users.server.ts";

type Credentials = { email: string; password: string };

export async function seedWithOwnerAndStaff(owner: Credentials, staff: Credentials): Promise<void> {
  await seedDatabase({ admin: null, allowDevelopmentAdmin: false });
  await createAdminUser(owner);
  await createAdminUser({ ...staff, role: "staff" });
}
