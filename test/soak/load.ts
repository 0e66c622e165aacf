import { Agent } from "node:http";
import { connect, type Socket } from "node:net";
import { setTimeout as pause } from "node:timers/promises";
import { readCall, type Soaked } from "./reads";
import { callToolRaw, mcpHeaders, newLedger, post, Target, type Ledger } from "../durability/writers";

/** The nine services of `mcpforge serve --all`. */
export const SLUGS = ["census", "comms", "defi", "email", "freight", "games", "housing", "payments", "webhooks"];

export interface Tally {
  ordinary: number[];
  /** Tool results and HTTP answers by code: ok, rate_limited, busy, internal_error, http_5xx, … */
  codes: Map<string, number>;
  connectionsRefused: number;
}

export const newTally = (): Tally => ({ ordinary: [], codes: new Map(), connectionsRefused: 0 });
export const count = (t: Tally, code: string) => t.codes.set(code, (t.codes.get(code) ?? 0) + 1);

/** The code of a tools/call or tools/list answer: "ok", the tool error's code, or http_<status>. */
function codeOf(status: number, body: string): string {
  if (status !== 200) return `http_${status}`;
  try {
    const m = JSON.parse(body) as { error?: { code: number }; result?: { isError?: boolean; _meta?: Record<string, { code?: string }> } };
    if (m.error) return `jsonrpc_${m.error.code}`;
    if (m.result?.isError) return m.result._meta?.["dev.mcpforge/error"]?.code ?? "error";
    return "ok";
  } catch {
    return "unparsable";
  }
}

/** Runs `step` until the target stops; a failed connection (the server killed) waits for its restart. */
async function until(target: Target, step: () => Promise<void>): Promise<void> {
  while (!target.isStopped) {
    const generation = target.current;
    try {
      await step();
    } catch {
      await target.nextUp(generation);
    }
  }
}

/**
 * An ordinary client of one service, from its own loopback address: a tool read of that service
 * (reads.ts) on most calls, a ping on every fourth and tools/list on every tenth.
 */
