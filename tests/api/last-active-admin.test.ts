// The portal can never be left without an active admin: the guard holds even when the acting
// admin is no longer active themselves (an old token racing a deactivation), which the shared
// test database cannot show because it always holds other active admins.
import mongoose from "mongoose";
import { afterAll, describe, expect, it } from "vitest";
import { createAdminUser, deleteAdminUser, findAdminUser, updateAdminUser } from "#app/domain/staff/users.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";

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
      message: "The last active owner cannot be deactivated",
      status: 400,
    });
    await expect(deleteAdminUser(owner.id, helper.id)).rejects.toMatchObject({
      message: "The last active owner cannot be deleted",
      status: 400,
    });
    expect((await findAdminUser(owner.id))?.is_active).toBe(true);

    // Removing the inactive helper is fine and leaves the owner untouched.
    await deleteAdminUser(helper.id, owner.id);
    expect(await findAdminUser(helper.id)).toBeNull();
    expect((await findAdminUser(owner.id))?.is_active).toBe(true);
  });
});

describe("the last active owner (issue 18)", () => {
  it("may be neither made Staff nor deactivated nor deleted; Staff users do not count as owners", async () => {
    await mongoose.connection.dropDatabase();
    const owner = await createAdminUser({ email: "first-owner@example.com", password: "owner-password-2" });
    const crew = await createAdminUser({ email: "crew@example.com", password: "crew-password-2", role: "staff" });
    expect((await findAdminUser(crew.id))?.role).toBe("staff");
    // An active Staff user is no second owner: the owner still may not step down.
    await expect(updateAdminUser(owner.id, { role: "staff" }, owner.id)).rejects.toMatchObject({
      message: "The last active owner cannot be made staff",
      status: 400,
    });
    await expect(updateAdminUser(owner.id, { is_active: false }, crew.id)).rejects.toMatchObject({
      message: "The last active owner cannot be deactivated",
    });
    await expect(deleteAdminUser(owner.id, crew.id)).rejects.toMatchObject({
      message: "The last active owner cannot be deleted",
    });
    // A Staff user can be switched off and removed whatever the number of owners.
    await updateAdminUser(crew.id, { is_active: false }, owner.id);
    await deleteAdminUser(crew.id, owner.id);

    // With a second owner, the first may step down to Staff; then the second is the last.
    const second = await createAdminUser({ email: "second-owner@example.com", password: "owner-password-3" });
    await updateAdminUser(owner.id, { role: "staff" }, owner.id);
    expect((await findAdminUser(owner.id))?.role).toBe("staff");
    await expect(updateAdminUser(second.id, { role: "staff" }, second.id)).rejects.toMatchObject({
      message: "The last active owner cannot be made staff",
    });
    expect((await findAdminUser(second.id))?.role).toBe("owner");

    // A user stored before roles (no role field) is an Owner and counts as one.
    await mongoose.connection
      .collection("adminusers")
      .insertOne({ email: "legacy@example.com", password_hash: "x", is_active: true, session_version: 0 });
    const legacy = await mongoose.connection.collection("adminusers").findOne({ email: "legacy@example.com" });
    expect((await findAdminUser(legacy!._id.toString()))?.role).toBe("owner");
    await updateAdminUser(second.id, { role: "staff" }, second.id);
    expect((await findAdminUser(second.id))?.role).toBe("staff");
  });
});
