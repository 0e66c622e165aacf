import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as pause } from "node:timers/promises";
import { freePort } from "../../bench/lib/proc";
import { percentileSorted } from "../../bench/lib/stats";
import { startServe, type ServeProcess } from "../durability/serve-process";
import { inspect, storedCaptureTokens } from "../durability/setup";
import { callTool } from "../durability/writers";
import { createTestDatabase, type DatabaseKind } from "../storage/databases";
import { campaignSender, openNewsroom, startMailroom } from "./campaigns";
import { startMonitor, type Monitor } from "./monitor";
import { connectionFlood, contactWriter, hostileTenant, idleOrdinaryCalls, newLedger, newTally, ordinaryClient, Target, webhookFlood, type Ledger, type Tally } from "./load";

export interface SoakResult {
  kind: DatabaseKind;
  seconds: number;
  /** /healthz p99 on the idle host (`idleProbes` probes before the load). */
  idleHealthzP99: number;
  /** Ordinary-call p99 on the idle host: the 50 clients' calls, one at a time, before the load (load.ts idleOrdinaryCalls). */
  idleOrdinaryP99: number;
  healthzP99: number;
  healthzP50: number;
  /** Probes of the measured phase that got no 200 answer. */
  healthzFailed: number;
  ordinaryP99: number;
  eldP99: number;
  rss: { before: number; peak: number; after: number };
  /** Where RSS is before and after the load: V8's heap (used, reserved), buffers outside it (external, of which arrayBuffers). */
  memory: { before: NodeJS.MemoryUsage; after: NodeJS.MemoryUsage; afterGc: NodeJS.MemoryUsage };
  /** RSS and V8's heap every 5 s of the idle settle after the load (seconds since the load stopped). */
  settle: { at: number; rss: number; heapTotal: number; heapUsed: number }[];
  codes: Record<string, number>;
  internalErrors: number;
  acked: { contacts: number; captures: number };
  lost: { contacts: number; captures: number };
  connectionsRefused: number;
  /** Messages of the campaign sends that reached the local SMTP sink. */
  campaignMessages: number;
}

interface Probe {
  eldP99Ms: number;
  rss: number;
  peakRss: number;
  mem: NodeJS.MemoryUsage;
  afterGc: NodeJS.MemoryUsage | null;
}

const pct = (xs: number[], p: number) => (xs.length ? percentileSorted([...xs].sort((a, b) => a - b), p) : NaN);
const p99 = (xs: number[]) => pct(xs, 99);

/**
 * The soak (issue 30): `mcpforge serve --all` (the nine services, default limits) under a mixed
 * load for `seconds`: 50 ordinary clients (each its own loopback address), two clients writing
 * CRM contacts (acknowledged writes), a webhook flood, a hostile comms tenant running 10,000-row
 * previews and exports at its limits, and 100 half-open sockets from one address. Phase A (70 %)
 * measures latency, event-loop delay and RSS; then RSS after the load; phase B (30 %) kills the process with SIGKILL half-way and
 * restarts it. Every acknowledged write must be stored. The served process reports its event-loop
 * delay and RSS through probe.cjs.
 */
