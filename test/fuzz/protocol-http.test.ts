import { gzipSync } from "node:zlib";
import { ChildHost } from "./protocol/host";
import { undocumented, type Expectation } from "./protocol/documented";
import { send, sendBytes, type Answer } from "./protocol/wire";

// Issue 10, protocol fuzz (HTTP level): methods, headers, encodings, sizes, truncated bodies and
// aborted connections against `mcpforge serve --all` in a child process, with a small body limit
// so the at/over-limit cases stay cheap. Every answer must be documented; after every case the
// host must still answer a normal call.

const LIMIT = 65_536;
const PING = `{"jsonrpc":"2.0","id":1,"method":"ping"}`;
const OK: Expectation = { status: [200] };

/** A ping padded with spaces to exactly `bytes` bytes. */
const pingOf = (bytes: number) => PING.slice(0, -1) + " ".repeat(bytes - PING.length) + "}";

type Case = [name: string, run: (url: string) => Promise<Answer>, expect?: Expectation];

const post = (headers: Record<string, string>, body: string | Buffer = PING) => (url: string) => send(url, { headers, body });
const exact = (headers: Record<string, string>, body: string | Buffer = PING) => (url: string) => send(url, { headers, body, exactHeaders: true });
const raw = (text: (host: string) => string, then: "end" | "destroy" | "wait" = "wait") => (url: string) => sendBytes(url, text(new URL(url).host), then);
const head = (host: string, extra: string, length: number) => `POST /census/mcp HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nAccept: application/json\r\n${extra}Content-Length: ${length}\r\n\r\n`;

const methods: Case[] = ["GET", "DELETE", "PUT", "PATCH", "OPTIONS"].map((m): Case => [m, (url) => send(url, { method: m }), { status: [405] }]);
methods.push(["HEAD", (url) => send(url, { method: "HEAD" }), { status: [405], head: true }]);
methods.push(["POST to an unknown path", (url) => send(url.replace("/census/mcp", "/nope/mcp"), { body: PING }), { status: [404] }]);

const headers: Case[] = [
  ["no Content-Type", exact({ host: "127.0.0.1", accept: "application/json" }), { status: [415] }],
  ["Content-Type text/plain", post({ "content-type": "text/plain" }), { status: [415] }],
  ["Content-Type application/x-www-form-urlencoded", post({ "content-type": "application/x-www-form-urlencoded" }), { status: [415] }],
  ["Content-Type with charset=utf-8", post({ "content-type": "application/json; charset=utf-8" }), OK],
  ["Content-Type a 4 KiB value", post({ "content-type": "application/json;" + "x".repeat(4096) })],
  ["Accept text/html", post({ accept: "text/html" }), { status: [406] }],
  ["no Accept", exact({ host: "127.0.0.1", "content-type": "application/json" }), OK],
  ["Accept application/json only", post({ accept: "application/json" }), OK],
  ["Accept text/event-stream only", post({ accept: "text/event-stream" }), OK],
  ["MCP-Protocol-Version 2025-06-18", post({ "mcp-protocol-version": "2025-06-18" }), OK],
  ["MCP-Protocol-Version 1999-01-01", post({ "mcp-protocol-version": "1999-01-01" }), { status: [400] }],
  ["MCP-Protocol-Version empty", post({ "mcp-protocol-version": "" }), { status: [400] }],
  ["MCP-Protocol-Version 8 KiB", post({ "mcp-protocol-version": "9".repeat(8192) }), { status: [400] }],
  ["Host evil.example", post({ host: "evil.example" }), { status: [403] }],
  ["Host 127.0.0.1.evil.example", post({ host: "127.0.0.1.evil.example" }), { status: [403] }],
  ["no Host (HTTP/1.0)", raw(() => `POST /census/mcp HTTP/1.0\r\nContent-Type: application/json\r\nAccept: application/json\r\nContent-Length: ${PING.length}\r\n\r\n${PING}`), { status: [403] }],
  ["Origin http://evil.example", post({ origin: "http://evil.example" }), { status: [403] }],
  ["Origin null", post({ origin: "null" }), { status: [403] }],
  ["Origin not a URL", post({ origin: "::::" }), { status: [403] }],
  ["Origin http://localhost:1", post({ origin: "http://localhost:1" }), OK],
];

