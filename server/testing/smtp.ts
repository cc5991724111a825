/**
 * A real SMTP server for the alert tests (the `smtp-server` package, a devDependency): it accepts every email on a
 * port of its own and keeps each one parsed (envelope, headers, text body). It can be stopped and started again on
 * the same port, so a test can take the mail server away while the site queues alerts.
 */
import { SMTPServer } from "smtp-server";
import { freePort } from "./postgres.ts";

export interface ReceivedMail {
  to: string[];
  from: string;
  headers: Map<string, string>;
  subject: string;
  text: string;
}

/** Unfolded headers (lower-case names) and the body, quoted-printable decoded when the email says it is. */
export function parseMail(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  let body = raw.slice(split + 4);
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
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
  return { headers, text: body.replace(/\r\n/g, "\n") };
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
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            const { headers, text } = parseMail(Buffer.concat(chunks).toString("latin1"));
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              headers,
              subject: headers.get("subject") ?? "",
              text,
            });
            callback();
          });
        },
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await start();
  return {
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
  };
}
