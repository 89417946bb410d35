// /admin/business (Owners only): the truck's postal address, the weekly mail's day and time, the
// opening hours and their note, the general enquiries e-mail and phone, the social and review links
// and each site's "write a review" page, where people order (pickup page, delivery services,
// whether the phone shows), what catering quotes are built on (tax rate, catering minimum, deposit
// page) and the travel buffer the catering calendar counts clashes by (issue 36). Saving is a POST
// that redirects back with a flash confirmation, with or without JavaScript. Each day has a fixed
// three rows of opening times (empty rows are ignored, a day with none is closed): a form without
// JavaScript cannot add rows, and three cover a food truck's longest day; the delivery services,
// four fixed rows for the same reason. The form carries the version it was read from, so a save
// over someone else's is refused (409) with the form kept. A save the database refuses is answered
// with the form kept and "Failed to save business details".
import { FormProvider, getFormProps, useField } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { useUnsavedChangesWarning } from "#app/components/admin/unsaved-changes.tsx";
import {
  type BilingualText,
  BilingualTextFields,
  CheckboxField,
  ErrorList,
  FieldGroup,
  FormButtons,
  FormErrors,
  InputField,
  SelectField,
  TextareaField,
  usePortalForm,
} from "#app/components/forms.tsx";
import { BUSINESS_DETAILS_MESSAGES as TEXT } from "#app/content/portal-messages.ts";
import { getBusinessDetails, saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
import {
  type BusinessDetails,
  businessDetailsFormSchema,
  DELIVERY_LABEL_MAX,
  DELIVERY_SERVICES_MAX,
  HOURS_NOTE_MAX,
  hasPostalAddress,
  LINK_NAMES,
  POSTAL_ADDRESS_MAX,
  quoteTermsForForm,
  RANGES_PER_DAY,
  REVIEW_LINK_NAMES,
  WEEKDAY_LABELS,
  WEEKDAY_NAMES,
  WEEKDAYS,
  WEEKLY_MAIL_TIMES,
  type Weekday,
} from "#app/domain/business/business-details.ts";
import { formatClockTime } from "#app/domain/shared/dates.ts";
import { replyToInvalid } from "#app/web/form-replies.ts";
import { adminUserContext } from "#app/web/guards.server.ts";
import { readFormBody } from "#app/web/http.server.ts";
import { refusedForm } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import type { Route } from "./+types/business";

export async function loader({ request }: Route.LoaderArgs) {
  const { success, headers } = await takeFlash(request);
  return data({ details: await getBusinessDetails({ fresh: true }), success }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormBody(request), { schema: businessDetailsFormSchema });
  if (submission.status !== "success") {
    return data({ result: replyToInvalid(submission, ["version"]) }, { status: 400 });
  }
  try {
    await saveBusinessDetails(submission.value, { adminId: context.get(adminUserContext).id });
  } catch (error) {
    return refusedForm(submission, error, TEXT.saveFailed);
  }
  return redirectWithFlash(request, "/admin/business", "success", TEXT.saved);
}

export const meta: Route.MetaFunction = () => adminMeta(TEXT.heading);

/** The note under the hours, in English and in Spanish (issue 49). */
const HOURS_NOTE_TEXT: readonly BilingualText<"hoursNote">[] = [
  {
    text: "hoursNote",
    label: TEXT.hoursNoteLabel,
    spanishLabel: TEXT.hoursNoteEsLabel,
    multiline: true,
    rows: 2,
    maxLength: HOURS_NOTE_MAX,
    same: false,
  },
];

export default function AdminBusinessDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { details, success } = loaderData;
  return (
    <main className="admin-main">
      <h1>{TEXT.heading}</h1>
      <FlashMessage success={success} error={null} />
      {hasPostalAddress(details) ? null : (
        <p className="admin-message admin-warning" role="note">
          {TEXT.postalAddressMissing}
        </p>
      )}
      <BusinessDetailsForm key={details.version} details={details} lastResult={actionData?.result} />
    </main>
  );
}

