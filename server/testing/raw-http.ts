/**
 * Test helper: sends bytes exactly as given over a TCP socket (requests fetch() refuses to make: TRACE, HTTP/1.0
 * without Host, a Host with spaces, `//a:b@c/` targets) and reads the answer until the server closes.
 */
import net from "node:net";

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

export function rawRequest(port: number, head: string, body: Buffer | string = "", timeoutMs = 15_000): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in ${timeoutMs} ms to ${head.split("\r\n")[0]}`));
    }, timeoutMs);
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const lines = (split === -1 ? text : text.slice(0, split)).split("\r\n");
      const headers: Record<string, string> = {};
      for (const l of lines.slice(1)) {
        const c = l.indexOf(":");
        if (c > 0) headers[l.slice(0, c).toLowerCase()] = l.slice(c + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1] ?? 0),
        headers,
        body: split === -1 ? "" : text.slice(split + 4),
        ms: performance.now() - started,
      });
    });
    socket.write(head.endsWith("\r\n\r\n") ? head : `${head}\r\nConnection: close\r\n\r\n`);
    if (body.length) socket.write(body);
  });
}
