/**
 * A real SMTP server for the alert tests (the `smtp-server` package, a devDependency): it accepts every email on a
 * port of its own and keeps each one parsed (envelope, headers, the plain-text and HTML parts). It can be stopped and started again on
 * the same port, so a test can take the mail server away while the site queues alerts. `beforeAnswer` lets a test act
 * after an email has been received and before the SMTP server answers for it (a site that dies then never learns that
 * its email was accepted).
 */
import { SMTPServer } from "smtp-server";
import { freePort } from "./postgres.ts";

export interface ReceivedMail {
  to: string[];
  from: string;
  headers: Map<string, string>;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part of a multipart/alternative email; null when there is none. */
  html: string | null;
}

/** One MIME entity: unfolded headers (lower-case names) and its raw body. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body: split < 0 ? "" : raw.slice(split + 4) };
}

/** A body decoded as its Content-Transfer-Encoding says (quoted-printable or base64), as UTF-8 text with \n lines. */
function decodeBody(body: string, encoding: string): string {
  if (encoding === "quoted-printable") {
    const bytes = Buffer.from(body.replace(/=\r?\n/g, ""), "latin1");
    const out: number[] = [];
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i] === 61 && i + 2 < bytes.length && /^[0-9A-F]{2}$/i.test(String.fromCharCode(bytes[i + 1], bytes[i + 2]))) {
        out.push(parseInt(String.fromCharCode(bytes[i + 1], bytes[i + 2]), 16));
        i += 2;
      } else out.push(bytes[i]);
    }
    body = Buffer.from(out).toString("utf8");
  } else if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  else body = Buffer.from(body, "latin1").toString("utf8");
  return body.replace(/\r\n/g, "\n");
}

/** The text/plain and text/html parts of an entity, looking inside multipart ones. */
function parts(raw: string, found: { text: string | null; html: string | null }): void {
  const { headers, body } = splitEntity(raw);
  const type = (headers.get("content-type") ?? "text/plain").toLowerCase();
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
    if (!boundary) return;
    const chunks = body.split(`--${boundary}`).slice(1);
    for (const chunk of chunks) {
      if (chunk.startsWith("--")) break;
      parts(chunk.replace(/^\r\n/, ""), found);
    }
    return;
  }
  const text = decodeBody(body.replace(/\r\n$/, ""), (headers.get("content-transfer-encoding") ?? "").toLowerCase());
  if (type.startsWith("text/html")) found.html ??= text;
  else if (type.startsWith("text/plain")) found.text ??= text;
}

/** Unfolded headers (lower-case names), the plain-text part (or the whole body) and the HTML part, if any. */
export function parseMail(raw: string): { headers: Map<string, string>; text: string; html: string | null } {
  const { headers } = splitEntity(raw);
  const found: { text: string | null; html: string | null } = { text: null, html: null };
  parts(raw, found);
  return { headers, text: found.text ?? "", html: found.html };
}

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Mails to one address. */
  to(address: string): ReceivedMail[];
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /**
   * When set, called with each email once it is received and kept in `mails`, before the SMTP server answers "250"
   * for it; the answer waits for the promise.
   */
  beforeAnswer: ((mail: ReceivedMail) => Promise<void> | void) | null;
  /** Recipients (lower case) the server refuses at RCPT TO with this reply: 501 a bad address, 550 no such mailbox, 451 try later. */
  refuse: Map<string, { code: number; message: string }>;
  /** Every recipient refused so far, in order. */
  refused: { to: string; code: number }[];
}

export async function startSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onRcptTo(address, _session, callback) {
          const refusal = smtp.refuse.get(address.address.toLowerCase());
          if (!refusal) return callback();
          smtp.refused.push({ to: address.address, code: refusal.code });
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            const { headers, text, html } = parseMail(Buffer.concat(chunks).toString("latin1"));
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              headers,
              subject: headers.get("subject") ?? "",
              text,
              html,
            };
            mails.push(mail);
            void Promise.resolve(smtp.beforeAnswer?.(mail)).then(() => callback());
          });
        },
      });
      server.once("error", reject);
      // A client that vanished mid-conversation (a site killed by a test) is an error of that connection only.
      server.on("error", () => undefined);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await start();
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address) => mails.filter((m) => m.to.includes(address)),
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = null;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start,
    beforeAnswer: null,
    refuse: new Map(),
    refused: [],
  };
  return smtp;
}
