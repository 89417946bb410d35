// /admin/weekly-mail: the week's schedule mail. Everyone in the portal sees when the next one goes
// (or why it is held) and a preview of it, HTML and plain text; Owners add the week's note, send a
// test to themselves, skip a week or turn the mail off (the table of rights: weeklyMailActions,
// which the admin layout's middleware applies to every POST here). Every change is a POST that redirects back
// with a flash message, so all of it works without JavaScript.

import { data, Form, Link } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { MailPreview, MailTestForm, previewHref, previewLanguageOf } from "#app/components/admin/mail-preview.tsx";
import { BilingualTextFields, FormButtons, type RefusedForm, serverForm } from "#app/components/forms.tsx";
import { SERVICE_UNAVAILABLE_MESSAGE } from "#app/content/messages.ts";
import { WEEKLY_MAIL_MESSAGES as TEXT } from "#app/content/portal-messages.ts";
import { listFollowers } from "#app/domain/newsletter/followers.server.ts";
import { now } from "#app/domain/shared/clock.server.ts";
import { formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { may } from "#app/domain/staff/rights.ts";
import {
  saveWeeklyNote,
  sendWeeklyMailTest,
  setWeeklyMailOff,
  setWeekSkipped,
  weeklyMailPreview,
} from "#app/domain/weekly-mail/weekly-mail.server.ts";
import { WEEKLY_NOTE_MAX_LENGTH } from "#app/domain/weekly-mail/weekly-mail.ts";
import { getConfig } from "#app/infra/config.server.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { readFormBody } from "#app/web/http.server.ts";
import { asRefusal, refusePage, refuseUnknownAction } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/weekly-mail";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const me = context.get(adminUserContext);
  const { success, error, headers } = await takeFlash(request);
  const previewLanguage = previewLanguageOf(url);
  const [preview, followers] = await Promise.all([
    weeklyMailPreview(
      now(),
      me.email,
      { siteUrl: getConfig().siteUrl, secret: getConfig().sessionSecret },
      previewLanguage,
    ),
    listFollowers("weekly-schedule"),
  ]);
  return data(
    {
      mayChange: may(me.role, "weeklyMailActions"),
      mayOpenBusiness: may(me.role, "business"),
      nextAt: preview.next.sendAt,
      week: preview.next.week,
      skipped: preview.skipped,
      off: preview.off,
      hasPostalAddress: preview.postalAddress.trim() !== "",
      note: preview.note,
      noteEs: preview.noteEs,
      followers: followers.length,
      followersInSpanish: followers.filter((follower) => follower.language === "es").length,
      previewLanguage,
      mail: { subject: preview.mail.subject, text: preview.mail.text, html: preview.mail.html },
      success,
      error,
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = context.get(adminUserContext);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const backHere = (message: string) => redirectWithFlash(request, "/admin/weekly-mail", "success", message);
  const week = String(form.get("week") ?? "");
  switch (intent) {
    case "note": {
      const note = form.get("note");
      const noteEs = form.get("note_es");
      try {
        await saveWeeklyNote(note, week, noteEs ?? "");
      } catch (error) {
        if (!(error instanceof Error)) throw error;
        // What was typed comes back in the fields with the reason, never lost.
        const refusal = asRefusal(error, SERVICE_UNAVAILABLE_MESSAGE);
        const refused: RefusedForm = {
          problems: { ...(refusal.details.fieldErrors ?? { note: refusal.message }) },
          values: { note: String(note ?? ""), note_es: String(noteEs ?? "") },
        };
        return data(refused, { status: refusal.status });
      }
      return backHere(TEXT.noteSaved);
    }
    case "test": {
      const config = getConfig();
      const language = form.get("language") === "es" ? "es" : "en";
      await sendWeeklyMailTest(me.email, now(), { siteUrl: config.siteUrl, secret: config.sessionSecret }, language);
      return redirectWithFlash(request, previewHref("/admin/weekly-mail", language), "success", TEXT.testQueued);
    }
    case "skip":
    case "unskip":
      try {
        await setWeekSkipped(week, intent === "skip");
      } catch (error) {
        // Only a forged form names no week: a 400 page, not a server error.
        if (error instanceof Refusal) refusePage(error);
        throw error;
      }
      return backHere(intent === "skip" ? TEXT.skipped : TEXT.unskipped);
    case "off":
      await setWeeklyMailOff(true);
      return backHere(TEXT.turnedOff);
    case "on":
      await setWeeklyMailOff(false);
      return backHere(TEXT.turnedOn);
    default:
      refuseUnknownAction();
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Weekly mail");

export default function WeeklyMail({ loaderData, actionData }: Route.ComponentProps) {
  const { mayChange, mayOpenBusiness, mail } = loaderData;
  const when = formatTruckDayAndTime(new Date(loaderData.nextAt));
  const noteForm = serverForm("weekly-note", actionData, { note: loaderData.note, note_es: loaderData.noteEs });
  const held = loaderData.off ? TEXT.heldOff : !loaderData.hasPostalAddress ? TEXT.heldNoAddress : null;
  return (
    <main className="admin-main admin-weekly">
      <h1>Weekly schedule mail</h1>
      <FlashMessage success={loaderData.success} error={loaderData.error} />
      <section aria-labelledby="weekly-next" className="admin-account-section">
        <h2 id="weekly-next">Next mail</h2>
        {held ? <p className="admin-warning">{held}</p> : null}
        <p>
          {loaderData.skipped
            ? `Skipped: the mail of ${when}.`
            : `${when}, to ${TEXT.followers(loaderData.followers, loaderData.followersInSpanish)}.`}{" "}
          {mayOpenBusiness ? <Link to="/admin/business">Change the day and time in Business details</Link> : null}
        </p>
        {mayChange ? (
          <div className="admin-actions">
            <Form method="post">
              <input type="hidden" name="week" value={loaderData.week} />
              <button
                type="submit"
                name="intent"
                value={loaderData.skipped ? "unskip" : "skip"}
                className="admin-button"
              >
                {loaderData.skipped ? "Send that week's mail after all" : "Skip that week's mail"}
              </button>
            </Form>
            <MailTestForm language={loaderData.previewLanguage} />
            <Form method="post">
              <button type="submit" name="intent" value={loaderData.off ? "on" : "off"} className="admin-button">
                {loaderData.off ? "Turn the weekly mail on" : "Turn the weekly mail off"}
              </button>
            </Form>
          </div>
        ) : null}
      </section>
      {mayChange ? (
        <section aria-labelledby="weekly-note" className="admin-account-section">
          <h2 id="weekly-note">Note for the week</h2>
          <Form method="post" className="admin-form admin-form--bilingual">
            <input type="hidden" name="week" value={loaderData.week} />
            <BilingualTextFields
              fields={{ note: noteForm.field("note"), note_es: noteForm.field("note_es") }}
              texts={[
                {
                  text: "note",
                  label: "A few words at the top of the next mail (optional)",
                  spanishLabel: "The same words in Spanish (optional)",
                  multiline: true,
                  rows: 4,
                  maxLength: WEEKLY_NOTE_MAX_LENGTH,
                  hint: `For the mail of ${when} only: the week after starts without it. Followers who read Spanish get the Spanish words, else the English.`,
                  same: false,
                },
              ]}
            />
            <FormButtons label="Save note" intent="note" intentOnButton />
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="weekly-preview" className="admin-account-section">
        <h2 id="weekly-preview">Preview</h2>
        <MailPreview
          mail={mail}
          frameTitle="The next weekly mail as it looks in an inbox"
          language={{
            shown: loaderData.previewLanguage,
            hrefOf: (language) => previewHref("/admin/weekly-mail", language),
          }}
        />
      </section>
    </main>
  );
}
