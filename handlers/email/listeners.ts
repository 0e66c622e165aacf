import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import type { Logger } from "pino";
import type { SMTPServer } from "smtp-server";
import type { ListenAddress } from "./settings";

import type { BoundAddress } from "../_shared/email-relay";
export { emailListeners, registerListeners, type BoundAddress, type RunningListeners } from "../_shared/email-relay";

/**
 * Binds `server`. An address that cannot be bound (in use, not permitted) fails start-up with a
 * message naming the listener, the address and its variable: a relay without its listener would
 * run half-started (docs/email.md, "Start-up").
 */
export function listen(
  server: SMTPServer,
  at: ListenAddress,
  label: string,
  logger: Logger,
): Promise<BoundAddress> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.server.off("listening", onListening);
      const variable = `EMAIL_${label === "SMTP inbound" ? "INBOUND" : "SUBMISSION"}_SMTP`;
      const why = err.code === "EADDRINUSE" ? "the address is already in use (EADDRINUSE)" : err.message;
      reject(new Error(`${label} listener cannot bind ${at.host}:${at.port}: ${why}; set ${variable} to another host:port, or off`));
    };
    const onListening = () => {
      server.off("error", onError);
      // Errors after start-up (a client resetting its connection) are logged, never fatal.
      server.on("error", (err: Error) => logger.warn({ err }, `${label} error`));
      const a = server.server.address() as AddressInfo;
      logger.info({ host: a.address, port: a.port }, `${label} listening on ${a.address}:${a.port}`);
      resolve({ host: a.address, port: a.port });
    };
    server.once("error", onError);
    server.server.once("listening", onListening);
    server.listen(at.port, at.host);
  });
}

export function closeServer(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\./.test(host);
}

/** An Error smtp-server turns into the given SMTP reply. */
export function smtpError(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * What the SMTP listeners' DATA phase holds in memory, reported by `/healthz` (services.email.smtp):
 * the most bytes one message ever had buffered and how many messages were refused as too large.
 */
export interface SmtpDataStats {
  peakBufferedBytes: number;
  oversizeRefused: number;
}

export const newDataStats = (): SmtpDataStats => ({ peakBufferedBytes: 0, oversizeRefused: 0 });

/**
 * A DATA stream's bytes, or null when the client sent more than `limit`. Nothing past the limit
 * is kept: at the first byte over it the chunks read so far are released and the rest of the
 * message is read and discarded (the client is still sending; smtp-server answers 552 once the
 * terminating dot arrives). So one message never holds more than `limit` bytes in memory.
 */
export function readCapped(stream: Readable, limit: number, stats: SmtpDataStats): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    let chunks: Buffer[] = [];
    let held = 0;
    let over = false;
    stream.on("data", (c: Buffer) => {
      if (over) return;
      if (held + c.length > limit) {
        over = true;
        chunks = [];
        held = 0;
        return;
      }
      chunks.push(c);
      held += c.length;
      if (held > stats.peakBufferedBytes) stats.peakBufferedBytes = held;
    });
    stream.on("end", () => {
      if (over) stats.oversizeRefused += 1;
      resolve(over ? null : Buffer.concat(chunks, held));
    });
    stream.on("error", reject);
  });
}
