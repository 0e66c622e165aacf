import { Agent, request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BenchContext, type Benchmark, type Headline } from "./lib/bench";
import { MCP_HEADERS } from "./lib/load";
import { machineLine, writeSection } from "./lib/results";
import { fmt, mdTable, median, percentileSorted } from "./lib/stats";
import { callTool, SENDER_HEADERS, startRawServer, startWebhooksServer, WEBHOOK_BODY } from "./webhooks-capture";

/**
 * Wake-up latency: a client waits in wait_for_webhook (after the latest capture); once the server
 * says it is waiting (its first progress notification), a second connection sends a capture; the
 * figure is the time from sending that capture to receiving the wait's answer. Beside it, in the
 * same run and interleaved: the round trip of the same POST to a raw node:http server that only
 * reads the body and answers 200 (the floor for any answer over HTTP here), and the capture's own
 * round trip. SQLite, server in its own process.
 *
 * Run: `npm run bench:webhooks` or `node -r ./bench/lib/register.js bench/webhooks-wakeup.ts [--quick]`.
 */

const waitAgent = new Agent({ keepAlive: true, maxSockets: 1 });
const sendAgent = new Agent({ keepAlive: true, maxSockets: 1 });

/** POSTs and resolves when the response has ended, with the time it ended (performance.now()). */
function post(url: string, headers: Record<string, string>, body: string, agent: Agent): Promise<{ status: number; text: string; endedAt: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) }, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, endedAt: performance.now() }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * Starts wait_for_webhook. With `progress`, a progress token makes the reply an SSE stream and
 * `waiting` resolves at the first progress notification (the server has subscribed and found
 * nothing newer). Without, the reply is one JSON body and `waiting` resolves after 20 ms; the
 * result's waited_ms then proves the capture arrived while the server was already waiting.
 */
function startWait(mcpUrl: string, bucketId: string, afterId: string, progress: boolean): { waiting: Promise<void>; answered: Promise<{ at: number; id: string; waitedMs: number }> } {
  let onWaiting!: () => void;
  const waiting = new Promise<void>((r) => (onWaiting = r));
  if (!progress) setTimeout(onWaiting, 20);
  const params = { name: "wait_for_webhook", arguments: { bucket_id: bucketId, after_webhook_id: afterId, wait_seconds: 10 }, ...(progress ? { _meta: { progressToken: "w" } } : {}) };
  const body = JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params });
  const answered = new Promise<{ at: number; id: string; waitedMs: number }>((resolve, reject) => {
    const onMessage = (msg: { method?: string; result?: { structuredContent?: { received: boolean; waited_ms: number; webhook: { webhook_id: string } } } }, at: number) => {
      if (msg.method === "notifications/progress") return onWaiting();
      const sc = msg.result?.structuredContent;
      if (!sc?.received) return reject(new Error(`wait ended without a capture: ${JSON.stringify(msg)}`));
      resolve({ at, id: sc.webhook.webhook_id, waitedMs: sc.waited_ms });
    };
    const req = request(mcpUrl, { method: "POST", headers: { ...MCP_HEADERS, "content-length": String(Buffer.byteLength(body)) }, agent: waitAgent }, (res) => {
      const sse = (res.headers["content-type"] ?? "").startsWith("text/event-stream");
      let buf = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buf += chunk;
        if (!sse) return;
        for (let i = buf.indexOf("\n\n"); i >= 0; i = buf.indexOf("\n\n")) {
          const data = buf.slice(0, i).split("\n").find((l) => l.startsWith("data:"));
          buf = buf.slice(i + 2);
          if (data) onMessage(JSON.parse(data.slice(5)), performance.now());
        }
      });
      res.on("end", () => (sse ? reject(new Error("wait stream ended without a result")) : onMessage(JSON.parse(buf), performance.now())));
    });
    req.on("error", reject);
    req.end(body);
  });
  return { waiting, answered };
}

interface Series {
  wake: number[];
  ack: number[];
}

/** One wake-up sample: wait, send a capture once the server waits, time until the answer. */
async function sample(hooks: { mcpUrl: string; captureUrl: string; bucketId: string }, last: string, progress: boolean): Promise<{ id: string; wake: number; ack: number } | null> {
  const w = startWait(hooks.mcpUrl, hooks.bucketId, last, progress);
  await w.waiting;
  const sent = performance.now();
  const captured = await post(hooks.captureUrl, SENDER_HEADERS, WEBHOOK_BODY, sendAgent);
  if (captured.status !== 200) throw new Error(`capture answered ${captured.status}`);
  const answer = await w.answered;
  // Without the progress signal: a waiter that had not started waiting yet is not a wake-up.
  if (!progress && answer.waitedMs < 15) return { id: answer.id, wake: NaN, ack: NaN };
  return { id: answer.id, wake: answer.at - sent, ack: captured.endedAt - sent };
}

