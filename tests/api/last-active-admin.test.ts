// The portal can never be left without an active admin: the guard holds even when the acting
// admin is no longer active themselves (an old token racing a deactivation), which the shared
// test database cannot show because it always holds other active admins.
import mongoose from "mongoose";
import { afterAll, describe, expect, it } from "vitest";
import {
  createAdminUser,
  deleteAdminUser,
  findAdminUser,
  updateAdminUser,
} from "../../app/domain/staff/users.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { testMongoBase } from "../support/environment.ts";

useTestDatabase(() => `${testMongoBase()}/sando_last_admin_${Date.now()}`);
afterAll(async () => {
  await mongoose.connection.dropDatabase();
});

describe("the last active admin", () => {
  it("cannot be deactivated or deleted, while an inactive admin can be removed", async () => {
    const owner = await createAdminUser({ email: "owner@example.com", password: "owner-password-1" });
    const helper = await createAdminUser({ email: "helper@example.com", password: "helper-password-1" });

    // With two active admins, one may deactivate the other.
    await updateAdminUser(helper.id, { is_active: false }, owner.id);
    expect((await findAdminUser(helper.id))?.is_active).toBe(false);

    // Now the owner is the only active admin: nobody else may switch them off or delete them.
    await expect(updateAdminUser(owner.id, { is_active: false }, helper.id)).rejects.toMatchObject({
      message: "The last active admin cannot be deactivated",
      status: 400,
    });
    await expect(deleteAdminUser(owner.id, helper.id)).rejects.toMatchObject({
      message: "The last active admin cannot be deleted",
      status: 400,
    });
    expect((await findAdminUser(owner.id))?.is_active).toBe(true);

    // Removing the inactive helper is fine and leaves the owner untouched.
    await deleteAdminUser(helper.id, owner.id);
    expect(await findAdminUser(helper.id)).toBeNull();
    expect((await findAdminUser(owner.id))?.is_active).toBe(true);
  });
});
