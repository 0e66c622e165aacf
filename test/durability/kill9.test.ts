import { freePort } from "../../bench/lib/proc";
import type { Storage } from "../../generator/platform/storage";
import { startDns, startSink, type DnsStandIn, type SmtpSink } from "../email/servers";
import { createTestDatabase, describeEachDatabase, eventually, type TestDatabase } from "../storage/databases";
import { seededRandom, startServe, type ServeProcess } from "./serve-process";
import { deliveries, inspect, pendingDeliveries, serveEnv, setupSender, storedCaptureTokens } from "./setup";
import { callTool, captureWriter, newLedger, sendWriter, submissionWriter, Target, type Ledger } from "./writers";

/**
 * Crash safety (issue 10): a real `mcpforge serve webhooks email` process is SIGKILLed at random
 * points while clients capture webhooks, call send_email and submit over SMTP. After each kill it
 * is restarted on the same port and the clients carry on. At the end: every acknowledged capture
 * is in the database, and every acknowledged e-mail reached the local SMTP sink exactly once.
 *
 * The kill points are drawn from a seeded generator (printed on failure): after a random number of
 * acknowledged writes since the last start. CI runs KILLS kill points per database; the long
 * variant sets MCPFORGE_DURABILITY_KILLS (e.g. 25) and optionally MCPFORGE_DURABILITY_SEED.
 */
const KILLS = Number(process.env.MCPFORGE_DURABILITY_KILLS || 4);
/** The long variant's load phase and drain may each take minutes. */
const TIMEOUT_MS = KILLS * 30_000 + 120_000;
jest.setTimeout(TIMEOUT_MS);
const SEED = Number(process.env.MCPFORGE_DURABILITY_SEED || Date.now() % 1_000_000);

interface Run {
  captures: Ledger;
  mails: Ledger;
  bucketId: string;
  kills: number;
}