function BusinessDetailsForm({
  details,
  lastResult,
}: {
  details: BusinessDetails;
  lastResult: NonNullable<Route.ComponentProps["actionData"]>["result"] | undefined;
}) {
  const [form, fields] = usePortalForm({
    id: "business-details-form",
    schema: businessDetailsFormSchema,
    lastResult,
    defaultValue: {
      version: details.version,
      postalAddress: details.postalAddress,
      weeklyMail: { weekday: details.weeklyMail.weekday, time: details.weeklyMail.time },
      openingHours: details.openingHours,
      hoursNote: details.hoursNote,
      hoursNoteEs: details.hoursNoteEs,
      email: details.email,
      telephone: details.telephone,
      links: details.links,
      reviewLinks: details.reviewLinks,
      orderLinks: details.orderLinks,
      travelBufferMinutes: details.travelBufferMinutes,
      quoteTerms: quoteTermsForForm(details.quoteTerms),
    },
  });
  useUnsavedChangesWarning(form.id, details.version);
  const weeklyMail = fields.weeklyMail.getFieldset();
  // A select without an empty option always sends a value: `required` would add nothing, and
  // HTML asks a required select to start with an empty option.
  const alwaysChosen = { required: false };
  const address = fields.postalAddress;
  const links = fields.links.getFieldset();
  const reviewLinks = fields.reviewLinks.getFieldset();
  const orderLinks = fields.orderLinks.getFieldset();
  const quoteTerms = fields.quoteTerms.getFieldset();
  return (
    <FormProvider context={form.context}>
      <Form
        method="post"
        className="admin-form admin-form--bilingual"
        aria-label={TEXT.heading}
        {...getFormProps(form)}
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="version" value={details.version} />
        <TextareaField
          meta={address}
          label={TEXT.postalAddressLabel}
          textareaProps={{
            rows: 4,
            maxLength: POSTAL_ADDRESS_MAX,
            autoComplete: "street-address",
          }}
          hint={TEXT.postalAddressHint}
        />
        <FieldGroup id="weekly-mail" legend={TEXT.weeklyMailLegend} hint={TEXT.weeklyMailHint}>
          <SelectField meta={weeklyMail.weekday} label={TEXT.weekdayLabel} selectProps={alwaysChosen}>
            {WEEKDAY_NAMES.map((name, weekday) => (
              <option key={name} value={weekday}>
                {name}
              </option>
            ))}
          </SelectField>
          <SelectField meta={weeklyMail.time} label={TEXT.timeLabel} selectProps={alwaysChosen}>
            {WEEKLY_MAIL_TIMES.map((time) => (
              <option key={time} value={time}>
                {formatClockTime(time)}
              </option>
            ))}
          </SelectField>
        </FieldGroup>
        <FieldGroup id="opening-hours" legend={TEXT.hoursLegend} hint={TEXT.hoursHint}>
          {WEEKDAYS.map((day) => (
            <DayHours key={day} formId={form.id} day={day} />
          ))}
        </FieldGroup>
        <BilingualTextFields
          fields={{ hoursNote: fields.hoursNote, hoursNote_es: fields.hoursNoteEs }}
          texts={HOURS_NOTE_TEXT}
        />
        <FieldGroup id="contacts" legend={TEXT.contactsLegend} hint={TEXT.contactsHint}>
          <InputField meta={fields.email} type="email" label={TEXT.emailLabel} inputProps={{ autoComplete: "email" }} />
          <InputField
            meta={fields.telephone}
            type="tel"
            label={TEXT.telephoneLabel}
            inputProps={{ autoComplete: "tel" }}
          />
        </FieldGroup>
        <FieldGroup id="links" legend={TEXT.linksLegend} hint={TEXT.linksHint}>
          {LINK_NAMES.map((name) => (
            <InputField key={name} meta={links[name]} type="url" label={TEXT.linkLabels[name]} />
          ))}
        </FieldGroup>
        <FieldGroup id="review-links" legend={TEXT.reviewLinksLegend} hint={TEXT.reviewLinksHint}>
          {REVIEW_LINK_NAMES.map((name) => (
            <InputField key={name} meta={reviewLinks[name]} type="url" label={TEXT.reviewLinkLabels[name]} />
          ))}
        </FieldGroup>
        <FieldGroup id="order-links" legend={TEXT.orderLinksLegend} hint={TEXT.orderLinksHint}>
          <InputField meta={orderLinks.pickup} type="url" label={TEXT.pickupLabel} />
          <FieldGroup id="delivery" legend={TEXT.deliveryLegend} hint={TEXT.deliveryHint}>
            {Array.from({ length: DELIVERY_SERVICES_MAX }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed places, not records.
              <DeliveryRow key={row} formId={form.id} row={row} />
            ))}
          </FieldGroup>
          <CheckboxField meta={orderLinks.showPhone} label={TEXT.showPhoneLabel} />
        </FieldGroup>
        <InputField
          meta={fields.travelBufferMinutes}
          type="number"
          label={TEXT.travelBufferLabel}
          inputProps={{ step: 1, inputMode: "numeric" }}
          hint={TEXT.travelBufferHint}
        />
        <FieldGroup id="quote-terms" legend={TEXT.quoteTermsLegend} hint={TEXT.quoteTermsHint}>
          <InputField
            meta={quoteTerms.taxRate}
            type="text"
            label={TEXT.taxRateLabel}
            inputProps={{ inputMode: "decimal" }}
          />
          <InputField
            meta={quoteTerms.minimum}
            type="text"
            label={TEXT.minimumLabel}
            inputProps={{ inputMode: "decimal" }}
          />
          <InputField meta={quoteTerms.depositLink} type="url" label={TEXT.depositLinkLabel} />
        </FieldGroup>
        <FormButtons label={TEXT.submit} />
      </Form>
    </FormProvider>
  );
}

