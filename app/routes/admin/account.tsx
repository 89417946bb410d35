// /admin/account: one's own open sessions (device, since when, last used, address) with "sign
// out" for any of them or all, the devices remembered for sign-in (device cookies) with
// "forget", an e-mail change (the current password, then a link mailed to the new address) and a
// password change that asks for the current password. Every action is a POST that redirects
// back with a flash message, so all of it works without JavaScript; signing out this device
// goes to the login page.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import { AdminTable } from "#app/components/admin/record-list.tsx";
import { FlashMessage } from "#app/components/admin/flash-message.tsx";
import { FormButtons, FormErrors, InputField, NewPasswordFields, usePortalForm } from "#app/components/forms.tsx";
import { ACCOUNT_MESSAGES } from "#app/content/portal-messages.ts";
import { formatTruckDayAndTime } from "#app/domain/shared/dates.ts";
import { listOrFallback, refusedForm } from "#app/web/refusal.server.ts";
import { adminUserContext, portalSessionContext } from "#app/web/guards.server.ts";
import { clearDeviceCookieHeader, deviceTokenOf } from "#app/web/device-cookie.server.ts";
import { endDevicesOf, forgetOwnDevice, listDevices } from "#app/domain/staff/device-cookies.server.ts";
import {
  endOwnPortalSession,
  endPortalSessionsOf,
  listPortalSessions,
} from "#app/domain/staff/portal-sessions.server.ts";
import { destroySession, getSession, redirectWithFlash, takeFlash } from "#app/web/session.server.ts";
import { changeEmailSchema, changePasswordSchema } from "#app/domain/staff/users.ts";
import { ownPendingEmail, updateAdminUser } from "#app/domain/staff/users.server.ts";
import { readFormBody } from "#app/web/http.server.ts";
import { adminMeta } from "#app/web/seo.ts";
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

  if (intent === "sign-out") {
    const sessionId = String(form.get("session") ?? "");
    const ended = await endOwnPortalSession(me.id, sessionId);
    if (sessionId === current) return signOutHere(request);
    return redirectWithFlash(
      request,
      "/admin/account",
      ended ? "success" : "error",
      ended ? ACCOUNT_MESSAGES.signedOutOne : ACCOUNT_MESSAGES.sessionGone,
    );
  }
  if (intent === "sign-out-others") {
    await endPortalSessionsOf(me.id, current);
    await endDevicesOf(me.id, await deviceTokenOf(request));
    return redirectWithFlash(request, "/admin/account", "success", ACCOUNT_MESSAGES.signedOutOthers);
  }
  if (intent === "sign-out-everywhere") {
    await endPortalSessionsOf(me.id);
    await endDevicesOf(me.id);
    return signOutHere(request, { forgetDevice: true });
  }
  if (intent === "forget-device") {
    const forgotten = await forgetOwnDevice(me.id, String(form.get("device") ?? ""));
    return redirectWithFlash(
      request,
      "/admin/account",
      forgotten ? "success" : "error",
      forgotten ? ACCOUNT_MESSAGES.deviceForgotten : ACCOUNT_MESSAGES.deviceGone,
    );
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
      await updateAdminUser(me.id, submission.value, me.id, current);
      return redirectWithFlash(
        request,
        "/admin/account",
        "success",
        ACCOUNT_MESSAGES.emailChangePending(submission.value.email),
      );
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
    await updateAdminUser(me.id, { password, current_password }, me.id, current);
    return redirectWithFlash(request, "/admin/account", "success", ACCOUNT_MESSAGES.passwordChanged);
  } catch (error) {
    return refusedForm(
      { reply: (options) => submission.reply({ ...options, hideFields }) },
      error,
      ACCOUNT_MESSAGES.passwordFailed,
    );
  }
}