async function run(ctx: BenchContext): Promise<Headline[]> {
  const samples = ctx.quick ? 60 : 300;
  const dir = mkdtempSync(join(tmpdir(), "mcpforge-bench-wakeup-"));
  const stops: (() => Promise<void>)[] = [];
  try {
    const raw = await startRawServer();
    stops.push(raw.stop);
    const hooks = await startWebhooksServer(dir);
    stops.push(hooks.server.stop);
    const rawUrl = `http://127.0.0.1:${raw.port}/`;
    await post(hooks.captureUrl, SENDER_HEADERS, WEBHOOK_BODY, sendAgent);
    let last = ((await callTool(hooks.mcpUrl, "wait_for_webhook", { bucket_id: hooks.bucketId, wait_seconds: 0 })).webhook as { webhook_id: string }).webhook_id;
    const series: Record<"json" | "sse", Series> = { json: { wake: [], ack: [] }, sse: { wake: [], ack: [] } };
    const rawRtt: number[] = [];
    let discarded = 0;
    const warmup = 20;
    for (let i = 0; i < samples + warmup; i++) {
      const t = performance.now();
      await post(rawUrl, SENDER_HEADERS, WEBHOOK_BODY, sendAgent);
      const rawMs = performance.now() - t;
      for (const mode of ["json", "sse"] as const) {
        const r = await sample(hooks, last, mode === "sse");
        last = r!.id;
        if (i < warmup) continue;
        if (Number.isNaN(r!.wake)) discarded++;
        else {
          series[mode].wake.push(r!.wake);
          series[mode].ack.push(r!.ack);
        }
      }
      if (i >= warmup) rawRtt.push(rawMs);
    }
    const pct = (xs: number[], p: number) => percentileSorted([...xs].sort((a, b) => a - b), p);
    const ms = (x: number) => fmt(x, 2);
    const row = (label: string, xs: number[]) => [label, ms(pct(xs, 50)), ms(pct(xs, 95)), ms(pct(xs, 99)), ms(Math.max(...xs)), `${(median(xs) / median(rawRtt)).toFixed(1)}×`];
    const rows = [
      row("**capture sent → wait_for_webhook answered** (JSON reply)", series.json.wake),
      row("capture sent → wait_for_webhook answered (SSE reply, progress token set)", series.sse.wake),
      row("capture sent → capture acknowledged (committed)", [...series.json.ack, ...series.sse.ack]),
      row("raw node:http POST round trip (the floor)", rawRtt),
    ];
    const p50 = pct(series.json.wake, 50);
    writeSection(
      "webhooks-wakeup",
      [
        "## Webhook wake-up latency",
        "",
        `${machineLine()} · ${samples} samples per row after ${warmup} warm-up rounds (${discarded} discarded), one waiter at a time, SQLite, server in its own process, client on keep-alive connections.`,
        "",
        mdTable(["measured", "p50 ms", "p95 ms", "p99 ms", "max ms", "p50 vs raw round trip"], rows),
        "",
        "Each sample: wait_for_webhook is sent with after_webhook_id = the latest capture; once the server waits, the capture POST goes out on another connection and the clock runs until the wait's result arrives. " +
          "JSON reply: no progress token; the capture is sent 20 ms after the wait, and a sample whose waited_ms shows the server was not yet waiting is discarded. " +
          "SSE reply: with a progress token the server's first progress notification says it waits; the runtime then holds the final SSE reply ~2 ms (setTimeout in generator/runtime/http/exchange.ts) so that an SDK client sees notifications before the result, which this row includes. " +
          "The waiter is woken by the in-process event channel right after the capture's commit, re-reads the database and answers. The raw round trip is the same POST to a node:http server that only reads the body and answers 200, measured in the same loop.",
        "",
        `Rerun: \`${ctx.quick ? "BENCH_QUICK=1 " : ""}npm run bench:webhooks\` (both webhook benchmarks)`,
      ].join("\n"),
    );
    return [{ figure: "webhook wake-up p50 (capture sent → wait answered)", measured: `${p50.toFixed(2)} ms`, target: "< 5 ms", met: p50 < 5 }];
  } finally {
    waitAgent.destroy();
    sendAgent.destroy();
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const webhooksWakeup: Benchmark = { name: "webhooks-wakeup", run };

if (require.main === module) {
  run({ quick: process.argv.includes("--quick") || process.env.BENCH_QUICK === "1", log: (m) => process.stderr.write(`${m}\n`) }).then(
    (h) => process.stdout.write(`${h.map((x) => `${x.figure}: ${x.measured} (target ${x.target}: ${x.met ? "met" : "MISSED"})`).join("\n")}\n`),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
