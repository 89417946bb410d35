// How mail leaves the process: SMTP when SMTP_URL is set; otherwise each message is written
// as an .eml file into a git-ignored folder, so development needs no mail server.
import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Transporter } from "nodemailer";

export type OutgoingMail = {
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type MailSender = {
  description: string;
  send(mail: OutgoingMail): Promise<void>;
};

export function createMailSender(options: {
  smtpUrl: string | null;
  /** smtp:// only: refuse to send anything (credentials included) before STARTTLS. */
  requireTls?: boolean;
  outboxDir: string;
  log: (message: string) => void;
}): MailSender {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const secure = url.protocol === "smtps:";
    const transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport({
        host: url.hostname,
        port: Number(url.port) || (secure ? 465 : 587),
        secure,
        // Without STARTTLS an smtp:// connection would carry the password and every mail in clear,
        // to whoever answers on the way: refused unless SMTP_REQUIRE_TLS=false.
        requireTLS: !secure && (options.requireTls ?? false),
        // Reuse connections: a burst of enquiries should not open one connection per mail.
        pool: true,
        maxConnections: 4,
        auth: url.username
          ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
          : undefined,
        // Fail fast so a hung mail server delays the outbox, not the whole worker.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    );
    return {
      description: `SMTP ${url.host}`,
      send: async (mail) => {
        await (await transport()).sendMail(mail);
      },
    };
  }

  const dir = resolve(options.outboxDir);
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    description: `.eml files in ${dir}`,
    send: async (mail) => {
      const info = await (await transport()).sendMail(mail);
      await mkdir(dir, { recursive: true });
      const safeId = mail.messageId.replace(/[^\w.-]/g, "_");
      const path = resolve(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeId}.eml`);
      await writeFile(path, info.message as Buffer);
      options.log(`mail to ${mail.to} written to ${path}`);
    },
  };
}

/** nodemailer is loaded with the first mail sent, not at start: most minutes send none. */
type Nodemailer = typeof import("nodemailer")["default"];

function lazyTransport(create: (nodemailer: Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import("nodemailer").then((module) => create(module.default));
    return transport;
  };
}