function ordinaryCalls(i: number, soaked: Soaked) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.1.${i + 1}` });
  const slug = SLUGS[i % SLUGS.length];
  const ping = JSON.stringify({ jsonrpc: "2.0", id: i, method: "ping", params: {} });
  const list = JSON.stringify({ jsonrpc: "2.0", id: i, method: "tools/list", params: {} });
  const read = readCall(slug, soaked, i);
  let k = 0;
  return {
    agent,
    /** The client's next call; resolves with its latency (ms) and code. */
    async next(url: string): Promise<{ ms: number; code: string }> {
      const n = k++;
      const [body, headers] = n % 10 === 9 ? [list, mcpHeaders()] : n % 4 === 0 ? [ping, mcpHeaders()] : [read.body, mcpHeaders(read.apiKey)];
      const started = performance.now();
      const r = await post(agent, `${url}/${slug}/mcp`, body, headers);
      return { ms: performance.now() - started, code: codeOf(r.status, r.body) };
    },
  };
}

/** An ordinary client under the load: its calls 20 ms apart (ordinaryCalls). */
export function ordinaryClient(target: Target, tally: Tally, i: number, soaked: Soaked): Promise<void> {
  const client = ordinaryCalls(i, soaked);
  return until(target, async () => {
    const { ms, code } = await client.next(target.url);
    tally.ordinary.push(ms);
    count(tally, code);
    await pause(20);
  }).finally(() => client.agent.destroy());
}

/**
 * The idle baseline of the ordinary calls: the same 50 clients' calls (`rounds` each, in turn),
 * one at a time on the otherwise idle host. Their latencies (ms), but for the first round's: it
 * opens the connections (under the load a connection's opening is one call in hundreds).
 */
export async function idleOrdinaryCalls(url: string, soaked: Soaked, rounds: number): Promise<number[]> {
  const clients = Array.from({ length: 50 }, (_, i) => ordinaryCalls(i, soaked));
  const ms: number[] = [];
  try {
    for (const c of clients) await c.next(url);
    for (let r = 0; r < rounds; r++) for (const c of clients) ms.push((await c.next(url)).ms);
  } finally {
    for (const c of clients) c.agent.destroy();
  }
  return ms;
}

/** Acknowledged CRM writes: each contact's e-mail is its token; acknowledged on a successful result. */
export function contactWriter(target: Target, tally: Tally, ledger: Ledger, org: { id: string; key: string }, id: string): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let n = 0;
  return until(target, async () => {
    const token = `w${id}-${n++}`;
    ledger.attempted.add(token);
    const { result } = await callToolRaw(`${target.url}/comms/mcp`, "commsvc_crm_contacts_create", { organization_id: org.id, email: `${token}@soak.example`, first_name: "Soak" }, { apiKey: org.key, agent });
    count(tally, result.isError ? (result._meta?.["dev.mcpforge/error"]?.code ?? "error") : "ok");
    if (!result.isError) {
      ledger.acked.add(token);
      target.acked(ledger);
    }
  }).finally(() => agent.destroy());
}

/** A webhook flood: captures as fast as one connection sends them; acknowledged on 2xx. */
export function webhookFlood(target: Target, tally: Tally, ledger: Ledger, bucketId: string, id: string): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let n = 0;
  return until(target, async () => {
    const token = `h${id}-${n++}`;
    ledger.attempted.add(token);
    const r = await post(agent, `${target.url}/webhooks/in/${bucketId}/${token}`, JSON.stringify({ token }), { "content-type": "application/json" });
    count(tally, r.status >= 500 ? `http_${r.status}` : "capture");
    if (r.status >= 200 && r.status < 300) {
      ledger.acked.add(token);
      target.acked(ledger);
    }
  }).finally(() => agent.destroy());
}

/** The hostile tenant at its limits: 8 loops of 10,000-row previews and data exports back to back, honouring retry advice. */
export async function hostileTenant(target: Target, tally: Tally, org: { id: string; key: string }): Promise<void> {
  await Promise.all(Array.from({ length: 8 }, () => hostileLoop(target, tally, org)));
}

function hostileLoop(target: Target, tally: Tally, org: { id: string; key: string }): Promise<void> {
  const csv = `email,name\n${Array.from({ length: 10_000 }, (_, i) => `h${i}@hostile.example,H${i}`).join("\n")}\n`;
  const preview = { organization_id: org.id, basis: "explicit", source: "soak", captured_at: "2026-01-01T00:00:00Z", csv, mapping: { email: "email", name: "first_name" } };
  let k = 0;
  return until(target, async () => {
    const [name, args] = k++ % 3 === 2 ? ["commsvc_data_export_create", { organization_id: org.id }] : ["commsvc_contact_import_preview", preview];
    const { result } = await callToolRaw(`${target.url}/comms/mcp`, name as string, args as Record<string, unknown>, { apiKey: org.key });
    const error = result.isError ? result._meta?.["dev.mcpforge/error"] : undefined;
    count(tally, error?.code ?? "ok");
    if (error?.retry_after_seconds) await pause(Math.min(5, error.retry_after_seconds) * 1000);
  });
}

/** A connection flood from one address: `n` half-open sockets, each reopened when the host closes it. */
export function connectionFlood(target: Target, tally: Tally, n: number, from: string): Promise<void> {
  const sockets = new Set<Socket>();
  const open = () => {
    if (target.isStopped) return;
    const s = connect({ host: "127.0.0.1", port: Number(new URL(target.url).port), localAddress: from });
    sockets.add(s);
    s.on("connect", () => s.write("GET /healthz HTTP/1.1\r\nHost: x\r\n"));
    s.on("error", () => undefined);
    s.on("close", () => {
      sockets.delete(s);
      tally.connectionsRefused++;
      setTimeout(open, 100); // reopen, at a pace that does not spin
    });
  };
  for (let i = 0; i < n; i++) open();
  return new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (!target.isStopped) return;
      clearInterval(check);
      for (const s of sockets) s.destroy();
      resolve();
    }, 100);
  });
}

export { newLedger, Target, type Ledger };
