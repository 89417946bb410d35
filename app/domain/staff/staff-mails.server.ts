// The words of the mails to staff accounts: a password or e-mail changed, a session ended after
// wrong current passwords, the sign-in link, and the steps of an e-mail change.
import { emailAfterCancel } from "#app/content/portal-messages.ts";
import { mailOf } from "#app/domain/mail/html.server.ts";

/** To a staff member whose password or e-mail was just changed (by them or another admin). */
export function accountChangedMail(change: { password: boolean; newEmail: string | null }, siteUrl: string) {
  const what = [change.password ? "password" : null, change.newEmail ? "e-mail address" : null]
    .filter(Boolean)
    .join(" and ");
  const lines = [
    `The ${what} of your Sando Truck staff account was just changed.`,
    ...(change.newEmail ? [`The account now signs in as ${change.newEmail}.`] : []),
    "If that was you or another admin you know about, there is nothing to do.",
    `If not, tell the owner at once: someone may have your password. Your sessions are listed at ${siteUrl}/admin/account.`,
  ];
  return mailOf(`Your Sando Truck staff account's ${what} changed`, lines);
}

/** To a staff account one of whose sessions (or API tokens) was ended after wrong current passwords. */
export function signedOutAfterWrongPasswordsMail(where: string, siteUrl: string) {
  const lines = [
    `Someone signed in to your Sando Truck staff account (${where}) typed a wrong current password 5 times in a row while trying to change its password or e-mail, so that session was ended.`,
    "If that was you, sign in again; nothing else changed.",
    `If not, someone has been using your account: sign in at ${siteUrl}/admin/login, use "Sign out everywhere" on your account page, choose a new password, and tell the owner.`,
  ];
  return mailOf("A session of your Sando Truck staff account was ended", lines);
}

/** To a staff account whose password sign-in is shut after too many failures. */
export function signInLinkMail(url: string) {
  const lines = [
    "Someone has failed to sign in to your Sando Truck staff account many times, so its password no longer signs it in.",
    `If you want to sign in, open this link within 15 minutes (it works once): ${url}`,
    "If those attempts were not yours, someone is guessing your password: tell the owner, and choose a longer password on your account page once you are in.",
  ];
  return mailOf("Your Sando Truck sign-in link", lines);
}

/** To the new address of a staff account's own e-mail change: the link that makes it happen. */
export function emailChangeConfirmMail(newEmail: string, url: string) {
  const lines = [
    `Someone signed in to a Sando Truck staff account asked to make ${newEmail} its e-mail address.`,
    `If that was you, open this link within 24 hours to confirm it (it works once): ${url}`,
    "If not, ignore this mail: nothing changes.",
  ];
  return mailOf("Confirm your new Sando Truck staff e-mail", lines);
}

/** To the old address of a staff account whose e-mail is about to change: the way to stop it. */
export function emailChangeNoticeMail(newEmail: string, cancelUrl: string) {
  const lines = [
    `Someone signed in to your Sando Truck staff account asked to change its e-mail address to ${newEmail}.`,
    "If that was you, there is nothing to do: the change happens when the link mailed to the new address is followed.",
    `If not, open this link within 7 days (it works once, even after the change): ${cancelUrl}. It cancels the change, puts your address back and signs the account out everywhere. Then sign in with your password, choose a new one on your account page, and tell the owner.`,
  ];
  return mailOf("Your Sando Truck staff e-mail is being changed", lines);
}

/** To the addresses concerned, once a change was cancelled through a link: what became of the account's e-mail. */
export function emailChangeCancelledMail(
  outcome: { result: "restored" | "kept" | "owner" | "taken"; email: string; wanted: string },
  siteUrl: string,
) {
  const lines = [
    `A change of your Sando Truck staff account's e-mail was cancelled. ${emailAfterCancel(outcome)}`,
    "Every session and token of the account was ended, so whoever asked for the change is signed out.",
    `Sign in at ${siteUrl}/admin/login, choose a new password on your account page, and tell the owner.`,
  ];
  return mailOf("The change of your Sando Truck staff e-mail was cancelled", lines);
}
