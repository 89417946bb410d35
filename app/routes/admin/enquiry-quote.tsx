// /admin/enquiries/:id/quote (Staff and Owners): build an enquiry's quote, send it, and revise it.
// The builder shows the filled rows and three empty ones, up to QUOTE_ROWS (a form without
// JavaScript cannot add one; each save shows three more); a row with a
// menu item and no description or price takes the menu's. Saving makes a new version; an accepted
// version is changed only by Revise. Each POST redirects back with a flash message; a refused one
// re-renders the form with what was typed and each message beside its field.
import { data, Form, Link } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import {
  CheckboxField,
  ErrorList,
  FormButtons,
  FormErrors,
  InputField,
  SelectField,
  serverForm,
} from "#app/components/forms.tsx";
import { QuoteTable } from "#app/components/quote-table.tsx";
import { INBOX_MESSAGES, QUOTE_TEXT as TEXT } from "#app/content/portal-messages.ts";
import { QUOTE_WORDS } from "#app/content/quote-words.ts";
import { getEnquiry } from "#app/domain/enquiries/enquiries.server.ts";
import { listAdminMenuItems } from "#app/domain/menu/menu.server.ts";
import { quoteOfEnquiry, saveQuoteVersion, sendQuote } from "#app/domain/quotes/quotes.server.ts";
import { QUOTE_ROWS, type QuoteVersionView, quoteInputFromFields } from "#app/domain/quotes/quotes.ts";
import {
  addDaysToIsoDate,
  formatDayWithWeekday,
  formatTruckDayAndTime,
  todayInTruckTimeZone,
} from "#app/domain/shared/dates.ts";
import { priceText, quantityText } from "#app/domain/shared/money.ts";
import stylesheet from "#app/styles/quote.css?url";
import { adminUserContext } from "#app/web/guards.server.ts";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { replyContextFor } from "#app/web/public-forms.server.ts";
import { asRefusal, loadOrRefuse, refusePage } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/enquiry-quote";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const { success, error, headers } = await takeFlash(request);
  const found = await loadOrRefuse(INBOX_MESSAGES.loadOneFailed, async () => {
    const { enquiry } = await getEnquiry(params.id);
    const [quote, items] = await Promise.all([quoteOfEnquiry(params.id), listAdminMenuItems()]);
    const menu = items.flatMap((item) =>
      (
        [
          [item.price, ""],
          [item.price_3pc, "3pc"],
          [item.price_6pc, "6pc"],
        ] as const
      ).flatMap(([price, size]) =>
        typeof price === "number"
          ? [
              {
                value: size ? `${item.id}:${size}` : item.id,
                label: `${item.name}${size ? ` (${size.toUpperCase()})` : ""}`,
              },
            ]
          : [],
      ),
    );
    return {
      enquiry: {
        id: enquiry.id,
        name: enquiry.name,
        email: enquiry.email,
        guests: enquiry.details.guests,
        language: enquiry.language,
      },
      versions: quote.versions,
      mails: quote.mails,
      locked: quote.locked,
      menu,
      // The table's words, shared with the client's page (the portal's are English).
      quoteWords: { validUntil: QUOTE_WORDS.en.validUntil, table: QUOTE_WORDS.en.table },
    };
  });
  return data({ ...found, today: todayInTruckTimeZone(), success, error }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const fields = formFields(await readFormBody(request));
  const admin = context.get(adminUserContext);
  const back = `/admin/enquiries/${params.id}/quote`;
  try {
    if (fields.intent === "send") {
      const { to } = await sendQuote(params.id, admin, await replyContextFor());
      return redirectWithFlash(request, back, "success", TEXT.sent(to));
    }
    const version = await saveQuoteVersion(params.id, quoteInputFromFields(fields), admin, {
      revise: fields.intent === "revise",
    });
    return redirectWithFlash(request, back, "success", TEXT.saved(version));
  } catch (caught) {
    const refusal = asRefusal(caught, TEXT.saveFailed);
    if (refusal.status === 404) refusePage(refusal);
    const problems = { ...refusal.details.fieldErrors, form: refusal.message };
    return data({ problems, values: fields }, { status: refusal.status });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(`${TEXT.heading}: ${loaderData?.enquiry.name ?? "Enquiry"}`);

function outcomeLine(view: QuoteVersionView): string {
  const outcome = view.outcome;
  if (outcome?.outcome === "accepted") return TEXT.acceptedBy(outcome.clientName, formatTruckDayAndTime(outcome.at));
  if (outcome?.outcome === "declined") {
    const line = TEXT.declined(formatTruckDayAndTime(outcome.at));
    return outcome.note ? `${line}. ${TEXT.declinedNote(outcome.note)}` : line;
  }
  if (outcome?.outcome === "superseded") return TEXT.superseded;
  return view.sentAt ? `${TEXT.sentOn(formatTruckDayAndTime(view.sentAt))}. ${TEXT.waiting}` : TEXT.notSent;
}

/** The builder's starting values: what was typed (a refused save), else the latest version's lines. */
function startingValues(latest: QuoteVersionView | undefined, typed: Record<string, string> | undefined) {
  if (typed) return typed;
  const values: Record<string, string> = {};
  latest?.totals.lines
    .filter((line) => !line.isMinimumOrder)
    .forEach((line, row) => {
      values[`description-${row}`] = line.description;
      values[`price-${row}`] = priceText(line.unitCents);
      values[`quantity-${row}`] = quantityText(line.quantityHundredths);
      if (line.untaxed) values[`untaxed-${row}`] = "on";
    });
  return values;
}

/**
 * The rows the form shows: those filled and three empty ones (at least four, at most QUOTE_ROWS).
 * Without JavaScript a row cannot be added, but each save shows three more empty ones.
 */
function rowsShown(values: Record<string, string>): number {
  let last = -1;
  for (const [name, value] of Object.entries(values)) {
    const row = /^(?:menuItem|description|price|quantity|untaxed)-(\d+)$/.exec(name);
    if (row && value) last = Math.max(last, Number(row[1]));
  }
  return Math.min(QUOTE_ROWS, Math.max(4, last + 4));
}

export default function EnquiryQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, versions, mails, locked, menu, quoteWords, today, success, error } = loaderData;
  const refused = actionData ?? null;
  const latest = versions[0];
  const values = startingValues(latest, refused?.values);
  // What was typed is in `values` already: the fields start from them, with the messages of the refusal.
  const form = serverForm("quote", refused ? { problems: refused.problems, values: null } : null, {
    guests: (latest?.guests ?? enquiry.guests ?? "").toString(),
    validUntil: latest?.validUntil ?? addDaysToIsoDate(today, 14),
    ...values,
  });
  // The client accepted the version they hold after this one was saved: only Revise changes it.
  const accepted = locked;
  const canSend = latest !== undefined && latest.outcome === null && !locked;
  return (
    <main className="admin-main admin-quote">
      <p>
        <Link to={`/admin/enquiries/${enquiry.id}`}>Back to the enquiry</Link>
      </p>
      <h1>{`${TEXT.heading}: ${enquiry.name}`}</h1>
      {enquiry.language === "es" ? <p className="admin-field-hint">{TEXT.goesInSpanish}</p> : null}
      <FlashMessage success={success} error={error} />
      {latest ? (
        <section aria-labelledby="quote-latest">
          <h2 id="quote-latest">{TEXT.version(latest.version)}</h2>
          <p>{outcomeLine(latest)}</p>
          <QuoteTable
            view={latest}
            caption={`${quoteWords.validUntil} ${formatDayWithWeekday(latest.validUntil)}`}
            words={quoteWords.table}
            language="en"
          />
          {canSend ? (
            <Form method="post" className="admin-quote-send">
              <input type="hidden" name="intent" value="send" />
              <button type="submit" className="admin-button">
                {TEXT.send}
              </button>
              <span>{enquiry.email}</span>
            </Form>
          ) : null}
        </section>
      ) : null}
      <Form
        method="post"
        className="admin-form admin-quote-form"
        key={latest?.version ?? 0}
        aria-labelledby="quote-build"
      >
        <h2 id="quote-build">{accepted ? TEXT.revise : TEXT.save}</h2>
        <FormErrors id={form.errorId} errors={form.errors} />
        {accepted ? <p className="admin-field-hint">{TEXT.acceptedLocked}</p> : null}
        <p className="admin-field-hint">{TEXT.intro}</p>
        <input type="hidden" name="intent" value={accepted ? "revise" : "save"} />
        <input type="hidden" name="basedOn" value={latest?.version ?? 0} />
        {Array.from({ length: rowsShown(values) }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed places, not records.
          <fieldset key={row} className="admin-fieldset admin-quote-row">
            <legend>{`Line ${row + 1}`}</legend>
            <div className="admin-quote-cell">
              <SelectField meta={form.field(`menuItem-${row}`, `lines.${row}.menuItem`)} label={TEXT.menuItem(row + 1)}>
                <option value="">{TEXT.noMenuItem}</option>
                {menu.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </SelectField>
            </div>
            {(
              [
                ["description", TEXT.description(row + 1), "text"],
                ["price", TEXT.unitPrice(row + 1), "decimal"],
                ["quantity", TEXT.quantity(row + 1), "decimal"],
              ] as const
            ).map(([field, label, mode]) => (
              <div key={field} className="admin-quote-cell">
                <InputField
                  meta={form.field(`${field}-${row}`, `lines.${row}.${field}`)}
                  label={label}
                  inputProps={{ inputMode: mode, maxLength: field === "description" ? 200 : 12 }}
                />
              </div>
            ))}
            <CheckboxField meta={form.field(`untaxed-${row}`)} label={TEXT.untaxed(row + 1)} />
          </fieldset>
        ))}
        <ErrorList id="quote-lines-error" errors={form.field("lines").errors} />
        <InputField meta={form.field("guests")} label={TEXT.guests} inputProps={{ inputMode: "numeric" }} />
        <InputField
          meta={form.field("validUntil")}
          label={TEXT.validUntil}
          type="date"
          inputProps={{ required: true, min: today }}
        />
        <FormButtons label={accepted ? TEXT.revise : TEXT.save} intent={accepted ? "revise" : "save"} />
      </Form>
      {mails.length > 0 ? (
        <section aria-labelledby="quote-mails">
          <h2 id="quote-mails">{TEXT.mailsHeading}</h2>
          <ul>
            {mails.map((mail, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the mails are listed in the order sent and never reordered.
              <li key={index}>
                {`${TEXT.mailLine(mail.version, mail.to)}: ${
                  mail.status === "sent" && mail.sentAt
                    ? TEXT.mailSent(formatTruckDayAndTime(mail.sentAt))
                    : mail.status === "failed"
                      ? TEXT.mailFailed
                      : TEXT.mailWaiting
                }`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {versions.length > 1 ? (
        <section aria-labelledby="quote-earlier">
          <h2 id="quote-earlier">Earlier versions</h2>
          <ul>
            {versions.slice(1).map((view) => (
              <li key={view.version}>{`${TEXT.version(view.version)}: ${outcomeLine(view)}`}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
