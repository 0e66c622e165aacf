import { SMTPServer } from "smtp-server";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../../storage/databases";
import { startCampaignWorld, type CampaignWorld } from "./world";

/**
 * An SMTP server standing in for "any relay" (COMMS_SMTP_URL): it keeps what it receives, can
 * refuse recipients, and can hold a message's DATA until the test releases it — so a test acts
 * while a send is provably in flight, without sleeping.
 */
export interface GatedSink {
  url: string;
  received: { to: string; raw: string }[];
  refuse: Set<string>;
  /** Holds the n-th message (1-based) until `release()`; resolves once it is being held. */
  holdAt(n: number): Promise<void>;
  release(): void;
  close(): Promise<void>;
}

export async function startGatedSink(): Promise<GatedSink> {
  let count = 0;
  let holdN = 0;
  let reached: () => void = () => undefined;
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const sink = { received: [] as GatedSink["received"], refuse: new Set<string>() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    onAuth: (_auth, _session, cb) => cb(null, { user: "comms" }),
    onRcptTo(address, _session, cb) {
      if (!sink.refuse.has(address.address)) return cb();
      cb(Object.assign(new Error("5.1.1 no such mailbox"), { responseCode: 550 }));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        count++;
        if (count === holdN) {
          reached();
          await gate;
        }
        for (const r of session.envelope.rcptTo)
          sink.received.push({ to: r.address, raw: Buffer.concat(chunks).toString("utf8") });
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return Object.assign(sink, {
    url: `smtp://comms:secret@127.0.0.1:${port}`,
    holdAt(n: number) {
      holdN = n;
      gate = new Promise<void>((r) => (release = r));
      return new Promise<void>((r) => (reached = r));
    },
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * Per test: a fresh database and a GatedSink; `start` opens a CampaignWorld on them that sends
 * to the sink (COMMS_SMTP_URL). All closed and dropped after the test.
 */
export function useGatedCampaignWorld(kind: DatabaseKind) {
  let database: TestDatabase | undefined;
  let sink: GatedSink | undefined;
  let w: CampaignWorld | undefined;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    sink = await startGatedSink();
  });
  afterEach(async () => {
    sink?.release();
    await w?.close();
    await sink?.close();
    await database?.drop();
    w = sink = database = undefined;
  });
  return {
    async start(env: Record<string, string> = {}): Promise<CampaignWorld> {
      w = await startCampaignWorld(database!, { env: { COMMS_SMTP_URL: sink!.url, ...env } });
      return w;
    },
    sink: () => sink!,
  };
}
