// Staff replies to catering enquiries from the portal (issue 35), and the templates they start
// from. A reply is stored on the enquiry's history with who sent it, then goes through the
// outbox from the truck's address, Reply-To the truck, threaded on the visitor's confirmation.
// It is mail a signed-in person writes, so the caps on automatic mail to a visitor do not apply
// (the outbox caps only ANONYMOUS_TRIGGERED_KINDS).
import mongoose from "mongoose";
import { z } from "zod";
import { ENQUIRY_MAIL_WORDS } from "#app/content/enquiry-mail-words.ts";
import { PIPELINE_TEXT, REPLY_TEMPLATE_TEXT } from "#app/content/portal-messages.ts";
import { enqueueMail } from "#app/domain/mail/outbox.server.ts";
import { formatDayWithWeekday } from "#app/domain/shared/dates.ts";
import { isDuplicateKey } from "#app/domain/shared/duplicate-keys.server.ts";
import { Refusal } from "#app/domain/shared/refusal.ts";
import { fieldErrorsFrom } from "#app/domain/shared/submissions.ts";
import { LANGUAGES, type Language, storedLanguage } from "#app/i18n/language.ts";
import { EnquiryHistory } from "#app/models/enquiry-history.server.ts";
import { OneTimeRun } from "#app/models/one-time-run.server.ts";
import { ReplyTemplate } from "#app/models/reply-template.server.ts";
import { findEnquiryRecord, pipelineStatusOf } from "./enquiries.server.ts";
import { enquiryReplyMail, plainName } from "./enquiry-mails.server.ts";
import { convertToPipeline, recordStatusChange } from "./pipeline.server.ts";
import { confirmationThreadOf, replyMessageId } from "./threading.server.ts";

const subjectField = z
  .string({ error: PIPELINE_TEXT.subjectRequired })
  .trim()
  .min(1, PIPELINE_TEXT.subjectRequired)
  .max(200, PIPELINE_TEXT.subjectTooLong)
  .refine((value) => !/[\r\n]/.test(value), PIPELINE_TEXT.subjectTooLong);

const textField = z
  .string({ error: PIPELINE_TEXT.textRequired })
  .trim()
  .min(1, PIPELINE_TEXT.textRequired)
  .max(10000, PIPELINE_TEXT.textTooLong);

/** The language a reply or a template is written in: English unless said (only a forged form says another). */
const languageField = z.enum(LANGUAGES, { error: REPLY_TEMPLATE_TEXT.languageInvalid }).default("en");

export const replySchema = z.object({ subject: subjectField, text: textField, language: languageField });

export const replyTemplateSchema = z.object({
  name: z
    .string({ error: REPLY_TEMPLATE_TEXT.nameRequired })
    .trim()
    .min(1, REPLY_TEMPLATE_TEXT.nameRequired)
    .max(80, REPLY_TEMPLATE_TEXT.nameTooLong),
  subject: subjectField,
  body: textField,
  language: languageField,
});

export type ReplyTemplateView = { id: string; name: string; subject: string; body: string; language: Language };

/** Where a reply comes from and goes back to. */
export type ReplyContext = { siteUrl: string; truckAddress: string };

function invalid(issues: z.core.$ZodIssue[]): Refusal {
  const fieldErrors = fieldErrorsFrom(issues);
  return new Refusal(400, Object.values(fieldErrors)[0] ?? PIPELINE_TEXT.textRequired, { fieldErrors });
}

/**
 * Sends a staff reply: stored first (history row with the text and the sender), then queued.
 * A new enquiry moves to replied, with its own history row.
 */
export async function sendEnquiryReply(
  enquiryId: string,
  raw: unknown,
  by: { email: string },
  context: ReplyContext,
): Promise<{ to: string }> {
  const parsed = replySchema.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const enquiry = await findEnquiryRecord(enquiryId);
  const thread = await confirmationThreadOf(enquiryId, context.siteUrl);
  const row = await EnquiryHistory.create({
    enquiry_id: enquiryId,
    kind: "reply",
    by: by.email,
    reply_to_address: enquiry.email,
    reply_subject: parsed.data.subject,
    reply_text: parsed.data.text,
  });
  const rowId = String(row._id);
  const mail = enquiryReplyMail(parsed.data, parsed.data.language);
  await enqueueMail([
    {
      kind: "enquiry-reply",
      relatedId: rowId,
      to: enquiry.email,
      replyTo: context.truckAddress,
      messageId: replyMessageId(rowId, context.siteUrl),
      ...mail,
      headers: { ...mail.headers, ...(thread ? { "In-Reply-To": thread, References: thread } : {}) },
    },
  ]);
  if (pipelineStatusOf(enquiry).status === "new") {
    await recordStatusChange(enquiryId, { from: "new", to: "replied", reason: "", by: by.email });
  }
  return { to: enquiry.email };
}

/** A template with the enquiry's name and event date filled in, in the template's language, for the reply form. */
export async function replyFromTemplate(
  templateId: string,
  enquiry: { name: string; eventDate: string },
): Promise<{ subject: string; text: string; language: Language }> {
  const template = mongoose.isValidObjectId(templateId) ? await ReplyTemplate.findById(templateId).lean() : null;
  if (!template) throw new Refusal(404, PIPELINE_TEXT.templateNotFound);
  const language = storedLanguage(template);
  const fill = (value: string) =>
    value
      .replaceAll("{name}", plainName(enquiry.name) ?? ENQUIRY_MAIL_WORDS[language].templateNoName)
      .replaceAll("{eventDate}", formatDayWithWeekday(enquiry.eventDate, language));
  return { subject: fill(template.subject), text: fill(template.body), language };
}

