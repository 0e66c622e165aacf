import fc from "fast-check";
import { services, serviceSlugs, type ServiceSlug } from "../../handlers";
import { mintToken } from "../../generator/platform/auth";
import { SMALL_GAMES_SAMPLE, tempDataEnv } from "../helpers/data";
import { ManualClock, startTestHost, type TestHost } from "../helpers/host";
import { eventually } from "../storage/databases";
import { toolError } from "../helpers/http";
import { send } from "./protocol/wire";
import { sendBatches, type CallOutcome } from "./schema/batches";
import type { Json, Schema } from "./schema/locations";
import { invalidArguments, type Mutation } from "./schema/mutations";
import { validSamples } from "./schema/samples";
import { jobsSettled, snapshotData } from "./schema/snapshot";
import { FUZZ_RUNS, FUZZ_SEED } from "./settings";

// Issue 10, schema fuzz: every tool of every service gets FUZZ_RUNS invalid argument sets (a valid
// sample broken at one place, see schema/mutations.ts), sent as JSON-RPC batches over real HTTP to
// one host serving all nine services. Each must be refused with invalid_arguments naming the
// pointer the mutation broke; no 5xx, the host keeps answering, no row of any table changes.

interface ToolFuzz {
  tool: string;
  seed: number;
  samples: Json[];
  schema: Schema;
}

/** Tools in serviceSlugs order, each seeded FUZZ_SEED + its index: one tool reproduces alone. */
function fuzzPlan(): Map<ServiceSlug, ToolFuzz[]> {
  const plan = new Map<ServiceSlug, ToolFuzz[]>();
  let index = 0;
  for (const slug of serviceSlugs) {
    const tools = services[slug]().definition.tools;
    plan.set(slug, tools.map((t) => ({ tool: t.name, seed: FUZZ_SEED + index++, samples: validSamples(slug, t.name), schema: t.inputSchema as Schema })));
  }
  return plan;
}

/** The tool's FUZZ_RUNS invalid argument sets, generated when its service's test runs. */
const casesOf = (t: ToolFuzz): Mutation[] => fc.sample(invalidArguments(t.schema, t.samples), { seed: t.seed, numRuns: FUZZ_RUNS });

/** Why an outcome is not the refusal the mutation calls for; undefined when it is. */
function problemWith(outcome: CallOutcome, expectedPath: string): string | undefined {
  if (outcome.status !== 200) return `HTTP ${outcome.status}`;
  if (outcome.problem) return outcome.problem;
  if (!outcome.response) return "no JSON-RPC response for this id in the batch";
  if (outcome.response.error) return `JSON-RPC error ${JSON.stringify(outcome.response.error)}`;
  try {
    const error = toolError(outcome.response.result ?? {});
    if (error.code !== "invalid_arguments") return `refused with ${error.code}: ${error.message}`;
    const paths = (error.issues ?? []).map((i) => i.path);
    if (!paths.includes(expectedPath)) return `issues name ${JSON.stringify(paths)}, not ${JSON.stringify(expectedPath)}`;
  } catch (err) {
    return (err as Error).message;
  }
  return undefined;
}

const clip = (v: unknown) => {
  const s = JSON.stringify(v) ?? "undefined";
  return s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s;
};

const plan = fuzzPlan();
/** jest's 60 s suits 200 runs per tool; the long variant's comms (75 tools × 2,000) needs more. */
const LONG_TIMEOUT = Math.max(60_000, FUZZ_RUNS * 300);
const data = tempDataEnv();
/** Held still, so background jobs run once at startup and the tables change only by request. */
const clock = new ManualClock("2026-11-24T00:00:00Z");
let host: TestHost;

