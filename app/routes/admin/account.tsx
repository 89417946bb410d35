// /admin/account: one's own open sessions (device, since when, last used, address) with "sign
// out" for any of them or all, the devices remembered for sign-in (device cookies) with
// "forget", an e-mail change (the current password, then a link mailed to the new address) and a
// password change that asks for the current password. Every action is a POST that redirects
// back with a flash message, so all of it works without JavaScript; signing out this device
// goes to the login page.
import { type FormMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { AdminTable } from "#app/components/admin/record-list.tsx";
import {
  type FieldMeta,
  FormButtons,
  FormErrors,
  InputField,
  NewPasswordFields,
  usePortalForm,
} from "#app/components/forms.tsx";
import { ACCOUNT_MESSAGES } from "#app/content/portal-messages.ts";
import { formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import { endDevicesOf, forgetOwnDevice, listDevices } from "#app/domain/staff/device-cookies.server.ts";
import {
  endOwnPortalSession,
  endPortalSessionsOf,
  listPortalSessions,
} from "#app/domain/staff/portal-sessions.server.ts";
import { ownPendingEmail, signOutEverywhere, updateAdminUser } from "#app/domain/staff/users.server.ts";
import { changeEmailSchema, changePasswordSchema } from "#app/domain/staff/users.ts";
import { clearDeviceCookieHeader, deviceTokenOf } from "#app/web/device-cookie.server.ts";
import { adminUserContext, portalSessionContext } from "#app/web/guards.server.ts";
import { readFormBody } from "#app/web/http.server.ts";
import { listOrFallback, refusedForm } from "#app/web/refusal.server.ts";
import { adminMeta } from "#app/web/seo.ts";
import { destroySession, getSession, redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import { portalPasswordAsker } from "#app/web/sign-in.server.ts";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = context.get(adminUserContext);
  const { success, error, headers } = await takeFlash(request);
  const { list, loadFailed, status } = await listOrFallback(
    async () => ({
      sessions: await listPortalSessions(me.id, context.get(portalSessionContext)),
      devices: await listDevices(me, await deviceTokenOf(request)),
    }),
    { sessions: [], devices: [] },
  );
  const { list: pendingEmail } = await listOrFallback(() => ownPendingEmail(me.id), null);
  return data({ email: me.email, pendingEmail, ...list, success, error, loadFailed }, { status, headers });
}

/** Ends this device's session: the cookie goes, and so does the visitor, to the login page. */
async function signOutHere(request: Request, options: { forgetDevice?: boolean } = {}) {
  const headers = new Headers({ "Set-Cookie": await destroySession(await getSession(request)) });
  if (options.forgetDevice) headers.append("Set-Cookie", await clearDeviceCookieHeader());
  return redirect("/admin/login", { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = context.get(adminUserContext);
  const current = context.get(portalSessionContext);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  const backHere = (kind: "success" | "error", message: string) =>
    redirectWithFlash(request, "/admin/account", kind, message);

  if (intent === "sign-out") {
    const sessionId = String(form.get("session") ?? "");
    const ended = await endOwnPortalSession(me.id, sessionId);
    if (sessionId === current) return signOutHere(request);
    return ended ? backHere("success", ACCOUNT_MESSAGES.signedOutOne) : backHere("error", ACCOUNT_MESSAGES.sessionGone);
  }
  if (intent === "sign-out-others") {
    await endPortalSessionsOf(me.id, current);
    await endDevicesOf(me.id, await deviceTokenOf(request));
    return backHere("success", ACCOUNT_MESSAGES.signedOutOthers);
  }
  if (intent === "sign-out-everywhere") {
    // Every session, API token and remembered device, and any e-mail change still waiting.
    await signOutEverywhere(me.id);
    return signOutHere(request, { forgetDevice: true });
  }
  if (intent === "forget-device") {
    const forgotten = await forgetOwnDevice(me.id, String(form.get("device") ?? ""));
    return forgotten
      ? backHere("success", ACCOUNT_MESSAGES.deviceForgotten)
      : backHere("error", ACCOUNT_MESSAGES.deviceGone);
  }

  if (intent === "change-email") {
    const submission = parseWithZod(form, { schema: changeEmailSchema });
    const hideFields = ["current_password"];
    if (submission.status !== "success") {
      return data({ result: submission.reply({ hideFields }) }, { status: 400 });
    }
    if (submission.value.email === me.email) {
      return data(
        { result: submission.reply({ hideFields, fieldErrors: { email: [ACCOUNT_MESSAGES.emailUnchanged] } }) },
        { status: 400 },
      );
    }
    try {
      await updateAdminUser(me.id, submission.value, me.id, await portalPasswordAsker(request, context));
      return backHere("success", ACCOUNT_MESSAGES.emailChangePending(submission.value.email));
    } catch (error) {
      return refusedForm(
        { reply: (options) => submission.reply({ ...options, hideFields }) },
        error,
        ACCOUNT_MESSAGES.emailChangeFailed,
      );
    }
  }

  const submission = parseWithZod(form, { schema: changePasswordSchema });
  const hideFields = ["current_password", "password", "confirmPassword"];
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  try {
    const { password, current_password } = submission.value;
    await updateAdminUser(me.id, { password, current_password }, me.id, await portalPasswordAsker(request, context));
    return backHere("success", ACCOUNT_MESSAGES.passwordChanged);
  } catch (error) {
    return refusedForm(
      { reply: (options) => submission.reply({ ...options, hideFields }) },
      error,
      ACCOUNT_MESSAGES.passwordFailed,
    );
  }
}

export const meta: Route.MetaFunction = () => adminMeta("My Account");

/** What a row's button posts (its intent, and the row's id as `field`), and its names. */
type RowActionSpec = { intent: string; field: string; label: string; labelHere: string };
const SIGN_OUT: RowActionSpec = {
  intent: "sign-out",
  field: "session",
  label: "Sign out",
  labelHere: "Sign out on this device",
};
const FORGET: RowActionSpec = {
  intent: "forget-device",
  field: "device",
  label: "Forget",
  labelHere: "Forget this browser",
};

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, devices, loadFailed } = loaderData;
  const others = sessions.filter((session) => !session.current).length;
  return (
    <main className="admin-main">
      <div className="admin-page-heading">
        <h1>My Account</h1>
      </div>
      <p>Signed in as {loaderData.email}.</p>
      <FlashMessage success={loaderData.success} error={loaderData.error} />

      <section aria-labelledby="sessions-title" className="admin-account-section">
        <h2 id="sessions-title">Where you are signed in</h2>
        {loadFailed ? (
          <p role="alert" className="admin-message admin-message-error">
            {ACCOUNT_MESSAGES.loadFailed}
          </p>
        ) : null}
        {sessions.length > 0 ? (
          <AdminTable columns={["Device", "Signed In", "Last Used", "Address", "Actions"]}>
            {sessions.map((session) => (
              <tr key={session.id}>
                <DeviceCell device={session.device} current={session.current} badge="This device" />
                <td data-label="Signed In">{formatTruckDayAndTime(session.signedInAt)}</td>
                <td data-label="Last Used">{formatTruckDayAndTime(session.lastSeenAt)}</td>
                <td data-label="Address">{session.clientAddress ?? "Unknown"}</td>
                <RowAction action={SIGN_OUT} row={session} lastUsed={session.lastSeenAt} />
              </tr>
            ))}
          </AdminTable>
        ) : loadFailed ? null : (
          <p className="admin-empty">{ACCOUNT_MESSAGES.empty}</p>
        )}
        <div className="admin-actions">
          {others > 0 ? <IntentButton intent="sign-out-others" label="Sign out everywhere else" /> : null}
          <IntentButton intent="sign-out-everywhere" label="Sign out everywhere" />
        </div>
      </section>

      <section aria-labelledby="devices-title" className="admin-account-section">
        <h2 id="devices-title">Remembered devices</h2>
        <p>
          A browser or app you sign in with is remembered for 90 days: there your password goes on working even while
          someone else's wrong guesses hold your account back. Forget any you no longer use.
        </p>
        {devices.length > 0 ? (
          <AdminTable columns={["Device", "First Used", "Last Used", "Actions"]}>
            {devices.map((device) => (
              <tr key={device.id}>
                <DeviceCell device={device.device} current={device.current} badge="This browser" />
                <td data-label="First Used">{formatTruckDayAndTime(device.firstUsedAt)}</td>
                <td data-label="Last Used">{formatTruckDayAndTime(device.lastUsedAt)}</td>
                <RowAction action={FORGET} row={device} lastUsed={device.lastUsedAt} />
              </tr>
            ))}
          </AdminTable>
        ) : loadFailed ? null : (
          <p className="admin-empty">{ACCOUNT_MESSAGES.devicesEmpty}</p>
        )}
      </section>

      <EmailForm
        // A new pending change starts the form afresh (with JavaScript it kept what was typed).
        key={loaderData.pendingEmail ?? ""}
        email={loaderData.email}
        pendingEmail={loaderData.pendingEmail}
        lastResult={intentOf(actionData?.result) === "change-email" ? actionData?.result : undefined}
      />
      <PasswordForm lastResult={intentOf(actionData?.result) === "change-email" ? undefined : actionData?.result} />
    </main>
  );
}

/** Which of the page's forms a reply belongs to: its hidden `intent`, as sent. */
function intentOf(result: SubmissionResult<string[]> | undefined): unknown {
  return result?.initialValue?.intent;
}

/** A session's or remembered device's name, with a badge on the one in use here. */
function DeviceCell(props: { device: string; current: boolean; badge: string }) {
  return (
    <td data-label="Device">
      {props.device} {props.current ? <span className="admin-badge">{props.badge}</span> : null}
    </td>
  );
}

/** A button that posts one of the page's intents; every button waits while a post is under way. */
function IntentButton(props: {
  intent: string;
  label: string;
  /** The session or device it is about, sent as a hidden field. */
  row?: { name: string; id: string };
  /** Its name for screen readers, where the label alone does not say which row it acts on. */
  ariaLabel?: string;
  className?: string;
  formClassName?: string;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className={props.formClassName}>
      <input type="hidden" name="intent" value={props.intent} />
      {props.row ? <input type="hidden" name={props.row.name} value={props.row.id} /> : null}
      <button type="submit" className={props.className ?? "admin-button"} disabled={busy} aria-label={props.ariaLabel}>
        {props.label}
      </button>
    </Form>
  );
}

/**
 * A row's action (sign out a session, forget a device), in the row's last cell, named for screen
 * readers after the device it acts on.
 */
function RowAction({
  action,
  row,
  lastUsed,
}: {
  action: RowActionSpec;
  row: { id: string; device: string; current: boolean };
  lastUsed: string;
}) {
  return (
    <td className="admin-cell-action">
      <IntentButton
        intent={action.intent}
        row={{ name: action.field, id: row.id }}
        label={action.label}
        ariaLabel={
          row.current ? action.labelHere : `${action.label} ${row.device}, last used ${formatTruckDayAndTime(lastUsed)}`
        }
        className="admin-action"
        formClassName="admin-actions"
      />
    </td>
  );
}

/**
 * One of the page's own forms, in a section of its own, titled as its button is. The form's id is
 * also the intent its action reads, so only its own post shows "Saving...".
 */
function AccountForm<Schema extends Record<string, unknown>>(props: {
  form: FormMetadata<Schema, string[]>;
  titleId: string;
  title: string;
  /** What the form does, said above its fields. */
  intro: ReactNode;
  children: ReactNode;
}) {
  const { form, titleId } = props;
  return (
    <section aria-labelledby={titleId} className="admin-account-section">
      <Form method="post" className="admin-form" aria-labelledby={titleId} {...getFormProps(form)}>
        <h2 id={titleId}>{props.title}</h2>
        {props.intro}
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={form.id} />
        {props.children}
        <FormButtons label={props.title} intent={form.id} />
      </Form>
    </section>
  );
}

function EmailForm({
  email,
  pendingEmail,
  lastResult,
}: {
  email: string;
  pendingEmail: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = usePortalForm({ id: "change-email", schema: changeEmailSchema, lastResult });
  const intro = (
    <>
      <p>
        {`You sign in as ${email}. We mail a link to the new address; the change happens when you follow it, and ${email} is told.`}
      </p>
      {pendingEmail ? (
        <p className="admin-message admin-message-note">{`Waiting for you to follow the link sent to ${pendingEmail}.`}</p>
      ) : null}
    </>
  );
  return (
    <AccountForm form={form} titleId="email-title" title="Change E-mail" intro={intro}>
      <InputField meta={fields.email} label="New E-mail" type="email" inputProps={{ autoComplete: "email" }} />
      <CurrentPasswordField meta={fields.current_password} />
    </AccountForm>
  );
}

function PasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = usePortalForm({ id: "change-password", schema: changePasswordSchema, lastResult });
  const intro = (
    <p>
      Your other sessions are signed out and your remembered devices forgotten when it changes, and we e-mail you about
      it.
    </p>
  );
  return (
    <AccountForm form={form} titleId="password-title" title="Change Password" intro={intro}>
      <CurrentPasswordField meta={fields.current_password} />
      <NewPasswordFields
        password={fields.password}
        confirm={fields.confirmPassword}
        labels={{ password: "New Password", confirm: "Confirm New Password" }}
        confirmRequired
      />
    </AccountForm>
  );
}

/** Both of the page's forms ask for the current password first. */
function CurrentPasswordField({ meta }: { meta: FieldMeta }) {
  return (
    <InputField
      meta={meta}
      label="Current Password"
      type="password"
      inputProps={{ autoComplete: "current-password" }}
    />
  );
}
