import { join } from "node:path";
import type { ServerResponse } from "node:http";

/**
 * A control for bench/eras.ts, never a server anyone should run: the generated housing server of
 * bench/servers/forge.ts with its 2026-07-28 route switched off. A 2026 request (its `_meta`, its
 * three headers) is answered by the 2025 path, which checks nothing of the 2026 revision, and the
 * 2026 reply fields (`resultType`, `_meta` serverInfo) are spliced into that reply, so the bytes
 * on the wire are exactly the real 2026 exchange's (eras.ts checks). Its 2026/2025 ratio is what a
 * 2026 path doing no work of its own would reach on this runtime: the cost of the larger messages
 * through the shared HTTP path (node's parser, the JSON shape guard, JSON.parse, the write).
 *
 * Done by replacing two module exports of the build in dist/ before the server starts: routeModern
 * (called through its module object) and HttpExchange.prototype.reply.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const ROOT = process.env.FORGE_ROOT ?? join(__dirname, "..", "..");
const http = (file: string) => require(join(ROOT, "generator", "dist", "runtime", "http", file));

const TAIL = `,"resultType":"complete","_meta":${JSON.stringify({ "io.modelcontextprotocol/serverInfo": { name: "housing", title: "Housing (ADU) Service", version: "0.9.0" } })}`;
const modernReplies = new WeakSet<ServerResponse>();

http("modern-route").routeModern = (_core: unknown, _config: unknown, _req: unknown, res: ServerResponse, messages: { params?: { _meta?: unknown } }[]) => {
  if (messages.length === 1 && messages[0].params?._meta !== undefined) modernReplies.add(res);
  return false; // the 2025 path serves it
};
const Exchange = http("exchange").HttpExchange;
const reply = Exchange.prototype.reply as (this: { res: ServerResponse }, json: string) => void;
Exchange.prototype.reply = function (this: { res: ServerResponse }, json: string) {
  // `…"result":{…}}` → `…"result":{…,<2026 fields>}}`; only tools/call results reach here in the bench
  return reply.call(this, modernReplies.has(this.res) && json.includes('"result":') ? `${json.slice(0, -2)}${TAIL}}}` : json);
};

require("./forge");
