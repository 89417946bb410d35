// The accessibility statement at /accessibility: the standard the site aims for, how it is
// checked, what is known not to meet it, and how to ask for help. Every claim here is something
// the project's tests check or a fact of the site; change them together.

export const ACCESSIBILITY_STATEMENT = {
  /** When the statement was last checked against the site (ISO date, and as the page says it). */
  reviewed: { iso: "2026-11-25", text: "November 2026" },
  standard: "WCAG 2.2 level AA",
  standardUrl: "https://www.w3.org/TR/WCAG22/",
  /** The same promise the footer makes for every message to the general inquiries address. */
  replyWithin: "24 hours",
  /** What every change to the site must pass (layout-net, the Nu check, menu-pdf, gallery, catering, sign-in). */
  checks: [
    "axe-core checks against WCAG 2.2 AA and accessibility best practices on every page of the website and the staff portal, at phone and desktop widths, with JavaScript on and off. They include the 2.2 rule that every button and link is at least 24 by 24 pixels or spaced apart as if it were.",
    "A keyboard walk through every page at phone and desktop widths, forward with Tab and back with Shift+Tab: no focused link, button or field may be hidden, even partly, under the header or the menu's category bar.",
    "Layout checks at six screen widths, from 320 pixels up: every page must fit the screen without sideways scrolling, and no link, button or field may be cut off or covered, also with menus and other expanding sections open.",
    "A contrast check of any text laid over a photo.",
    "Keyboard tests of the photo viewer and the event date picker: they open, move and close with keys alone, and focus returns to where you were.",
    "Tests that the staff sign-in and password forms accept pasted passwords and tell password managers what each field is for.",
    "Browser tests with JavaScript on and off: every page and form works without JavaScript too.",
    "The W3C HTML checker on the HTML of every page: badly formed markup can confuse assistive technology.",
    "A test that reads the printable PDF menu back as a screen reader gets it: tagged headings, a list per category, and each item read as name, description, labels, then price.",
  ],
} as const;