export async function runSoak(kind: DatabaseKind, seconds: number, settleSeconds = 5, idleProbes = 200): Promise<SoakResult> {
  const database = await createTestDatabase(kind);
  const mailroom = await startMailroom();
  const dataDir = mkdtempSync(join(tmpdir(), "mcpforge-soak-"));
  const probeFile = join(dataDir, "probe.json");
  const env = {
    ...database.env,
    ...mailroom.env,
    MCPFORGE_DATA_DIR: dataDir,
    EMAIL_SUBMISSION_SMTP: "off",
    EMAIL_INBOUND_SMTP: "off",
    // Acknowledged captures are counted at the end: the per-bucket quota would evict them.
    WEBHOOKS_MAX_CAPTURES_PER_BUCKET: "100000000",
    // SOAK_SERVE_NODE_OPTIONS: V8 flags for the served process only (bench/soak.ts compares them).
    NODE_OPTIONS: `--require ${join(__dirname, "probe.cjs")} ${process.env.SOAK_SERVE_NODE_OPTIONS ?? ""}`.trim(),
    SOAK_PROBE_FILE: probeFile,
  };
  const port = await freePort();
  const probe = (): Probe => JSON.parse(readFileSync(probeFile, "utf8")) as Probe;
  let server: ServeProcess = await startServe({ slugs: ["--all"], env, port, startTimeoutMs: 120_000 });
  let monitor: Monitor | undefined;
  try {
    const org = async (name: string) => {
      const made = await callTool(`${server.url}/comms/mcp`, "commsvc_organization_create", { name });
      return { id: made.structuredContent.organization_id as string, key: made.structuredContent.api_key.secret as string };
    };
    const [writers, hostile] = [await org("Soak writers"), await org("Hostile")];
    const bucket = (await callTool(`${server.url}/webhooks/mcp`, "create_webhook_bucket", { name: "soak" })).structuredContent.bucket_id as string;
    const account = await callTool(`${server.url}/email/mcp`, "create_account", { email: "soak@acme-corp.com", password: "correct-horse-battery" });
    const soaked = { emailKey: account.structuredContent.api_key as string, bucket };
    const newsroom = await openNewsroom(server.url, mailroom, soaked.emailKey);
    monitor = startMonitor(server.url); // /healthz every 50 ms, from a process of its own
    const idleFrom = Date.now();
    await monitor.next(idleProbes);
    const idle = monitor.between(idleFrom, Date.now());
    const idleOrdinary = await idleOrdinaryCalls(server.url, soaked, 4); // 200 calls after the idle probes
    const beforeProbe = probe();
    const before = beforeProbe.rss;
    process.kill(server.pid, "SIGUSR2"); // the probe's figures start here
    const tally = newTally(); // phase A: measured
    const restartTally = newTally(); // phase B: codes only (latency around a restart is not the host's sharing)
    const ledgers = { contacts: newLedger(), captures: newLedger() };
    const load = (target: Target, phase: string, tally: Tally) => [
      ...Array.from({ length: 50 }, (_, i) => ordinaryClient(target, tally, i, soaked)),
      ...[0, 1].map((i) => contactWriter(target, tally, ledgers.contacts, writers, `${phase}${i}`)),
      webhookFlood(target, tally, ledgers.captures, bucket, phase),
      hostileTenant(target, tally, hostile),
      campaignSender(target, tally, newsroom, phase),
      connectionFlood(target, tally, 100, "127.0.0.77"),
    ];
    // Phase A: measured load.
    const a = new Target(server.url);
    const measuredFrom = Date.now();
    a.up();
    const runningA = load(a, "a", tally);
    await pause(seconds * 700);
    a.stop();
    await Promise.all(runningA);
    const healthz = monitor.between(measuredFrom, Date.now());
    const healthzFailed = monitor.samples.filter((s) => s.ms === null && s.at >= measuredFrom).length;
    const measured = probe();
    // The host idle again (the 50 ms health monitor is load too): what it keeps, sampled every 5 s.
    await monitor.stop();
    const settle = await settleCurve(probe, settleSeconds);
    const afterProbe = probe();
    const after = afterProbe.rss;
    process.kill(server.pid, "SIGWINCH"); // diagnosis only: what a full GC would release
    while (!probe().afterGc) await pause(50);
    const afterGc = probe().afterGc!;
    // Phase B: the same load, SIGKILL half-way, restart on the same port.
    const b = new Target(server.url);
    b.up();
    const runningB = load(b, "b", restartTally);
    await pause(seconds * 150);
    await server.kill9();
    server = await startServe({ slugs: ["--all"], env, port, startTimeoutMs: 120_000 });
    b.up();
    await pause(seconds * 150);
    b.stop();
    await Promise.all(runningB);
    const lost = await lostWrites(database.env, ledgers, bucket);
    const codes: Record<string, number> = Object.fromEntries(tally.codes);
    for (const [code, n] of restartTally.codes) codes[code] = (codes[code] ?? 0) + n;
    return {
      kind,
      seconds,
      idleHealthzP99: p99(idle),
      idleOrdinaryP99: p99(idleOrdinary),
      healthzP99: p99(healthz),
      healthzP50: pct(healthz, 50),
      healthzFailed,
      ordinaryP99: p99(tally.ordinary),
      eldP99: measured.eldP99Ms,
      rss: { before, peak: measured.peakRss, after },
      memory: { before: beforeProbe.mem, after: afterProbe.mem, afterGc },
      settle,
      codes,
      internalErrors: (codes.internal_error ?? 0) + Object.entries(codes).filter(([c]) => /^http_5/.test(c) && c !== "http_503").reduce((s, [, n]) => s + n, 0),
      acked: { contacts: ledgers.contacts.acked.size, captures: ledgers.captures.acked.size },
      lost,
      connectionsRefused: tally.connectionsRefused + restartTally.connectionsRefused,
      campaignMessages: mailroom.sink.received.length,
    };
  } finally {
    await monitor?.stop();
    await server.stop();
    await database.drop();
    await mailroom.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function settleCurve(probe: () => Probe, seconds: number): Promise<SoakResult["settle"]> {
  const curve: SoakResult["settle"] = [];
  const from = Date.now();
  for (let at = 0; at <= seconds; at += 5) {
    await pause(Math.max(0, from + at * 1000 - Date.now()));
    const { rss, heapTotal, heapUsed } = probe().mem;
    curve.push({ at, rss, heapTotal, heapUsed });
  }
  return curve;
}

async function lostWrites(env: Record<string, string>, ledgers: { contacts: Ledger; captures: Ledger }, bucket: string) {
  const storage = await inspect({ env } as never);
  try {
    const stored = await storedCaptureTokens(storage, bucket);
    const emails = new Set((await storage.db.selectFrom("comms_crm_contacts").select("email").execute()).map((r: { email: string }) => r.email));
    return {
      contacts: [...ledgers.contacts.acked].filter((t) => !emails.has(`${t}@soak.example`)).length,
      captures: [...ledgers.captures.acked].filter((t) => !stored.has(t)).length,
    };
  } finally {
    await storage.close();
  }
}

export type { Tally };
