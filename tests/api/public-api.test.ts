// The public JSON API (spec section 7): exact shapes, and only what visitors may see.
import { afterAll, describe, expect, it } from "vitest";
import { addDaysToIsoDate, todayInTruckTimeZone } from "#app/domain/shared/dates.ts";
import { PopupEvent } from "#app/models/event.server.ts";
import { PressArticle } from "#app/models/press-article.server.ts";
import { type BannerFixture, HIDDEN_PUBLIC_BANNER, withBanner } from "#tests/support/banner-lock.ts";
import { uniqueName, useTestDatabase } from "#tests/support/database.ts";
import { baseUrl } from "#tests/support/environment.ts";
import { createTestEvent } from "#tests/support/popup-events.ts";

useTestDatabase();
const createdEvents: string[] = [];
const createdArticles: string[] = [];
afterAll(async () => {
  await PopupEvent.deleteMany({ title: { $in: createdEvents } });
  await PressArticle.deleteMany({ _id: { $in: createdArticles } });
});

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  return (await response.json()) as T;
}

const createEvent = (fields: Partial<{ title: string; date: string; is_active: boolean; display_order: number }>) =>
  createTestEvent(createdEvents, fields);

type EventsResponse = { success: boolean; events: Record<string, unknown>[] };

describe("GET /api/events", () => {
  it("lists active upcoming events with the public fields, in display order", async () => {
    const later = await createEvent({ title: uniqueName("Test Later"), display_order: 901 });
    const sooner = await createEvent({ title: uniqueName("Test Sooner"), display_order: 900 });
    const today = await createEvent({
      title: uniqueName("Test Today"),
      date: todayInTruckTimeZone(),
      display_order: 902,
    });
    const body = await getJson<EventsResponse>("/api/events");
    expect(body.success).toBe(true);
    const ours = body.events.filter((event) =>
      [later.title, sooner.title, today.title].includes(event.title as string),
    );
    expect(ours.map((event) => event.title)).toEqual([sooner.title, later.title, today.title]);
    expect(ours[0]).toEqual({
      id: sooner._id.toString(),
      title: sooner.title,
      address: "1 State St, Santa Barbara, CA 93101",
      location: "1 State St, Santa Barbara, CA 93101",
      date: sooner.date,
      time: "5:00 PM - 8:00 PM",
      description: "A test popup, with a comma.",
      image: "/images/events/test.webp",
      is_active: 1,
      display_order: 900,
      // Additive (issue 15): a one-off event, with its one date.
      repeat: "none",
      repeat_until: null,
      occurrences: [{ date: sooner.date, cancelled: false, reason: "", reasonEs: null }],
      // Additive (issue 49): its Spanish, null while it has none.
      titleEs: null,
      descriptionEs: null,
    });
  });

  it("hides inactive and past events", async () => {
    const inactive = await createEvent({ is_active: false });
    const past = await createEvent({ date: addDaysToIsoDate(todayInTruckTimeZone(), -1) });
    const body = await getJson<EventsResponse>("/api/events");
    const titles = body.events.map((event) => event.title);
    expect(titles).not.toContain(inactive.title);
    expect(titles).not.toContain(past.title);
  });
});

type ArticlesResponse = { success: boolean; articles: Record<string, unknown>[] };

describe("GET /api/press-articles", () => {
  it("lists published articles with the public fields and hides drafts", async () => {
    const published = await PressArticle.create({
      title: uniqueName("Test Published"),
      publication: "Test Gazette",
      url: "https://example.com/test-published",
      date_published: new Date("2026-04-05T00:00:00Z"),
      blurb: "A fine sandwich.",
      status: "published",
      thumbnail: "/images/press/test.webp",
    });
    const draft = await PressArticle.create({
      title: uniqueName("Test Draft"),
      publication: "Test Gazette",
      url: "https://example.com/test-draft",
      date_published: new Date("2026-04-06T00:00:00Z"),
    });
    createdArticles.push(published._id.toString(), draft._id.toString());

    const body = await getJson<ArticlesResponse>("/api/press-articles");
    expect(body.success).toBe(true);
    expect(body.articles.find((article) => article.title === published.title)).toEqual({
      id: published._id.toString(),
      title: published.title,
      publication: "Test Gazette",
      source: "Test Gazette",
      url: "https://example.com/test-published",
      date_published: "2026-04-05",
      blurb: "A fine sandwich.",
      thumbnail: "/images/press/test.webp",
    });
    expect(body.articles.some((article) => article.title === draft.title)).toBe(false);
  });
});

type BannerResponse = { isVisible: boolean; message: string; linkText: string; linkUrl: string };

describe("GET /api/banner-settings", () => {
  const today = todayInTruckTimeZone();
  /** The public banner while the stored settings are `settings`. */
  const publicBanner = (settings: BannerFixture) =>
    withBanner(settings, () => getJson<BannerResponse>("/api/banner-settings"));

  it("is hidden with empty text while the banner is disabled", async () => {
    expect(await publicBanner({ is_active: false, message: "Not shown" })).toEqual(HIDDEN_PUBLIC_BANNER);
  });

  it("shows an enabled banner within its dates, with its link", async () => {
    const settings = {
      is_active: true,
      message: "Closed Thanksgiving Day",
      link_text: "See where we are",
      link_url: "/popup-locations",
      start_date: today,
      end_date: addDaysToIsoDate(today, 2),
    };
    expect(await publicBanner(settings)).toEqual({
      isVisible: true,
      message: "Closed Thanksgiving Day",
      linkText: "See where we are",
      linkUrl: "/popup-locations",
      messageEs: null,
      linkTextEs: null,
    });
  });

  it("is hidden before its start date, after its end date and without a message", async () => {
    for (const settings of [
      { is_active: true, message: "Future news", start_date: addDaysToIsoDate(today, 1) },
      { is_active: true, message: "Old news", end_date: addDaysToIsoDate(today, -1) },
      { is_active: true, message: "" },
    ]) {
      expect((await publicBanner(settings)).isVisible, settings.message).toBe(false);
    }
  });
});
