import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import type { Logger } from "pino";
import type { SMTPServer } from "smtp-server";
import type { ListenAddress } from "./settings";

export interface BoundAddress {
  host: string;
  port: number;
}

/** Where one email service instance's SMTP listeners are bound (null when off or not bound). */
export interface RunningListeners {
  submission: BoundAddress | null;
  inbound: BoundAddress | null;
}

/**
 * Listeners by DATABASE_URL (or data directory) of the service that started them. With port 0
 * (tests) the bound port is only known here; the log line says it too.
 */
const running = new Map<string, RunningListeners>();

export function emailListeners(storageKey: string): RunningListeners | undefined {
  return running.get(storageKey);
}

export function registerListeners(storageKey: string, value: RunningListeners): () => void {
  running.set(storageKey, value);
  return () => {
    if (running.get(storageKey) === value) running.delete(storageKey);
  };
}

/**
 * Binds `server`. A port already in use is logged and the service runs without that listener
 * (several hosts on one machine, e.g. parallel test workers on the default ports); any other
 * error fails start-up.
 */
export function listen(
  server: SMTPServer,
  at: ListenAddress,
  label: string,
  logger: Logger,
): Promise<BoundAddress | null> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.server.off("listening", onListening);
      if (err.code === "EADDRINUSE") {
        logger.error(
          { host: at.host, port: at.port },
          `${label} not started: ${at.host}:${at.port} is in use (set its EMAIL_*_SMTP variable to another host:port, or off)`,
        );
        resolve(null);
      } else reject(new Error(`${label} cannot listen on ${at.host}:${at.port}: ${err.message}`));
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

/** A DATA stream's bytes, or null when the client sent more than the listener's size limit. */
export function readAll(stream: Readable & { sizeExceeded?: boolean }): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}
