import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { serviceSlugs, type ServiceSlug } from "../../generated";
import { callRaw, toolError } from "../helpers/http";
import { startTestHost, type TestHost } from "../helpers/host";
import { SMALL_GAMES_SAMPLE, tempDataEnv } from "../helpers/data";

// Issue 3's table-driven tests, written from the documents: for every documented constraint one
// valid and one invalid call over HTTP against the running server. The invalid call must be
// refused with invalid_arguments naming the property; the valid one must not be refused for its
// arguments (whatever the business logic then answers).
interface Case {
  name: string;
  tool: string;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
  property: string;
}

const DIR = __dirname;
const tables = readdirSync(DIR)
  .filter((f) => f.endsWith(".json") && f !== "documented-tools.json")
  .map((f) => JSON.parse(readFileSync(join(DIR, f), "utf8")) as { service: ServiceSlug; cases: Case[] });

let host: TestHost;
const clients = new Map<string, Client>();
const data = tempDataEnv();
/** The discard port: no DNS server listens there. */
const NO_DNS = "127.0.0.1:9";

beforeAll(async () => {
  // Payments' valid calls resolve public names (example.com, the RPC and discovery hosts); this
  // machine's resolver answers NXDOMAIN at once but drops a query now and then, and glibc retries it
  // only after 5 s (a third of this file's time in CI). A DNS server address with nothing listening
  // (PAYMENTS_DNS_SERVERS) fails every lookup at once with the same result, dns_failure; only "not
  // refused for its arguments" is asserted of a valid call.
  host = await startTestHost([...serviceSlugs], { env: { ...data.env, PAYMENTS_DNS_SERVERS: NO_DNS, ...SMALL_GAMES_SAMPLE } });
  for (const slug of serviceSlugs) clients.set(slug, await host.client(slug));
});
afterAll(async () => {
  await host.close();
  data.cleanup();
});

test("there is a constraint table for every service", () => {
  expect(tables.map((t) => t.service).sort()).toEqual([...serviceSlugs].sort());
});

describe.each(tables.map((t) => [t.service, t] as const))("%s", (slug, table) => {
  test("every documented tool is listed, every case names a listed tool, every tool with inputs has a case", async () => {
    const { tools } = await clients.get(slug)!.listTools();
    const names = new Set(tools.map((t) => t.name));
    for (const c of table.cases) expect(names).toContain(c.tool);
    for (const t of tools) {
      const hasInputs = Object.keys((t.inputSchema as { properties?: object }).properties ?? {}).length > 0;
      if (hasInputs) expect([t.name, table.cases.some((c) => c.tool === t.name)]).toEqual([t.name, true]);
    }
  });

  test.each(table.cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const client = clients.get(slug)!;
    const valid = await callRaw(client, c.tool, c.valid);
    const validError = valid.isError ? toolError(valid) : undefined;
    expect([c.tool, validError?.code === "invalid_arguments" ? validError.issues : "accepted"]).toEqual([c.tool, "accepted"]);

    const invalid = await callRaw(client, c.tool, c.invalid);
    const error = toolError(invalid);
    expect(error.code).toBe("invalid_arguments");
    expect(error.issues!.map((i) => i.path)).toContain(c.property);
  });
});