describeEachDatabase("kill -9 under write load", (kind) => {
  let database: TestDatabase;
  let dns: DnsStandIn;
  /** One SMTP sink per server process (its EMAIL_SMTP_RELAY), so each copy names its sender. */
  const sinks: SmtpSink[] = [];
  let server: ServeProcess | undefined;
  let storage: Storage | undefined;
  let run: Run;
  const context = () => `[${kind}, seed ${SEED}, ${KILLS} kills; rerun with MCPFORGE_DURABILITY_SEED=${SEED}]`;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dns = await startDns();
    const [port, submissionPort] = [await freePort(), await freePort()];
    const env = serveEnv(database, { dns, submissionPort });
    const start = async () => {
      const sink = await startSink();
      sinks.push(sink);
      return startServe({ slugs: ["webhooks", "email"], env: { ...env, EMAIL_SMTP_RELAY: sink.url }, port });
    };
    server = await start();
    const sender = await setupSender(server.url, dns, "durable-mail.test", submissionPort);
    const bucket = await callTool(`${server.url}/webhooks/mcp`, "create_webhook_bucket", { name: "kill-9" });
    const target = new Target(server.url);
    target.up();
    run = { captures: newLedger(), mails: newLedger(), bucketId: bucket.structuredContent.bucket_id, kills: 0 };
    const writers = [
      ...[0, 1, 2, 3].map((i) => captureWriter(target, run.captures, run.bucketId, i)),
      ...[0, 1].map((i) => sendWriter(target, run.mails, sender, i)),
      submissionWriter(target, run.mails, sender, 0),
    ];
    const random = seededRandom(SEED + (kind === "postgres" ? 1 : 0));
    for (let k = 0; k < KILLS; k++) {
      // A random kill point: after 20–300 acknowledged captures and 2–12 acknowledged e-mails since this start.
      await target.acksSinceUp([
        [run.captures, 20 + Math.floor(random() * 280)],
        [run.mails, 2 + Math.floor(random() * 10)],
      ]);
      // …plus 0–20 ms, so the signal lands anywhere in the server's work, not just after an answer.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 20)));
      await server.kill9();
      run.kills++;
      server = await start();
      target.up();
    }
    await target.acksSinceUp([[run.captures, 20], [run.mails, 2]]);
    target.stop();
    await Promise.all(writers);
    storage = await inspect(database);
  }, TIMEOUT_MS);

  afterAll(async () => {
    await storage?.close();
    await server?.stop();
    await Promise.all([...sinks.map((s) => s.close()), dns?.close()]);
    await database?.drop();
  });

  test("every acknowledged capture is stored after the restarts (0 lost)", async () => {
    expect(run.kills).toBe(KILLS);
    const stored = await storedCaptureTokens(storage!, run.bucketId);
    const lost = [...run.captures.acked].filter((t) => !stored.has(t));
    expect({ lost: lost.slice(0, 10), lostCount: lost.length, context: context() }).toEqual({ lost: [], lostCount: 0, context: context() });
    // Nothing is stored that no client sent.
    for (const t of stored) expect(run.captures.attempted.has(t)).toBe(true);
    expect(run.captures.acked.size).toBeGreaterThan(KILLS * 20);
  });

  /**
   * Exactly once, except where no relay can know: a kill after the SMTP server answered 250 to
   * a message and before its process committed that answer. Deliveries run one at a time per
   * process, so such a message is the last its killed process's sink received, and it arrives
   * once more after the restart (at-least-once, RFC 5321 §6.1). Any other copy fails the test,
   * and so do more re-sent messages than kills.
   */
  test("every acknowledged e-mail is delivered after restart and drain; no duplicate but the one in flight at a kill", async () => {
    const drained = async () => [...run.mails.acked].every((t) => deliveries(sinks).has(t)) && (await pendingDeliveries(storage!)) === 0;
    // The queue may hold a backlog (sends are acknowledged faster than one process delivers): wait
    // as long as deliveries keep arriving, and fail after 30 s without one.
    let seen = -1;
    let idleSince = Date.now();
    const progressing = async () => {
      const n = sinks.reduce((sum, sink) => sum + sink.received.length, 0);
      if (n !== seen) [seen, idleSince] = [n, Date.now()];
      if (Date.now() - idleSince > 30_000) throw new Error("timed out: no delivery for 30 s");
      return drained();
    };
    await eventually("every acknowledged e-mail at an SMTP sink and no delivery job left", progressing, 600_000).catch(async (err: Error) => {
      const missing = [...run.mails.acked].filter((t) => !deliveries(sinks).has(t));
      const jobs = await storage!.db.selectFrom("mcpforge_jobs").selectAll().where("queue", "=", "email.deliver").execute();
      throw new Error(`${err.message} ${context()}: not delivered ${JSON.stringify(missing)}; delivery jobs ${JSON.stringify(jobs)}`);
    });
    const copies = deliveries(sinks);
    const lost = [...run.mails.acked].filter((t) => !copies.has(t));
    const strangers = [...copies.keys()].filter((t) => !run.mails.attempted.has(t));
    const inFlightAtKill = ([s, i]: [number, number]) => s < sinks.length - 1 && i === sinks[s].received.length - 1;
    const duplicated = [...copies].filter(([, at]) => at.length > 1);
    // Every copy but the last must be its killed process's final delivery (two kills in a row may
    // each catch the same message in flight).
    const unexplained = duplicated.filter(([, at]) => !at.slice(0, -1).every(inFlightAtKill)).map(([t, at]) => `${t} at ${JSON.stringify(at)}`);
    process.stderr.write(`kill -9 ${context()}: ${run.captures.acked.size} captures, ${run.mails.acked.size} e-mails acknowledged; ${duplicated.length} e-mail(s) re-sent after a kill between the relay's 250 and the commit\n`);
    expect({ lost, unexplained, strangers, context: context() }).toEqual({ lost: [], unexplained: [], strangers: [], context: context() });
    expect(duplicated.length).toBeLessThanOrEqual(KILLS);
    expect(run.mails.acked.size).toBeGreaterThan(0);
  });
});
