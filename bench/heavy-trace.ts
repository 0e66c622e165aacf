/**
 * What the event loop's longest turns are during the heavy comms jobs (issue 30, item 1): one
 * organization filled as bench/heavy-comms.ts fills it, then a data export and a campaign launch,
 * each traced by bench/lib/turn-trace.ts (a 1 ms timer for the turns, the CPU profiler for what
 * ran in them, the `gc` performance entries for the collections). Prints each job's turns over
 * the threshold, longest first; nothing is written to RESULTS.md (the figures are there from
 * bench/heavy-comms.ts; this says what they are).
 *
 * Rerun: `node --expose-gc -r ./bench/lib/register.js bench/heavy-trace.ts [--db sqlite|postgres]
 * [--contacts N] [--threshold MS] [--runs N] [--jobs export,launch]` (PostgreSQL from MCPFORGE_BENCH_PG_URL or MCPFORGE_TEST_PG_URL).
 */
import { loadavg } from "node:os";
import { startCampaignWorld } from "../test/comms/campaigns/world";
import { createTestDatabase, type DatabaseKind } from "../test/storage/databases";
import { campaignDrafts, fill, ROUND, UNLIMITED } from "./lib/heavy-world";
import { traceTurns, type Turn } from "./lib/turn-trace";

const arg = (name: string, dflt: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : dflt;

function show(name: string, turns: Turn[]) {
  console.log(`\n## ${name}: ${turns.length} turns over the threshold (load ${loadavg()[0].toFixed(1)})`);
  for (const t of turns.slice(0, 6)) {
    console.log(
      `- ${t.ms.toFixed(1)} ms at ${(t.atMs / 1000).toFixed(2)} s (main thread on a CPU ${t.cpuMs.toFixed(1)} ms, waiting for one ${t.waitMs.toFixed(1)} ms); gc: ${t.gc.map((g) => `${g.kind} ${g.ms} ms`).join(", ") || "none"}`,
    );
    for (const [f, ms] of t.frames) console.log(`    ${ms.toFixed(1).padStart(7)} ms  ${f}`);
    console.log(`    stack of the first: ${t.stack.slice(0, 10).join(" < ")}`);
  }
}

async function main() {
  const kind = arg("--db", "sqlite") as DatabaseKind;
  const contacts = Number(arg("--contacts", "200000"));
  const thresholdMs = Number(arg("--threshold", "40"));
  const runs = Number(arg("--runs", "2"));
  const jobs = arg("--jobs", "export,launch").split(",");
  const pg = process.env.MCPFORGE_BENCH_PG_URL ?? process.env.MCPFORGE_TEST_PG_URL;
  if (pg) process.env.MCPFORGE_TEST_PG_URL = pg;
  if (!Number.isInteger(contacts / ROUND)) throw new Error("--contacts must be a multiple of 10,000");
  const log = (m: string) => process.stderr.write(`${m}\n`);
  const database = await createTestDatabase(kind);
  const w = await startCampaignWorld(database, { env: { ...UNLIMITED, COMMS_SEND_RATE_PER_SECOND: "1" } });
  const o = { organization_id: w.org };
  try {
    log(`${kind}: filling ${contacts} contacts`);
    await fill(w, contacts, log);
    for (let r = 0; jobs.includes("export") && r < runs; r++) {
      global.gc?.();
      show(
        `${kind} data_export_create, run ${r + 1}`,
        await traceTurns(() => w.owner.tool("commsvc_data_export_create", o), { thresholdMs }),
      );
    }
    const drafts = jobs.includes("launch") ? await campaignDrafts(w) : undefined;
    for (let r = 0; drafts && r < runs; r++) {
      const draft = await drafts();
      global.gc?.();
      const turns = await traceTurns(
        async () => {
          await w.owner.tool("commsvc_campaign_launch", {
            ...o,
            campaign_id: draft.campaign_id,
            idempotency_key: `trace-launch-${r}`,
          });
          await w.owner.tool("commsvc_campaign_update", { ...o, campaign_id: draft.campaign_id, status: "paused" });
        },
        { thresholdMs },
      );
      show(`${kind} campaign_launch, run ${r + 1}`, turns);
    }
  } finally {
    await w.close();
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
