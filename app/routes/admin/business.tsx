// /admin/business (Owners only): the truck's postal address and the weekly mail's day and time.
// Saving is a POST that redirects back with a flash confirmation, with or without JavaScript.
// The page reads through getBusinessDetails, as every other reader does; a save the database
// refuses is answered with the form kept and "Failed to save business details".
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { useUnsavedChangesWarning } from "#app/components/admin/unsaved-changes.tsx";
import { FormButtons, FormErrors, SelectField, TextareaField, usePortalForm } from "#app/components/forms.tsx";
import { BUSINESS_DETAILS_MESSAGES as TEXT } from "#app/content/portal-messages.ts";
import {
  type BusinessDetails,
  businessDetailsFormSchema,
  hasPostalAddress,
  POSTAL_ADDRESS_MAX,
  WEEKDAY_NAMES,
  WEEKLY_MAIL_TIMES,
} from "#app/domain/business/business-details.ts";
import { getBusinessDetails, saveBusinessDetails } from "#app/domain/business/business-details.server.ts";
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
  return data({ details: await getBusinessDetails(), success }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormBody(request), { schema: businessDetailsFormSchema });
  if (submission.status !== "success") {
    return data({ result: replyToInvalid(submission, []) }, { status: 400 });
  }
  try {
    await saveBusinessDetails(submission.value, { adminId: context.get(adminUserContext).id });
  } catch (error) {
    return refusedForm(submission, error, TEXT.saveFailed);
  }
  return redirectWithFlash(request, "/admin/business", "success", TEXT.saved);
}

export const meta: Route.MetaFunction = () => adminMeta(TEXT.heading);

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
      <BusinessDetailsForm key={JSON.stringify(details)} details={details} lastResult={actionData?.result} />
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
      postalAddress: details.postalAddress,
      weeklyMail: { weekday: details.weeklyMail.weekday, time: details.weeklyMail.time },
    },
  });
  useUnsavedChangesWarning(form.id, JSON.stringify(details));
  const weeklyMail = fields.weeklyMail.getFieldset();
  // A select without an empty option always sends a value: `required` would add nothing, and
  // HTML asks a required select to start with an empty option.
  const alwaysChosen = { required: false };
  const address = fields.postalAddress;
  const hintId = `${address.id}-hint`;
  return (
    <Form method="post" className="admin-form" aria-label={TEXT.heading} {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextareaField
        meta={address}
        label={TEXT.postalAddressLabel}
        textareaProps={{
          rows: 4,
          maxLength: POSTAL_ADDRESS_MAX,
          autoComplete: "street-address",
          "aria-describedby": address.errors?.length ? `${hintId} ${address.errorId}` : hintId,
        }}
      />
      <p id={hintId} className="admin-field-hint">
        {TEXT.postalAddressHint}
      </p>
      <fieldset className="admin-fieldset" aria-describedby="weekly-mail-hint">
        <legend>{TEXT.weeklyMailLegend}</legend>
        <p id="weekly-mail-hint" className="admin-field-hint">
          {TEXT.weeklyMailHint}
        </p>
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
      </fieldset>
      <FormButtons label={TEXT.submit} />
    </Form>
  );
}