beforeAll(async () => {
  // No rate limit: its token bucket runs on this held clock, and the fuzz is about validation.
  // Payments' samples resolve public names; this machine's resolver drops a query now and then and
  // glibc retries only after 5 s. A DNS server address with nothing listening fails each lookup at
  // once with the same answer (dns_failure) (test/constraints/constraints.test.ts says more).
  host = await startTestHost([...serviceSlugs], { env: { ...data.env, MCPFORGE_RATE_LIMIT_RPS: "0", PAYMENTS_DNS_SERVERS: "127.0.0.1:9", ...SMALL_GAMES_SAMPLE }, clock });
  await eventually("the startup background jobs to finish", () => jobsSettled(data.dir, clock.now().getTime()));
});
afterAll(async () => {
  await host?.close();
  data.cleanup();
});

async function answersToolsList(slug: ServiceSlug): Promise<boolean> {
  const res = await send(`${host.url}/${slug}/mcp`, { body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) });
  return "status" in res && res.status === 200 && Array.isArray((JSON.parse(res.body) as { result?: { tools?: unknown } }).result?.tools);
}

test("the fuzz covers every tool of all nine services", () => {
  expect([...plan.keys()]).toEqual([...serviceSlugs]);
  const tools = [...plan.values()].flat();
  expect(tools.length).toBe(serviceSlugs.reduce((n, s) => n + services[s]().definition.tools.length, 0));
});

describe.each([...serviceSlugs])("%s", (slug) => {
  test(`invalid argument sets are refused naming the property, no 5xx, no row changed (seed ${FUZZ_SEED})`, async () => {
    const tools = plan.get(slug)!;
    const calls = tools.flatMap((t) => casesOf(t).map((c, n) => ({ tool: t.tool, args: c.args, seed: t.seed, n, mutation: c })));
    expect(calls.length).toBe(tools.length * FUZZ_RUNS);
    const before = snapshotData(data.dir);
    const failures: Record<string, unknown>[] = [];
    let answered = 0;
    await sendBatches(`${host.url}/${slug}/mcp`, calls, (i, outcome) => {
      answered++;
      const c = calls[i];
      const problem = problemWith(outcome, c.mutation.path);
      if (problem) failures.push({ tool: c.tool, seed: c.seed, case: c.n, kind: c.mutation.kind, expected: c.mutation.path, args: clip(c.args), problem });
    });
    expect(answered).toBe(calls.length);
    expect(await answersToolsList(slug)).toBe(true);
    expect(snapshotData(data.dir)).toEqual(before);
    // Reproduce one: MCPFORGE_FUZZ_SEED=<this run's seed> npx jest test/fuzz/schema-fuzz (docs/fuzz.md).
    expect({ failed: failures.length, of: calls.length, first: failures.slice(0, 5) }).toEqual({ failed: 0, of: calls.length, first: [] });
  }, LONG_TIMEOUT);
});

/** Valid samples of tools that act for a signed-in person need a token (docs/authorization.md). */
async function signedIn(slug: ServiceSlug): Promise<Record<string, string>> {
  const scopes = [...new Set(services[slug]().definition.tools.flatMap((t) => t.auth?.scopes ?? []))];
  if (scopes.length === 0) return {};
  return { authorization: `Bearer ${await mintToken({ env: data.env, slug, subject: "fuzz@example.com", scopes, baseUrl: host.url, clock })}` };
}

describe.each([...serviceSlugs])("%s", (slug) => {
  test("every valid sample the fuzz starts from passes validation", async () => {
    const calls = plan.get(slug)!.flatMap((t) => t.samples.map((args) => ({ tool: t.tool, args })));
    const refused: Record<string, unknown>[] = [];
    await sendBatches(`${host.url}/${slug}/mcp`, calls, (i, o) => {
      const result = o.response?.result as { isError?: boolean; _meta?: Record<string, { code?: string }> } | undefined;
      const code = result?.isError ? result._meta?.["dev.mcpforge/error"]?.code : undefined;
      if (o.status !== 200 || !result || code === "invalid_arguments" || code === "internal_error") refused.push({ tool: calls[i].tool, args: clip(calls[i].args), status: o.status, response: clip(o.response) });
    }, 1, await signedIn(slug));
    expect(refused).toEqual([]);
  });
});