/** A day's rows of opening times: its name, then each row's opening and closing time. */
function DayHours({ formId, day }: { formId: string; day: Weekday }) {
  return (
    <fieldset className="admin-hours-day">
      <legend>{WEEKDAY_LABELS[day]}</legend>
      {Array.from({ length: RANGES_PER_DAY }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed places, not records.
        <HoursRow key={row} formId={formId} day={day} row={row} />
      ))}
    </fieldset>
  );
}

/**
 * One row's opening and closing time. Only the first row of a day shows "Opens" and "Closes",
 * as a table shows its column heads; every field's name says its day and row.
 */
function HoursRow({ formId, day, row }: { formId: string; day: Weekday; row: number }) {
  const [opens] = useField<string>(`openingHours.${day}[${row}].opens`, { formId });
  const [closes] = useField<string>(`openingHours.${day}[${row}].closes`, { formId });
  const rowName = TEXT.rangeLabel(WEEKDAY_LABELS[day], row + 1);
  const labelClass = row === 0 ? undefined : "visually-hidden";
  return (
    <div className="admin-hours-row">
      {(
        [
          [opens, TEXT.opensLabel],
          [closes, TEXT.closesLabel],
        ] as const
      ).map(([meta, words]) => (
        <div key={meta.name} className="admin-hours-time">
          <InputField
            meta={meta}
            type="time"
            labelClassName={labelClass}
            errorsBelow
            label={
              <>
                <span className="visually-hidden">{rowName}: </span>
                {words}
              </>
            }
          />
        </div>
      ))}
      <ErrorList id={opens.errorId} errors={opens.errors} className="admin-field-error admin-hours-row__error" />
      <ErrorList id={closes.errorId} errors={closes.errors} className="admin-field-error admin-hours-row__error" />
    </div>
  );
}

/** One delivery service's row: its name and its page; an empty row is no service. */
function DeliveryRow({ formId, row }: { formId: string; row: number }) {
  const [label] = useField<string>(`orderLinks.delivery[${row}].label`, { formId });
  const [url] = useField<string>(`orderLinks.delivery[${row}].url`, { formId });
  return (
    <div className="admin-delivery-row">
      <InputField
        meta={label}
        type="text"
        label={TEXT.deliveryLabelLabel(row + 1)}
        inputProps={{ maxLength: DELIVERY_LABEL_MAX }}
      />
      <InputField meta={url} type="url" label={TEXT.deliveryUrlLabel(row + 1)} />
    </div>
  );
}
