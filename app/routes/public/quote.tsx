// /quotes/:token: the client's catering quote (issue 36), from the link in the quote mail, and its
// Spanish twin /es/quotes/:token, the link a Spanish enquiry's mail carries (issue 50): every word,
// date and amount in the page's language, its refusals too. No account and no JavaScript needed:
// two plain forms, accept with a name or decline with a note, each a POST answered with the page.
// Always the quote's latest version sent (a draft staff saved since is not the client's).
// Personal: private and unstored (so never reused), out of every index, and printable; the
// language switch never links the other language's page (its token stays out of every link). An
// altered or unknown token is the site's own 404, the same answer as any missing page; a link
// past its life (8 weeks after the valid-until date, or after the event once accepted) is a 410
// page saying the quote has ended, with the truck's contact. The words and dates come as the
// loader's data, in the page's language (decision 0029: no component imports a words module).
import { data, Form } from "react-router";
import { Field } from "#app/components/field.tsx";
import { QuoteTable } from "#app/components/quote-table.tsx";
import { useLanguage } from "#app/components/use-language.ts";
import { QUOTE_WORDS, type QuoteWords } from "#app/content/quote-words.ts";
import { getBusinessDetails } from "#app/domain/business/business-details.server.ts";
import { displayTelephone, telephoneHref } from "#app/domain/business/public-details.ts";
import { tapPingHref } from "#app/domain/numbers/taps.ts";
import { answerQuote, type ClientQuote, quoteForClient } from "#app/domain/quotes/quotes.server.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { type Language, languageOf } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";
import { rethrowAsServiceUnavailable } from "#app/infra/db.server.ts";
import stylesheet from "#app/styles/quote.css?url";
import { formFields, readFormBody } from "#app/web/http.server.ts";
import { PERSONAL_CACHE_CONTROL } from "#app/web/http-cache.server.ts";
import type { Route } from "./+types/quote";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

const PERSONAL = { "Cache-Control": PERSONAL_CACHE_CONTROL, "X-Robots-Tag": "noindex, nofollow" };

/** The truck's contact, for a client whose link has ended. */
type Ended = { email: string; telephone: string; telephoneHref: string };

/** The quote's days as the page's language writes them. */
type ShownDays = { eventDate: string; validUntil: string };

type Loaded = { quote: ClientQuote; days: ShownDays; ended: null } | { quote: null; days: null; ended: Ended };

/** The quote a token opens, or the contact to show once its link has ended, and the page's words. */
async function load(token: string, language: Language): Promise<Loaded & { words: QuoteWords }> {
  const words = QUOTE_WORDS[language];
  try {
    const quote = await quoteForClient(token);
    const days = {
      eventDate: formatDayWithWeekday(quote.eventDate, language),
      validUntil: formatDayWithWeekday(quote.latest.validUntil, language),
    };
    return { quote, days, ended: null, words };
  } catch (error) {
    // Exactly what an unknown path answers (routes/public/not-found.tsx).
    if (error instanceof Refusal && error.status === 404) throw data(null, { status: 404 });
    if (error instanceof Refusal && error.status === 410) {
      const { email, telephone } = await getBusinessDetails();
      return {
        quote: null,
        days: null,
        ended: { email, telephone: displayTelephone(telephone), telephoneHref: telephoneHref(telephone) },
        words,
      };
    }
    rethrowAsServiceUnavailable(error);
  }
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const loaded = await load(params.token, languageOf(request));
  return data({ ...loaded, answer: null }, { status: loaded.ended ? 410 : 200, headers: PERSONAL });
}

type Answer = { notice: string; error: string; fieldErrors: Record<string, string>; values: Record<string, string> };

export async function action({ request, params }: Route.ActionArgs) {
  const language = languageOf(request);
  const fields = formFields(await readFormBody(request));
  let answer: Answer = { notice: "", error: "", fieldErrors: {}, values: fields };
  let status = 200;
  try {
    // Refused in the page's language.
    await answerQuote(params.token, fields, language);
  } catch (error) {
    if (!(error instanceof Refusal)) rethrowAsServiceUnavailable(error);
    const refusal = error as Refusal;
    if (refusal.status === 404) throw data(null, { status: 404 });
    if (refusal.status === 410)
      return data({ ...(await load(params.token, language)), answer }, { status: 410, headers: PERSONAL });
    status = refusal.status;
    answer =
      refusal.status === 409
        ? { ...answer, notice: refusal.message }
        : { ...answer, error: refusal.message, fieldErrors: refusal.details.fieldErrors ?? {} };
  }
  return data({ ...(await load(params.token, language)), answer }, { status, headers: PERSONAL });
}

