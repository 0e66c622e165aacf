import { connect, type Socket } from "node:net";

/**
 * A bare SMTP client on a raw socket, for what library clients will not send: a body far past the
 * advertised SIZE without declaring it, or header blocks written byte for byte.
 */
export interface RawSmtp {
  /** Sends one command line and resolves with the complete (possibly multi-line) reply. */
  command(line: string): Promise<{ code: number; text: string }>;
  /** After DATA's 354: writes `bytes` (respecting backpressure), then the terminating dot; resolves with the reply. */
  data(chunks: Iterable<Buffer>): Promise<{ code: number; text: string }>;
  close(): void;
}

export async function rawSmtp(port: number): Promise<RawSmtp & { greeting: { code: number; text: string } }> {
  const socket: Socket = connect(port, "127.0.0.1");
  let buffered = "";
  type Reply = { code: number; text: string };
  const waiting: { resolve(r: Reply): void; reject(e: Error): void }[] = [];
  socket.on("error", (err) => waiting.splice(0).forEach((w) => w.reject(err)));
  const replies: { code: number; text: string }[] = [];
  let lines: string[] = [];
  socket.setEncoding("latin1");
  socket.on("data", (s: string) => {
    buffered += s;
    let nl: number;
    while ((nl = buffered.indexOf("\r\n")) !== -1) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 2);
      lines.push(line);
      if (line[3] !== "-") {
        const reply = { code: Number(line.slice(0, 3)), text: lines.join("\n") };
        lines = [];
        const w = waiting.shift();
        if (w) w.resolve(reply);
        else replies.push(reply);
      }
    }
  });
  const next = () =>
    new Promise<Reply>((resolve, reject) => {
      const r = replies.shift();
      if (r) return resolve(r);
      waiting.push({ resolve, reject });
    });
  const write = (b: Buffer | string) =>
    new Promise<void>((resolve, reject) => socket.write(b, (err) => (err ? reject(err) : resolve())));
  const greeting = await next();
  return {
    greeting,
    async command(line) {
      await write(`${line}\r\n`);
      return next();
    },
    async data(chunks) {
      for (const c of chunks) await write(c);
      await write("\r\n.\r\n");
      return next();
    },
    close: () => socket.destroy(),
  };
}

/** `total` bytes of message body as 64 KiB lines-of-text chunks (CRLF lines, no leading dots). */
export function* filler(total: number): Generator<Buffer> {
  const line = Buffer.from(`${"x".repeat(998)}\r\n`);
  const chunk = Buffer.concat(Array.from({ length: 64 }, () => line));
  for (let sent = 0; sent < total; sent += chunk.length) yield chunk;
}
