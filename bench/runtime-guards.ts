import { request } from "node:http";
import pino from "pino";
import { webhooksService } from "../generated/webhooks/server";
import { bindService, loadConfig, notImplemented, startHost } from "../generator/runtime";
import { excessiveDepth } from "../generator/runtime/json-guard";

/**
 * What the runtime guards of issue 10 cost and what they prevent, in one process:
 *  1. the depth scan (json-guard.ts) per body against JSON.parse of the same body;
 *  2. one anonymous tools/call whose 8 MB arguments hold 650,000 unknown properties, with the
 *     issue list capped (MCPFORGE_MAX_ISSUES=100, the default) and uncapped (a cap above the
 *     count: the behaviour before the cap): answer size, time, RSS growth; then with the node
 *     bound (MCPFORGE_MAX_JSON_NODES, default 100,000), which refuses it before parsing.
 * Run: node --expose-gc -r ./bench/lib/register.js bench/runtime-guards.ts [--scan-only]
 */
function perCall(fn: () => unknown): number {
  let n = 1;
  for (;;) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) fn();
    const ns = Number(process.hrtime.bigint() - t0);
    if (ns > 200e6) return ns / n;
    n *= 2;
  }
}

function scanTable(): string[] {
  const call = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_webhooks", arguments: { bucket_id: "AAAAAAAAAAAAAAAAAAAAAA", limit: 20, cursor: null } } });
  const csv = JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "import", arguments: { csv: 'a,"b",c\n'.repeat(131_072) } } });
  const wide = JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "x", arguments: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, [i, { v: i }]])) } });
  const rows = ["| body | bytes | depth scan | JSON.parse |", "|---|---|---|---|"];
  for (const [name, body] of [["typical tools/call", call], ["1 MiB CSV string with quotes", csv], ["100,000 keys with nested values", wide]] as const) {
    const scan = perCall(() => excessiveDepth(body, 64));
    const parse = perCall(() => JSON.parse(body));
    rows.push(`| ${name} | ${body.length} | ${(scan / 1000).toFixed(2)} µs | ${(parse / 1000).toFixed(2)} µs |`);
  }
  return rows;
}

function post(url: string, body: string): Promise<{ bytes: number; ms: number }> {
  const t0 = Date.now();
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" } }, (res) => {
      let bytes = 0;
      res.on("data", (c: Buffer) => (bytes += c.length));
      res.on("end", () => resolve({ bytes, ms: Date.now() - t0 }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function amplification(maxIssues: string, maxNodes = "0"): Promise<string> {
  const tools = Object.fromEntries(webhooksService.tools.map((t) => [t.name, notImplemented(t.name)]));
  const config = loadConfig({ MCPFORGE_MAX_ISSUES: maxIssues, MCPFORGE_MAX_JSON_NODES: maxNodes, MCPFORGE_RATE_LIMIT_RPS: "0" }, { host: "127.0.0.1", port: 0 });
  const host = await startHost({ services: [bindService(webhooksService, () => ({ tools: tools as never }))], config, logger: pino({ level: "silent" }) });
  const args = Object.fromEntries(Array.from({ length: 650_000 }, (_, i) => [`k${i}`, 0]));
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "create_webhook_bucket", arguments: args } });
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const r = await post(`${host.url}/webhooks/mcp`, body);
  const grew = (process.memoryUsage().rss - rss0) / 2 ** 20;
  await host.close();
  const label = maxNodes !== "0" ? "refused by the node bound (100,000, default)" : maxIssues === "100" ? "capped (100, default), node bound off" : "uncapped, node bound off";
  return `| ${label} | ${(body.length / 2 ** 20).toFixed(1)} MiB | ${(r.bytes / 2 ** 20).toFixed(2)} MiB | ${r.ms} ms | ${grew.toFixed(0)} MiB |`;
}

async function main(): Promise<void> {
  if (process.argv.includes("--scan-only")) return void console.log(scanTable().join("\n"));
  console.log(scanTable().join("\n"));
  console.log("\n| issue list | request | answer | time | RSS growth |\n|---|---|---|---|---|");
  console.log(await amplification("100"));
  console.log(await amplification("1000000"));
  console.log(await amplification("100", "100000"));
}

void main();
