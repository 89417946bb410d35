// Idempotent seeding: running it again adds nothing and never overwrites staff edits;
// it only fills in what is missing (matched by category id, item name, event or article title).
import { DEFAULT_MENU_CATEGORIES } from "#app/content/menu-categories.ts";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { createAdminUser } from "#app/domain/staff/users.server.ts";
import { AdminUser } from "#app/models/admin-user.server.ts";
import { BANNER_SETTINGS_ID, BannerSettings } from "#app/models/banner-settings.server.ts";
import { Category } from "#app/models/category.server.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { MenuItem } from "#app/models/menu-item.server.ts";
import { PressArticle } from "#app/models/press-article.server.ts";
import {
  DEVELOPMENT_ADMIN,
  SEED_BANNER_SETTINGS,
  SEED_EVENTS,
  SEED_MENU_ITEMS,
  SEED_PRESS_ARTICLES,
} from "./seed-data.server.ts";

export type SeedOptions = {
  admin: { email: string; password: string } | null;
  /** Outside production a known development admin is created when none is configured. */
  allowDevelopmentAdmin: boolean;
  log?: (message: string) => void;
};

export type SeedReport = {
  categories: number;
  menuItems: number;
  events: number;
  pressArticles: number;
  bannerSettings: number;
  adminUsers: number;
};

export async function isDatabaseEmpty(): Promise<boolean> {
  return (await Category.estimatedDocumentCount()) === 0;
}

export async function seedDatabase(options: SeedOptions): Promise<SeedReport> {
  const log = options.log ?? (() => {});
  const report: SeedReport = {
    categories: 0,
    menuItems: 0,
    events: 0,
    pressArticles: 0,
    bannerSettings: 0,
    adminUsers: 0,
  };

  for (const category of DEFAULT_MENU_CATEGORIES) {
    const result = await Category.updateOne(
      { _id: category.id },
      {
        $setOnInsert: {
          _id: category.id,
          number: category.number,
          name: category.name,
          is_pseudo: category.isPseudo,
        },
      },
      { upsert: true },
    );
    report.categories += result.upsertedCount;
  }

  for (const item of SEED_MENU_ITEMS) {
    if (await MenuItem.exists({ name: item.name })) continue;
    await MenuItem.create(item);
    report.menuItems += 1;
  }

  const today = todayInTruckTimeZone();
  for (const { daysFromToday, ...event } of SEED_EVENTS) {
    if (await PopupEvent.exists({ title: event.title })) continue;
    await PopupEvent.create({ ...event, date: addDaysToIsoDate(today, daysFromToday) });
    report.events += 1;
  }

  for (const article of SEED_PRESS_ARTICLES) {
    if (await PressArticle.exists({ title: article.title })) continue;
    await PressArticle.create({ ...article, date_published: new Date(article.date_published) });
    report.pressArticles += 1;
  }

  // Insert rather than upsert: FerretDB drops null fields from $setOnInsert upserts.
  if (!(await BannerSettings.exists({ _id: BANNER_SETTINGS_ID }))) {
    await BannerSettings.create({ _id: BANNER_SETTINGS_ID, ...SEED_BANNER_SETTINGS });
    report.bannerSettings = 1;
  }

  report.adminUsers = await seedAdmin(options, log);
  return report;
}

async function seedAdmin(options: SeedOptions, log: (message: string) => void): Promise<number> {
  if (options.admin) {
    if (await AdminUser.exists({ email: options.admin.email.toLowerCase() })) return 0;
    await createAdminUser(options.admin);
    log(`created admin user ${options.admin.email} (from ADMIN_EMAIL)`);
    return 1;
  }
  if ((await AdminUser.estimatedDocumentCount()) > 0) return 0;
  if (!options.allowDevelopmentAdmin) {
    log("no admin user exists: run `npm run create-admin` or set ADMIN_EMAIL and ADMIN_PASSWORD");
    return 0;
  }
  await createAdminUser(DEVELOPMENT_ADMIN);
  log(
    `created development admin: ${DEVELOPMENT_ADMIN.email} / ${DEVELOPMENT_ADMIN.password} ` +
      "(set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)",
  );
  return 1;
}
