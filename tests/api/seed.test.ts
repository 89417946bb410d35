// npm run seed is idempotent: a second run adds nothing and keeps staff edits.
import mongoose from "mongoose";
import { afterAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#app/domain/seed/seed.server.ts";
import { todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PASSWORD_HASH_COST } from "#app/domain/staff/users.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { BannerSettings } from "#app/models/banner-settings.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { testMongoBase } from "#tests/support/environment.ts";

// A database of its own: this test empties and refills it.
const databaseName = `sando_seed_${Date.now()}`;
useTestDatabase(() => `${testMongoBase()}/${databaseName}`);
afterAll(async () => {
  await mongoose.connection.dropDatabase();
});

describe("seeding", () => {
  it("fills an empty database once, then adds nothing and keeps staff edits", async () => {
    const messages: string[] = [];
    const options = {
      admin: { email: "Owner@Example.com", password: "a-long-password" },
      allowDevelopmentAdmin: false,
      log: (message: string) => messages.push(message),
    };
    const first = await seedDatabase(options);
    expect(first).toEqual({
      categories: 6,
      menuItems: 11,
      events: 3,
      pressArticles: 3,
      bannerSettings: 1,
      adminUsers: 1,
    });

    await MenuItem.updateOne({ name: "Karaage" }, { price_6pc: 15 });
    const second = await seedDatabase(options);
    // The same counts as the first run's (checked above), each of them 0.
    expect(second).toEqual(Object.fromEntries(Object.keys(first).map((count) => [count, 0])));
    expect((await MenuItem.findOne({ name: "Karaage" }).lean())?.price_6pc).toBe(15);
    expect(await MenuItem.countDocuments({ is_popular: true })).toBe(4);

    const admin = await AdminUser.findOne({ email: "owner@example.com" }).lean();
    // bcrypt at the configured cost: 12 in production (tests/unit/config.test.ts), lower in tests.
    expect(admin?.password_hash).toMatch(new RegExp(`^\\$2[aby]\\$${String(PASSWORD_HASH_COST).padStart(2, "0")}\\$`));
    expect(messages.join("\n")).toContain("created admin user Owner@Example.com");

    const today = todayInTruckTimeZone();
    const events = await PopupEvent.find().lean();
    expect(events.every((event) => event.date > today && event.is_active)).toBe(true);

    const banner = await BannerSettings.findById("site").lean();
    expect(banner).toMatchObject({
      is_active: false,
      message: "",
      background_color: "#ea1e25",
      text_color: "#ffffff",
      start_date: null,
      end_date: null,
    });
  });
});