const utf16 = Buffer.from(PING, "utf16le");
const encodings: Case[] = [
  ["invalid UTF-8 inside a string", post({}, Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('","method":"ping"}')])), OK],
  ["invalid UTF-8 outside strings", post({}, Buffer.concat([Buffer.from(PING.slice(0, -1)), Buffer.from([0xc0, 0xaf]), Buffer.from("}")])), { status: [400], rpcCode: -32700 }],
  ["UTF-8 BOM", post({}, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(PING)]))],
  ["UTF-16LE body", post({ "content-type": "application/json; charset=utf-16" }, utf16), { status: [400, 415] }],
  ["UTF-16LE body with BOM", post({}, Buffer.concat([Buffer.from([0xff, 0xfe]), utf16])), { status: [400, 415] }],
  ["gzip Content-Encoding", post({ "content-encoding": "gzip" }, gzipSync(PING)), { status: [400, 415, 200] }],
  ["gzip bomb (64 MiB of zeros)", post({ "content-encoding": "gzip" }, gzipSync(Buffer.alloc(64 * 1024 * 1024))), { status: [400, 413, 415] }],
  ["Content-Encoding br on plain JSON", post({ "content-encoding": "br" }), { status: [200, 400, 415] }],
  ["a raw NUL inside a string (not valid JSON)", post({}, PING.replace("ping", "pi\u0000ng")), { status: [400], rpcCode: -32700 }],
  ["an escaped NUL inside a string", post({}, PING.replace("ping", "pi\\u0000ng")), { status: [200], rpcCode: -32601 }],
];

const sizes: Case[] = [
  ["body exactly at the limit", post({}, pingOf(LIMIT)), OK],
  ["body one byte over the limit", post({}, pingOf(LIMIT + 1)), { status: [413] }],
  ["Content-Length over the limit, no body", raw((h) => head(h, "", LIMIT * 100), "end"), { status: [413], mayNotAnswer: true }],
  ["chunked body over the limit", post({ "transfer-encoding": "chunked" }, pingOf(LIMIT * 3)), { status: [413] }],
  ["Content-Length not a number", raw((h) => head(h, "", 0).replace("Content-Length: 0", "Content-Length: abc") + PING), { status: [400], framing: true }],
];

const connections: Case[] = [
  ["truncated body, then half-close", raw((h) => head(h, "", 100) + PING.slice(0, 20), "end"), { status: [400], mayNotAnswer: true, framing: true }],
  ["truncated body, then reset", raw((h) => head(h, "", 100) + PING.slice(0, 20), "destroy"), { mayNotAnswer: true }],
  ["headers only, then reset", raw((h) => head(h, "", PING.length), "destroy"), { mayNotAnswer: true }],
  ["half a request line, then reset", raw(() => "POST /census/m", "destroy"), { mayNotAnswer: true }],
  ["garbage instead of HTTP", raw(() => "\u0000\u0001\u0002 hello\r\n\r\n", "end"), { status: [400], mayNotAnswer: true, framing: true }],
];

let host: ChildHost;
beforeAll(async () => {
  host = new ChildHost({ MCPFORGE_MAX_BODY_BYTES: String(LIMIT) });
  await host.start();
});
afterAll(async () => {
  await host?.stop();
});

describe.each([
  ["methods", methods],
  ["headers", headers],
  ["encodings", encodings],
  ["sizes", sizes],
  ["connections", connections],
] as const)("%s", (_group, cases) => {
  test.each(cases.map((c) => [c[0], c] as const))("%s", async (name, [, run, expect_]) => {
    const problems: string[] = [];
    const p = undocumented(await run(`${host.url}/census/mcp`), expect_);
    if (p) problems.push(p);
    if (!(await host.check(name))) problems.push(`the host crashed: ${JSON.stringify(host.crashes.at(-1))}`);
    expect(problems).toEqual([]);
  });
});
