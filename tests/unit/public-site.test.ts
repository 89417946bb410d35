import { describe, expect, it } from "vitest";
import { isBannerVisible } from "#app/domain/banner/banner.server.ts";
import { buildCalendar, escapeText, foldLine } from "#app/domain/events/calendar.ts";
import { parseTimeRange } from "#app/domain/events/time-range.ts";
import { formatEventDate, formatLongDate } from "#app/domain/shared/dates.ts";
import { formSubmissionEvent, orderChannelOf, reachedScrollMarks } from "#app/lib/analytics-events.ts";
import { anchorOffset, easeInOutCubic } from "#app/lib/anchor-scroll.ts";
import { nextIndex, previousIndex } from "#app/lib/gallery.ts";

describe("banner dates", () => {
  const banner = { is_active: true, message: "Hello" };
  it("shows an enabled banner with a message between its optional dates, inclusive", () => {
    expect(isBannerVisible(banner, "2026-05-01")).toBe(true);
    expect(isBannerVisible({ ...banner, start_date: "2026-05-01", end_date: "2026-05-01" }, "2026-05-01")).toBe(true);
    expect(isBannerVisible({ ...banner, start_date: "2026-05-02" }, "2026-05-01")).toBe(false);
    expect(isBannerVisible({ ...banner, end_date: "2026-04-30" }, "2026-05-01")).toBe(false);
    expect(isBannerVisible({ ...banner, is_active: false }, "2026-05-01")).toBe(false);
    expect(isBannerVisible({ ...banner, message: "  " }, "2026-05-01")).toBe(false);
  });
});

describe("calendar feed", () => {
  it("escapes text and folds long lines without splitting characters", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldLine(`DESCRIPTION:${"é".repeat(60)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(60)}`);
  });

  it("reads free-text time ranges, and falls back to all-day dates otherwise", () => {
    expect(parseTimeRange("4:00 PM - 9:00 PM")).toEqual({ start: "160000", end: "210000" });
    expect(parseTimeRange("11 AM to 12:30 PM")).toEqual({ start: "110000", end: "123000" });
    expect(parseTimeRange("12:00 AM - 2:00 AM")).toEqual({ start: "000000", end: "020000" });
    expect(parseTimeRange("until sold out")).toBeNull();
    const ics = buildCalendar(
      [
        {
          id: "e1",
          title: "Market",
          address: "Main St",
          date: "2026-12-31",
          time: "until sold out",
          description: "Bring cash",
          repeat: "none",
          repeat_until: null,
          skip_dates: [],
          cancellations: [],
        },
      ],
      { siteUrl: "https://sando.example", now: new Date("2026-12-01T10:00:00Z") },
    );
    expect(ics).toContain("\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n");
    expect(ics).toContain("\r\nUID:e1@sando.example\r\nDTSTAMP:20261201T100000Z\r\n");
    expect(ics).toContain("DESCRIPTION:until sold out\\nBring cash");
  });
});

describe("navigation and gallery", () => {
  it("offsets anchors by 100 px, or 80 px on screens up to 768 px", () => {
    expect(anchorOffset(1024)).toBe(100);
    expect(anchorOffset(769)).toBe(100);
    expect(anchorOffset(768)).toBe(80);
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
  });

  it("wraps lightbox navigation at both ends", () => {
    expect(nextIndex(11, 12)).toBe(0);
    expect(previousIndex(0, 12)).toBe(11);
    expect(nextIndex(3, 12)).toBe(4);
  });
});

describe("analytics events", () => {
  it("reports each scroll depth mark once", () => {
    expect(reachedScrollMarks(0, 1000, 3000, new Set())).toEqual([]);
    expect(reachedScrollMarks(1000, 1000, 3000, new Set())).toEqual([25, 50]);
    expect(reachedScrollMarks(2000, 1000, 3000, new Set([25, 50]))).toEqual([75, 90]);
  });

  it("recognises order links and values a catering lead at 500 USD", () => {
    expect(orderChannelOf("tel:+18055550142", null)).toBe("phone");
    expect(orderChannelOf("https://www.doordash.com/store/sando", null)).toBe("delivery");
    expect(orderChannelOf("https://example.com/", "pickup")).toBe("pickup");
    expect(orderChannelOf("https://example.com/", null)).toBeNull();
    expect(formSubmissionEvent("catering")).toContainEqual({
      name: "generate_lead",
      params: { form_name: "catering", value: 500, currency: "USD" },
    });
    expect(formSubmissionEvent("/newsletter")).toHaveLength(1);
  });
});

describe("dates on the page", () => {
  it("writes event dates month-day-year and press dates long-form", () => {
    expect(formatEventDate("2026-11-27")).toBe("Nov 27, 2026");
    expect(formatLongDate("2026-03-14")).toBe("March 14, 2026");
  });
});
