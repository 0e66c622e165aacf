import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { loadConfig, startHost } from "../generator/runtime";
import { services } from "../handlers";
import { type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median } from "./lib/stats";

/**
 * batch_check_urls against a local server whose every answer waits 200 ms (the latency of a
 * distant site): one URL with check_url, ten URLs checked one after another with check_url (the
 * sequential baseline), and the same ten in one batch_check_urls call, interleaved per round. Then
 * memory: ten URLs each serving a 50 MB body in one batch, the process's peak RSS over its RSS
 * before, sampled every 5 ms. Service, client and test server share this process (RSS covers all).
 *
 * Run: `node -r ./bench/lib/register.js bench/payments-batch.ts [--quick]`.
 */
const LATENCY_MS = 200;
const HUGE_BYTES = 50 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "x");

function streamHuge(res: ServerResponse, sent: { bytes: number }): void {
  res.writeHead(200, { "content-type": "application/octet-stream", "content-length": String(HUGE_BYTES) });
  let left = HUGE_BYTES;
  const pump = () => {
    while (left > 0) {
      const n = Math.min(left, CHUNK.length);
      left -= n;
      sent.bytes += n;
      if (!res.write(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n))) return void res.once("drain", pump);
    }
    res.end();
  };
  res.on("close", () => (left = 0));
  pump();
}

export const paymentsBatch: Benchmark = {
  name: "payments-batch",
  async run(ctx: BenchContext): Promise<Headline[]> {
    const rounds = ctx.quick ? 3 : 7;
    const sent = { bytes: 0 };
    const site = createServer((req, res) => {
      if (req.url?.startsWith("/huge")) return streamHuge(res, sent);
      setTimeout(() => res.writeHead(200, { "content-type": "text/plain" }).end("ok"), LATENCY_MS);
    });
    await new Promise<void>((r) => site.listen(0, "127.0.0.1", () => r()));
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    const dir = mkdtempSync(join(tmpdir(), "bench-payments-"));
    const env = { DATABASE_URL: `sqlite:${join(dir, "db.sqlite")}`, MCPFORGE_DATA_DIR: dir, MCPFORGE_OUTBOUND_ALLOW: "loopback", NODE_ENV: "production" };
    const host = await startHost({ services: [services.payments()], config: loadConfig(env, { host: "127.0.0.1", port: 0 }), logger: pino({ level: "silent" }) });
    const client = new Client({ name: "bench", version: "1" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${host.url}/payments/mcp`)));
    const timed = async (name: string, args: Record<string, unknown>) => {
      const t0 = performance.now();
      const r = await client.callTool({ name, arguments: args });
      if (r.isError) throw new Error(`${name} failed: ${JSON.stringify(r.content)}`);
      return { ms: performance.now() - t0, result: r.structuredContent as any };
    };
    try {
      const one: number[] = [];
      const seq: number[] = [];
      const batch: number[] = [];
      const urls = Array.from({ length: 10 }, (_, i) => `${origin}/slow?i=${i}`);
      for (let round = 0; round < rounds; round++) {
        ctx.log(`payments-batch: round ${round + 1}/${rounds}`);
        one.push((await timed("check_url", { url: urls[0] })).ms);
        let total = 0;
        for (const url of urls) total += (await timed("check_url", { url })).ms;
        seq.push(total);
        const b = await timed("batch_check_urls", { urls });
        if (b.result.failedCount !== 0) throw new Error("a batch URL failed");
        batch.push(b.ms);
      }
      const ratios = batch.map((b, i) => b / one[i]);
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const huge = await timed("batch_check_urls", { urls: Array.from({ length: 10 }, (_, i) => `${origin}/huge?i=${i}`) });
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      if (huge.result.failedCount !== 0) throw new Error("a huge-body URL failed");
      const mib = (n: number) => n / 2 ** 20;
      const table = mdTable(
        ["measurement", "median wall ms", "vs one URL"],
        [
          ["check_url, 1 URL (baseline)", fmt(median(one)), "1.00×"],
          ["check_url × 10, one after another", fmt(median(seq)), `${(median(seq) / median(one)).toFixed(2)}×`],
          ["**batch_check_urls, 10 URLs**", fmt(median(batch)), `${median(ratios).toFixed(2)}×`],
        ],
      );
      const memTable = mdTable(
        ["batch of 10 URLs × 50 MB bodies", "value"],
        [
          ["bodies offered by the server", `${fmt(mib(10 * HUGE_BYTES))} MiB`],
          ["bytes the server got to write before the checks hung up", `${fmt(mib(sent.bytes), 1)} MiB`],
          ["process RSS before → peak during the call", `${fmt(mib(before))} → ${fmt(mib(peak))} MiB (+${fmt(mib(peak - before), 1)} MiB)`],
        ],
      );
      writeSection(
        "payments-batch",
        `## Payments: batch_check_urls concurrency and memory\n\n${machineLine()} · ${rounds} interleaved rounds · every URL answered by a local server after ${LATENCY_MS} ms · service, SDK client and server in one process, NODE_ENV=production · "vs one URL" is the median of per-round ratios.\n\n${table}\n\n${memTable}\n\nEach check reads at most PAYMENTS_CHECK_BODY_BYTES (64 KiB) of a body and then drops the connection, so memory does not grow with body size.\n\nRerun: \`node -r ./bench/lib/register.js bench/payments-batch.ts${ctx.quick ? " --quick" : ""}\``,
      );
      return [
        { figure: "batch_check_urls 10 × 200 ms URLs vs one URL", measured: `${median(ratios).toFixed(2)}×`, target: "≈ 1× (≤ 1.5×)", met: median(ratios) <= 1.5 },
        { figure: "RSS growth, 10 × 50 MB bodies", measured: `${fmt(mib(peak - before), 1)} MiB`, target: "≤ 64 MiB", met: peak - before <= 64 * 2 ** 20 },
      ];
    } finally {
      await client.close();
      await host.close();
      site.closeAllConnections();
      await new Promise<void>((r) => site.close(() => r()));
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

if (require.main === module) {
  paymentsBatch.run({ quick: process.argv.includes("--quick"), log: (m) => process.stderr.write(`${m}\n`) }).then(
    (h) => process.stdout.write(`${h.map((x) => `${x.figure}: ${x.measured} (target ${x.target}: ${x.met ? "met" : "MISSED"})`).join("\n")}\n`),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