// The loader's and action's own headers; a 404 keeps the missing page's.
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const own = new Headers(actionHeaders);
  for (const [name, value] of loaderHeaders) if (!own.has(name)) own.set(name, value);
  return own;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.words.title} | ` : ""}Sando Truck` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

export default function ClientQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const language = useLanguage();
  const { quote, days, ended, words } = actionData ?? loaderData;
  if (!quote) return <EndedQuote contact={ended} words={words} />;
  const answer = actionData?.answer ?? null;
  const { latest } = quote;
  const outcome = latest.outcome;
  const nameError = answer?.fieldErrors.name;
  const noteError = answer?.fieldErrors.note;
  return (
    <main id="main" className="section quote-page">
      <h1>{words.title}</h1>
      <p>{quote.name ? fill(words.intro, { name: quote.name }) : words.introUnnamed}</p>
      <dl className="quote-page__facts">
        <dt>{words.eventDate}</dt>
        <dd>{days.eventDate}</dd>
        <dt>{words.validUntil}</dt>
        <dd>{days.validUntil}</dd>
      </dl>
      {answer?.notice ? (
        <p role="status" className="quote-page__notice">
          {answer.notice}
        </p>
      ) : null}
      <QuoteTable
        view={latest}
        caption={fill(words.version, { version: latest.version })}
        words={words.table}
        language={language}
      />
      {outcome?.outcome === "accepted" ? (
        <section className="quote-page__answer" aria-labelledby="quote-answered">
          <h2 id="quote-answered">{words.acceptedHeading}</h2>
          <p>{fill(words.accepted, { name: outcome.clientName })}</p>
          {quote.depositLink ? (
            <p>
              {words.depositIntro} <a href={quote.depositLink}>{words.deposit}</a>
            </p>
          ) : null}
        </section>
      ) : outcome?.outcome === "declined" ? (
        <p className="quote-page__answer">{words.declined}</p>
      ) : quote.expired ? (
        <p className="quote-page__answer">{words.expired}</p>
      ) : (
        <div className="quote-page__forms">
          <Form method="post" className="quote-page__form" aria-labelledby="quote-accept">
            <h2 id="quote-accept">{words.acceptHeading}</h2>
            <input type="hidden" name="intent" value="accept" />
            <input type="hidden" name="version" value={latest.version} />
            {answer?.error && answer.values.intent === "accept" ? (
              <p role="alert" className="quote-page__error">
                {answer.error}
              </p>
            ) : null}
            <Field id="quote-name" label={words.acceptName} error={nameError}>
              <input
                id="quote-name"
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={100}
                defaultValue={answer?.values.name ?? ""}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? "quote-name-error" : undefined}
              />
            </Field>
            <button type="submit">{words.accept}</button>
          </Form>
          <Form method="post" className="quote-page__form" aria-labelledby="quote-decline">
            <h2 id="quote-decline">{words.declineHeading}</h2>
            <input type="hidden" name="intent" value="decline" />
            <input type="hidden" name="version" value={latest.version} />
            <Field id="quote-note" label={words.declineNote} error={noteError}>
              <textarea
                id="quote-note"
                name="note"
                rows={3}
                maxLength={1000}
                defaultValue={answer?.values.note ?? ""}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? "quote-note-error" : undefined}
              />
            </Field>
            <button type="submit" className="quote-page__secondary">
              {words.decline}
            </button>
          </Form>
        </div>
      )}
      <p className="quote-page__print">{words.print}</p>
    </main>
  );
}

/** A link past its life: no quote, no forms, and whom to ask instead. */
function EndedQuote({ contact, words }: { contact: Ended; words: QuoteWords }) {
  return (
    <main id="main" className="section quote-page">
      <h1>{words.ended}</h1>
      <p>{words.endedText}</p>
      <p>{words.endedContact}</p>
      <ul>
        <li>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
        {contact.telephone ? (
          <li>
            <a href={contact.telephoneHref} ping={tapPingHref("phone", null, null)}>
              {contact.telephone}
            </a>
          </li>
        ) : null}
      </ul>
    </main>
  );
}