export const meta: Route.MetaFunction = () => adminMeta("My Account");

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { sessions, devices, loadFailed } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
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
                <td data-label="Device">
                  {session.device} {session.current ? <span className="admin-badge">This device</span> : null}
                </td>
                <td data-label="Signed In">{formatTruckDayAndTime(session.signedInAt)}</td>
                <td data-label="Last Used">{formatTruckDayAndTime(session.lastSeenAt)}</td>
                <td data-label="Address">{session.clientAddress ?? "Unknown"}</td>
                <td className="admin-cell-action">
                  <Form method="post" className="admin-actions">
                    <input type="hidden" name="intent" value="sign-out" />
                    <input type="hidden" name="session" value={session.id} />
                    <button
                      type="submit"
                      className="admin-action"
                      disabled={busy}
                      aria-label={
                        session.current
                          ? "Sign out on this device"
                          : `Sign out ${session.device}, last used ${formatTruckDayAndTime(session.lastSeenAt)}`
                      }
                    >
                      Sign out
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </AdminTable>
        ) : loadFailed ? null : (
          <p className="admin-empty">{ACCOUNT_MESSAGES.empty}</p>
        )}
        <div className="admin-actions">
          {others > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="sign-out-others" />
              <button type="submit" className="admin-button" disabled={busy}>
                Sign out everywhere else
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="sign-out-everywhere" />
            <button type="submit" className="admin-button" disabled={busy}>
              Sign out everywhere
            </button>
          </Form>
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
                <td data-label="Device">
                  {device.device} {device.current ? <span className="admin-badge">This browser</span> : null}
                </td>
                <td data-label="First Used">{formatTruckDayAndTime(device.firstUsedAt)}</td>
                <td data-label="Last Used">{formatTruckDayAndTime(device.lastUsedAt)}</td>
                <td className="admin-cell-action">
                  <Form method="post" className="admin-actions">
                    <input type="hidden" name="intent" value="forget-device" />
                    <input type="hidden" name="device" value={device.id} />
                    <button
                      type="submit"
                      className="admin-action"
                      disabled={busy}
                      aria-label={
                        device.current
                          ? "Forget this browser"
                          : `Forget ${device.device}, last used ${formatTruckDayAndTime(device.lastUsedAt)}`
                      }
                    >
                      Forget
                    </button>
                  </Form>
                </td>
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
  return (
    <section aria-labelledby="email-title" className="admin-account-section">
      <Form method="post" className="admin-form" aria-labelledby="email-title" {...getFormProps(form)}>
        <h2 id="email-title">Change E-mail</h2>
        <p>
          {`You sign in as ${email}. We mail a link to the new address; the change happens when you follow it, and ${email} is told.`}
        </p>
        {pendingEmail ? (
          <p className="admin-message admin-message-note">{`Waiting for you to follow the link sent to ${pendingEmail}.`}</p>
        ) : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="change-email" />
        <InputField meta={fields.email} label="New E-mail" type="email" inputProps={{ autoComplete: "email" }} />
        <InputField
          meta={fields.current_password}
          label="Current Password"
          type="password"
          inputProps={{ autoComplete: "current-password" }}
        />
        <FormButtons label="Change E-mail" intent="change-email" />
      </Form>
    </section>
  );
}

function PasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = usePortalForm({ id: "change-password", schema: changePasswordSchema, lastResult });
  return (
    <section aria-labelledby="password-title" className="admin-account-section">
      <Form method="post" className="admin-form" aria-labelledby="password-title" {...getFormProps(form)}>
        <h2 id="password-title">Change Password</h2>
        <p>
          Your other sessions are signed out and your remembered devices forgotten when it changes, and we e-mail you
          about it.
        </p>
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="change-password" />
        <InputField
          meta={fields.current_password}
          label="Current Password"
          type="password"
          inputProps={{ autoComplete: "current-password" }}
        />
        <NewPasswordFields
          password={fields.password}
          confirm={fields.confirmPassword}
          labels={{ password: "New Password", confirm: "Confirm New Password" }}
          confirmRequired
        />
        <FormButtons label="Change Password" intent="change-password" />
      </Form>
    </section>
  );
}
