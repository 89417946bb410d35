// A real SMTP server (the smtp-server package) that keeps every message it receives, parsed.
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = Email & { envelopeTo: string[] };

export type SmtpCapture = {
  port: number;
  messages: ReceivedMail[];
  /** The credentials clients sent (with `requireAuth`), as this server read them. */
  logins: { username: string; password: string }[];
  waitFor(predicate: (messages: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

/** How the server refuses a recipient: the reply code and the command it answers with it. */
export type Refusal = { code: number; at: "RCPT TO" | "DATA"; text?: string };

/** An SMTP reply with a code, as smtp-server sends an error's `responseCode`. */
function reply(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

/**
 * Without STARTTLS, as a local relay (servers talking to it need SMTP_REQUIRE_TLS=false). With
 * `requireAuth` it asks for AUTH and takes it in clear, as whoever answers in the middle of an
 * smtp:// connection would: `logins` shows what a client gave away. With `refuse`, a recipient it
 * names a refusal for is refused with that code at RCPT TO or after DATA (the message not kept).
 */
export async function startSmtpCapture(
  port: number,
  options: { requireAuth?: boolean; refuse?: (recipient: string) => Refusal | undefined } = {},
): Promise<SmtpCapture> {
  const messages: ReceivedMail[] = [];
  const logins: SmtpCapture["logins"] = [];
  const server = new SMTPServer({
    authOptional: !options.requireAuth,
    allowInsecureAuth: options.requireAuth ?? false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? "", password: auth.password ?? "" });
      callback(null, { user: auth.username });
    },
    disabledCommands: ["STARTTLS"],
    // On stop, a client's open connection (the server under test keeps a pooled one) is told 421
    // and closed at once, as when a mail server goes down, instead of after smtp-server's 30 s.
    closeTimeout: 100,
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (refusal?.at === "RCPT TO") return callback(reply(refusal.code, refusal.text ?? "No such user here"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const refusal = session.envelope.rcptTo
          .map((rcpt) => options.refuse?.(rcpt.address))
          .find((found) => found?.at === "DATA");
        if (refusal) return callback(reply(refusal.code, refusal.text ?? "Message refused for this mailbox"));
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push({ ...email, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port,
    messages,
    logins,
    async waitFor(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(messages)) {
        if (Date.now() > deadline) {
          throw new Error(`mail not received in ${timeoutMs} ms; have ${messages.length} messages`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a test server needs to send its mail to `smtp` at once: no STARTTLS (a local relay), the
 * outbox looked at every 200 ms, and a sending rate that never holds a mailing up.
 */
export function sendingTo(smtp: { port: number }): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_REQUIRE_TLS: "false",
    OUTBOX_POLL_MS: "200",
    MAIL_RATE_PER_MINUTE: "10000",
  };
}

/** A test server's environment: its clock standing at `now`, its mail sent to `smtp` at once. */
export function clockedSendingTo(now: string, smtp: { port: number }): Record<string, string> {
  return { NODE_ENV: "test", TEST_CLOCK_NOW: now, ...sendingTo(smtp) };
}
