import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { join } from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { loadConfig, startHost } from "../../generator/runtime";
import { services } from "../../handlers";
import { toolCalls } from "../helpers/tool-calls";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { PUBLIC_URL, startComms, useComms } from "./harness";

describeEachDatabase("comms: every CRM url answers a read-only JSON view for the same tenant", (kind) => {
  const c = useComms(kind);
  const view = (url: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(c.h.host.url + url.slice(PUBLIC_URL.length), { method, headers });

  test("owner key 200 (the get result), no key 401, no crm:read 403, another tenant 404, POST 405", async () => {
    const auth = { Authorization: `Bearer ${c.t.secret}` };
    const co = await c.t.owner.tool("commsvc_crm_companies_create", { ...c.org(), name: "Globex" });
    const p = await c.t.owner.tool("commsvc_crm_pipelines_create", { ...c.org(), name: "Sales", stages: ["Lead"] });
    const stage = (await c.t.owner.tool("commsvc_crm_stages_list", { ...c.org(), pipeline_id: p.pipeline_id }))
      .stages[0];
    for (const resource of [co, p, stage]) {
      const r = await view(resource.url, auth);
      expect([r.status, r.headers.get("content-type")]).toEqual([200, "application/json; charset=utf-8"]);
      expect(await r.json()).toEqual(resource);
    }
    expect((await view(co.url)).status).toBe(401);
    const writeOnly = await c.t.owner.tool("commsvc_api_key_create", { ...c.org(), name: "w", scopes: ["crm:write"] });
    expect((await view(co.url, { Authorization: `Bearer ${writeOnly.secret}` })).status).toBe(403);
    const other = await c.h.tenant("Other");
    const foreign = await view(co.url, { Authorization: `Bearer ${other.secret}` });
    const missing = await view(co.url.replace(co.company_id, "co_missing"), {
      Authorization: `Bearer ${other.secret}`,
    });
    expect([foreign.status, await foreign.text()]).toEqual([missing.status, await missing.text()]);
    expect(foreign.status).toBe(404);
    expect((await view(stage.url.replace(p.pipeline_id, "pl_other"), auth)).status).toBe(404);
    expect((await view(`${PUBLIC_URL}/comms/crm/nothing/x`, auth)).status).toBe(404);
    expect((await view(`${PUBLIC_URL}/comms/crm/companies/%E0%A4%A`, auth)).status).toBe(404);
    const post = await view(co.url, auth, "POST");
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD"]);
  });
});

describe("comms: keys over stdio (COMMS_API_KEY) and never in the log", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterEach(async () => {
    await database.drop();
  });

  test("a stdio server acts as COMMS_API_KEY's organization; over HTTP that variable grants nothing", async () => {
    const h = await startComms(database, { env: { COMMS_API_KEY: "set-for-http-too" } });
    const t = await h.tenant("Acme");
    expect((await h.anonymous.refusal("commsvc_context")).code).toBe("unauthorized");
    await h.close();
    const stdio = async (key?: string) => {
      const client = new Client({ name: "comms-stdio-test", version: "1.0.0" });
      const env: Record<string, string> = {
        PATH: process.env.PATH ?? "",
        ...database.env,
        ...(key ? { COMMS_API_KEY: key } : {}),
      };
      await client.connect(
        new StdioClientTransport({
          command: process.execPath,
          args: [join(__dirname, "..", "..", "bin", "mcpforge.js"), "serve", "comms", "--stdio"],
          env,
          stderr: "pipe",
        }),
      );
      return client;
    };
    const keyed = await stdio(t.secret);
    try {
      const calls = toolCalls(keyed);
      expect(await calls.tool("commsvc_context")).toMatchObject({ organization_id: t.id, organization_name: "Acme" });
      const co = await calls.tool("commsvc_crm_companies_create", { organization_id: t.id, name: "Over stdio" });
      expect(co.name).toBe("Over stdio");
    } finally {
      await keyed.close();
    }
    const bare = await stdio();
    try {
      expect((await toolCalls(bare).refusal("commsvc_context")).code).toBe("unauthorized");
    } finally {
      await bare.close();
    }
  });

  test("secrets never reach the server log, even at trace level", async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const config = loadConfig({ ...database.env, MCPFORGE_VALIDATE_OUTPUTS: "true" }, { host: "127.0.0.1", port: 0 });
    const host = await startHost({ services: [services.comms()], config, logger: pino({ level: "trace" }, sink) });
    try {
      const anon = new Client({ name: "t", version: "1" });
      await anon.connect(new StreamableHTTPClientTransport(new URL(`${host.url}/comms/mcp`)));
      const made = await toolCalls(anon).tool("commsvc_organization_create", { name: "Acme" });
      const owner = new Client({ name: "t", version: "1" });
      await owner.connect(
        new StreamableHTTPClientTransport(new URL(`${host.url}/comms/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${made.api_key.secret}` } },
        }),
      );
      const key = await toolCalls(owner).tool("commsvc_api_key_create", {
        organization_id: made.organization_id,
        name: "ci",
        scopes: ["crm:read"],
      });
      await toolCalls(owner).tool("commsvc_context");
      await Promise.all([anon.close(), owner.close()]);
      const log = lines.join("");
      expect(log).toContain(made.api_key.prefix); // the creation is logged, by id and prefix
      expect(log).not.toContain(made.api_key.secret.slice(12));
      expect(log).not.toContain(key.secret.slice(12));
    } finally {
      await host.close();
    }
  });
});
