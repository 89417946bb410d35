// Every kind of mail the site sends has a plain-text part beside the HTML, saying the same: the
// same links, and for follower mail the same footer (spam filters and text-only readers rely on it).
import { describe, expect, it } from "vitest";
import {
  enquiryConfirmationMail,
  enquiryReplyMail,
  staffEnquiryMail,
} from "#app/domain/enquiries/enquiry-mails.server.ts";
import { followerMail } from "#app/domain/mail/follower-mail.server.ts";
import { newsletterWelcomeMail } from "#app/domain/newsletter/welcome-mail.server.ts";
import { quoteAnswerMail, quoteMail } from "#app/domain/quotes/quote-mails.server.ts";
import {
  accountChangedMail,
  emailChangeCancelledMail,
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  signedOutAfterWrongPasswordsMail,
  signInLinkMail,
} from "#app/domain/staff/staff-mails.server.ts";

const SITE = "https://sandotruck.example";
const enquiry = {
  id: "665f1c2e8a1b2c3d4e5f6a7b",
  name: "Aiko Tanaka",
  email: "aiko@example.com",
  phone: "(805) 555-0142",
  eventDate: "2026-12-12",
  message: "Company picnic for 80 people.",
  details: {
    guests: 80,
    eventType: "Company picnic",
    startTime: "11:30",
    endTime: "14:00",
    eventAddress: "Goleta Beach Park, Goleta, CA",
    serviceStyle: "truck" as const,
    siteNotes: "No power at the lot; parking on the grass is fine.",
  },
};
const followerLinks = {
  language: "en" as const,
  oneClickUnsubscribeUrl: `${SITE}/newsletter/unsubscribe?email=a%40example.com&token=t1`,
  unsubscribeUrl: `${SITE}/newsletter/unsubscribe?email=a%40example.com&token=t1`,
  preferencesUrl: `${SITE}/newsletter/preferences?email=a%40example.com&token=t2`,
  postalAddress: "1 Harbor Way\nSanta Barbara, CA 93109",
  siteUrl: SITE,
};

const mails = {
  "enquiry-staff": staffEnquiryMail(enquiry, SITE),
  "enquiry-confirmation": enquiryConfirmationMail(enquiry, "en"),
  "enquiry-reply": enquiryReplyMail(
    {
      subject: "Your catering enquiry",
      text: "Hi Aiko,\n\nThe quote is on our site: https://sandotruck.example/catering-events\n\nThe crew",
    },
    "en",
  ),
  "newsletter-welcome": newsletterWelcomeMail(followerLinks),
  "weekly-schedule (any follower mail)": followerMail({
    subject: "This week's stops",
    text: "Tuesday: Funk Zone",
    html: "<p>Tuesday: Funk Zone</p>",
    ...followerLinks,
  }),
  "account-changed": accountChangedMail({ password: true, newEmail: "new@example.com" }, SITE),
  "sign-in-link": signInLinkMail(`${SITE}/admin/sign-in-link?token=abc`),
  "email-change-confirm": emailChangeConfirmMail("new@example.com", `${SITE}/admin/email-change?token=abc`),
  "email-change-notice": emailChangeNoticeMail("new@example.com", `${SITE}/admin/email-change/cancel?token=abc`),
  "email-change-cancelled": emailChangeCancelledMail(
    { result: "restored", email: "old@example.com", wanted: "old@example.com" },
    SITE,
  ),
  "wrong-passwords-sign-out": signedOutAfterWrongPasswordsMail("through the API", SITE),
  quote: quoteMail({
    name: "Aiko Tanaka",
    eventDate: "2026-12-12",
    totalCents: 184_250,
    validUntil: "2026-12-01",
    url: `${SITE}/quotes/abc`,
    language: "en",
  }),
  "quote (Spanish)": quoteMail({
    name: "Aiko Tanaka",
    eventDate: "2026-12-12",
    totalCents: 184_250,
    validUntil: "2026-12-01",
    url: `${SITE}/es/quotes/abc`,
    language: "es",
  }),
  "quote-answer": quoteAnswerMail(
    { intent: "accept", name: "Aiko Tanaka" },
    {
      name: "Aiko Tanaka",
      eventDate: "2026-12-12",
      version: 2,
      totalCents: 184_250,
      portalUrl: `${SITE}/admin/enquiries/665f1c2e8a1b2c3d4e5f6a7b`,
    },
  ),
};

/** The https links of an HTML part, as written in its text part (entities undone). */
function linksIn(html: string): string[] {
  return [...html.matchAll(/https:\/\/[^\s"<]+/g)].map((match) => match[0].replace(/&amp;/g, "&").replace(/\.$/, ""));
}

describe("every mail", () => {
  for (const [kind, mail] of Object.entries(mails)) {
    it(`${kind}: has a plain-text part with every link of its HTML`, () => {
      expect(mail.text.trim().length).toBeGreaterThan(40);
      expect(mail.html.trim().length).toBeGreaterThan(40);
      for (const link of linksIn(mail.html)) expect(mail.text).toContain(link);
    });
  }

  it("follower mail carries the postal address in both parts, and the list headers", () => {
    const mail = mails["weekly-schedule (any follower mail)"];
    expect(mail.text).toContain("1 Harbor Way\nSanta Barbara, CA 93109");
    expect(mail.html).toContain("1 Harbor Way<br>Santa Barbara, CA 93109");
    expect(Object.keys(mail.headers).sort()).toEqual([
      "Content-Language",
      "List-Id",
      "List-Unsubscribe",
      "List-Unsubscribe-Post",
    ]);
  });
});
