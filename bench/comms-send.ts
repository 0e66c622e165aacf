import { loadavg } from "node:os";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { draftCampaign, people, startCampaignWorld } from "../test/comms/campaigns/world";
import { createTestDatabase } from "../test/storage/databases";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median } from "./lib/stats";

/**
 * Campaign send rate (issue 13): a campaign of N consented recipients launched through
 * commsvc_campaign_launch and sent by the sending worker (record-before-send, one send spent,
 * one SMTP submission and one state write per recipient) to a local SMTP sink through
 * COMMS_SMTP_URL, timed from the launch call to the sink holding all N messages. Baseline in the
 * same run, interleaved: nodemailer sending the same number of messages straight to the same
 * sink over one pooled connection (the floor for one message per recipient over SMTP here).
 * SQLite, everything in this process; the e-mail relay runs only to verify the sending domain.
 *
 * Run: `node -r ./bench/lib/register.js bench/comms-send.ts [--quick]`.
 */

const quick = process.argv.includes("--quick");
const N = quick ? 100 : 400;
const ROUNDS = quick ? 2 : 3;

async function startCountingSink(): Promise<{
  url: string;
  port: number;
  count: () => number;
  reached(n: number): Promise<void>;
  close(): Promise<void>;
}> {
  let count = 0;
  let waiter: { n: number; resolve: () => void } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onAuth: (_a, _s, cb) => cb(null, { user: "bench" }),
    onData(stream, _session, cb) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        count++;
        if (waiter && count >= waiter.n) waiter.resolve();
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://bench:bench@127.0.0.1:${port}`,
    port,
    count: () => count,
    reached: (n) => (count >= n ? Promise.resolve() : new Promise<void>((resolve) => (waiter = { n, resolve }))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0];
  const sink = await startCountingSink();
  const database = await createTestDatabase("sqlite");
  const w = await startCampaignWorld(database, {
    env: {
      COMMS_SMTP_URL: sink.url,
      COMMS_SEND_RATE_PER_SECOND: "1000000",
      COMMS_SEND_BATCH: "20",
      COMMS_FREE_SENDS: "1000000",
    },
  });
  const audience = people(N);
  const first = await draftCampaign(w, audience, "bench 0");
  const direct = nodemailer.createTransport({
    host: "127.0.0.1",
    port: sink.port,
    secure: false,
    pool: true,
    maxConnections: 1,
    maxMessages: Infinity,
    auth: { user: "bench", pass: "bench" },
  });

  const baseline = async (): Promise<number> => {
    const start = sink.count();
    const t = performance.now();
    for (const p of audience)
      await direct.sendMail({
        from: "campaigns@news.acme-corp.com",
        to: p.email,
        subject: `News for ${p.first_name}`,
        text: `Hello ${p.first_name}, here is the news.`,
      });
    await sink.reached(start + N);
    return N / ((performance.now() - t) / 1000);
  };
  let round = 0;
  const campaign = async (): Promise<number> => {
    const c = round === 0 ? first : await draftCampaign(w, [], `bench ${round}`);
    if (round > 0)
      await w.owner.tool("commsvc_campaign_update", {
        organization_id: w.org,
        campaign_id: c.campaign_id,
        audience_id: first.audience_id,
      });
    round++;
    const start = sink.count();
    const t = performance.now();
    await w.owner.tool("commsvc_campaign_launch", {
      organization_id: w.org,
      campaign_id: c.campaign_id,
      idempotency_key: `bench-${c.campaign_id}`,
    });
    await sink.reached(start + N);
    return N / ((performance.now() - t) / 1000);
  };

  await baseline(); // warm-up: connections, JIT
  const base: number[] = [];
  const camp: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    camp.push(await campaign());
    base.push(await baseline());
  }
  direct.close();
  await w.close();
  await sink.close();
  await database.drop();

  const ratios = camp.map((c, i) => c / base[i]);
  const rows = [
    [
      "campaign (launch → all N at the sink), worker over COMMS_SMTP_URL",
      fmt(median(camp), 0),
      `${median(ratios).toFixed(2)}×`,
    ],
    ["baseline: nodemailer straight to the sink, one pooled connection", fmt(median(base), 0), "1.00×"],
  ];
  const md = `## Comms campaign send rate (issue 13)

${machineLine()} · ${N} recipients per campaign, ${ROUNDS} interleaved rounds (campaign, then baseline), medians; "vs baseline" is the median of per-round ratios · SQLite · 1-minute load average ${loadBefore.toFixed(1)} before / ${loadavg()[0].toFixed(1)} after on this shared 2-core machine (other engineers' work runs beside it: compare the rows with each other).

${mdTable(["sender", "messages/s", "vs baseline"], rows)}

Per recipient the worker re-reads the campaign status, records the recipient as \`sending\` and spends one send in one transaction, submits over SMTP, then records \`sent\`; COMMS_SEND_RATE_PER_SECOND was set out of the way (its default, 10 a second per organization, is the production limit).

Rerun: \`node -r ./bench/lib/register.js bench/comms-send.ts\` (\`--quick\` for ${100} recipients, 2 rounds).`;
  writeSection("comms-send", md);
  process.stdout.write(md + "\n");
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