/** Every template by name; those in `firstIn` (the client's language, issue 50) first. */
export async function listReplyTemplates(firstIn?: Language): Promise<ReplyTemplateView[]> {
  const templates = await ReplyTemplate.find().sort({ name: 1, _id: 1 }).lean();
  const views = templates.map((template) => ({
    id: template._id.toString(),
    name: template.name,
    subject: template.subject,
    body: template.body,
    language: storedLanguage(template),
  }));
  if (!firstIn) return views;
  return [...views.filter((view) => view.language === firstIn), ...views.filter((view) => view.language !== firstIn)];
}

/** Adds a template (no id) or saves one; refused with field messages for bad input. */
export async function saveReplyTemplate(id: string | null, raw: unknown): Promise<void> {
  const parsed = replyTemplateSchema.safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error.issues);
  if (id === null) {
    await ReplyTemplate.create(parsed.data);
    return;
  }
  const result = mongoose.isValidObjectId(id)
    ? await ReplyTemplate.updateOne({ _id: id }, { $set: parsed.data })
    : null;
  if (result?.matchedCount !== 1) throw new Refusal(404, REPLY_TEMPLATE_TEXT.notFound);
}

export async function deleteReplyTemplate(id: string): Promise<void> {
  const result = mongoose.isValidObjectId(id) ? await ReplyTemplate.deleteOne({ _id: id }) : null;
  if (result?.deletedCount !== 1) throw new Refusal(404, REPLY_TEMPLATE_TEXT.notFound);
}

/** The templates a database starts with: a quote and a date the truck cannot do. */
export const STARTING_REPLY_TEMPLATES = [
  {
    name: "Quote",
    subject: "Your catering enquiry for {eventDate}",
    body: "Hi {name},\n\nThank you for thinking of the Sando Truck for your event on {eventDate}. We would love to be there.\n\nFor your group we suggest [sandos and sides]. The price comes to [amount], including service from the truck for [hours] hours.\n\nReply to this mail to book the date, or with any question.\n\nThe Sando Truck crew",
  },
  {
    name: "Date not available",
    subject: "Your catering enquiry for {eventDate}",
    body: "Hi {name},\n\nThank you for asking the Sando Truck to your event. We are sorry: we are already booked on {eventDate}.\n\nIf another date works for you, reply to this mail and we will check it at once.\n\nThe Sando Truck crew",
  },
];

/** The same two in Spanish (issue 50), for clients who wrote from the Spanish site. */
export const STARTING_SPANISH_REPLY_TEMPLATES = [
  {
    name: "Presupuesto",
    subject: "Tu solicitud de catering para el {eventDate}",
    body: "Hola, {name}:\n\nGracias por pensar en el Sando Truck para tu evento del {eventDate}. Nos encantaría estar ahí.\n\nPara tu grupo te sugerimos [sandos y acompañamientos]. El precio es de [monto], con servicio desde el camión durante [horas] horas.\n\nResponde a este correo para reservar la fecha o con cualquier pregunta.\n\nEl equipo del Sando Truck",
    language: "es",
  },
  {
    name: "Fecha no disponible",
    subject: "Tu solicitud de catering para el {eventDate}",
    body: "Hola, {name}:\n\nGracias por invitar al Sando Truck a tu evento. Lo sentimos: ya tenemos un compromiso el {eventDate}.\n\nSi te sirve otra fecha, responde a este correo y la revisamos enseguida.\n\nEl equipo del Sando Truck",
    language: "es",
  },
];

/**
 * Seeds a set of starting templates once per database: the run is claimed by a unique insert, so
 * two servers starting together seed once, and templates an Owner deleted never come back.
 */
async function seedOnce(run: string, templates: readonly object[]): Promise<boolean> {
  try {
    await OneTimeRun.create({ _id: run });
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
  await ReplyTemplate.insertMany(templates);
  return true;
}

/** The English starting templates, then (a run of its own, so databases seeded before get them too) the Spanish ones. */
export async function seedReplyTemplatesOnce(): Promise<boolean> {
  const english = await seedOnce("reply-templates-seeded", STARTING_REPLY_TEMPLATES);
  const spanish = await seedOnce("reply-templates-es-seeded", STARTING_SPANISH_REPLY_TEMPLATES);
  return english || spanish;
}

/** What the enquiries need once the database answers at start: the conversion, the templates. */
export async function prepareEnquiriesAtStart(log: (message: string) => void): Promise<void> {
  try {
    const converted = await convertToPipeline();
    if (converted > 0) log(`enquiries: ${converted} archived enquiries converted to lost in the pipeline`);
    if (await seedReplyTemplatesOnce()) log("enquiries: the starting reply templates were added");
  } catch (error) {
    // Nothing is lost: an archived enquiry reads as lost until the next start converts it.
    log(`enquiries: the start-up conversion did not finish: ${(error as Error).message}`);
  }
}
