import { ChildHost } from "./protocol/host";
import { undocumented, type Expectation } from "./protocol/documented";
import { send, type Answer } from "./protocol/wire";
import { randomEnvelopes } from "./protocol/random";
import { FUZZ_SEED } from "./settings";

// Issue 10, protocol fuzz (JSON-RPC level): malformed envelopes, ids of every JSON type, batches
// and nesting, sent as raw bytes to `mcpforge serve --all` in a child process. Every answer must
// be a documented one, and after every case the host must still answer a normal call.

type Case = [name: string, body: string, expect?: Expectation];

const call = (id: string, extra = "") => `{"jsonrpc":"2.0","id":${id},"method":"tools/call","params":{"name":"census_list_datasets","arguments":{}${extra}}}`;
const ping = (id: string | number) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"method":"ping"}`;
const note = `{"jsonrpc":"2.0","method":"notifications/initialized"}`;
/** Built as text: building the value and stringifying it would overflow this process's stack. */
const deepArray = (n: number, inner = "0") => "[".repeat(n) + inner + "]".repeat(n);
const deepObject = (n: number, inner = "0") => '{"a":'.repeat(n) + inner + "}".repeat(n);
const INVALID_REQUEST = { status: [200, 400], rpcCode: -32600 };

const envelopes: Case[] = [
  ["jsonrpc 1.0", `{"jsonrpc":"1.0","id":1,"method":"ping"}`, { status: [400, 200], rpcCode: -32600 }],
  ["jsonrpc as a number", `{"jsonrpc":2.0,"id":1,"method":"ping"}`, INVALID_REQUEST],
  ["no jsonrpc member", `{"id":1,"method":"ping"}`, INVALID_REQUEST],
  ["no method", `{"jsonrpc":"2.0","id":1}`, INVALID_REQUEST],
  ["method a number", `{"jsonrpc":"2.0","id":1,"method":42}`, INVALID_REQUEST],
  ["method an object", `{"jsonrpc":"2.0","id":1,"method":{"name":"ping"}}`, INVALID_REQUEST],
  ["method null", `{"jsonrpc":"2.0","id":1,"method":null}`, INVALID_REQUEST],
  ["unknown method", `{"jsonrpc":"2.0","id":1,"method":"no/such/method"}`, { status: [200], rpcCode: -32601 }],
  ["params a string", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":"census_list_datasets"}`],
  ["params an array", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":["census_list_datasets"]}`],
  ["params a number", `{"jsonrpc":"2.0","id":1,"method":"ping","params":7}`],
  ["params null", `{"jsonrpc":"2.0","id":1,"method":"tools/list","params":null}`],
  ["params null on ping (answered through the SDK Server)", `{"jsonrpc":"2.0","id":1,"method":"ping","params":null}`],
  ["_meta an array on ping", `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":[]}}`],
  ["tools/call name a number", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":7}}`, { status: [200], rpcCode: -32602 }],
  ["tools/call unknown tool", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"nope"}}`, { status: [200], rpcCode: -32602 }],
  ["tools/call arguments a string", call("1").replace('"arguments":{}', '"arguments":"x"'), { status: [200] }],
  ["initialize with protocolVersion an object", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":{"v":1},"capabilities":{},"clientInfo":{"name":"x","version":"1"}}}`],
  ["logging/setLevel with level an array", `{"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":["debug"]}}`],
  ["a response sent to the server", `{"jsonrpc":"2.0","id":1,"result":{}}`],
  ["an error response sent to the server", `{"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"x"}}`],
  ["a JSON string", `"ping"`, INVALID_REQUEST],
  ["a JSON number", `42`, INVALID_REQUEST],
  ["JSON null", `null`, INVALID_REQUEST],
  ["JSON true", `true`, INVALID_REQUEST],
  ["not JSON", `{"jsonrpc":"2.0",`, { status: [400], rpcCode: -32700 }],
  ["empty body", ``, { status: [400], rpcCode: -32700 }],
  ["duplicate members", `{"jsonrpc":"2.0","id":1,"method":"ping","method":"tools/list"}`],
  ["__proto__ member", `{"jsonrpc":"2.0","id":1,"method":"tools/list","__proto__":{"method":"ping"}}`],
];

const ids: Case[] = [
  ["id a string", ping("abc"), { status: [200] }],
  ["id an empty string", ping(""), { status: [200] }],
  ["id zero", ping(0), { status: [200] }],
  ["id negative", ping(-1), { status: [200] }],
  ["id a fraction", ping(1.5), { status: [200] }],
  ["id beyond 2^53", `{"jsonrpc":"2.0","id":123456789012345678901234567890,"method":"ping"}`, { status: [200] }],
  ["id 1e400 (Infinity once parsed)", `{"jsonrpc":"2.0","id":1e400,"method":"ping"}`],
  ["id a 64 KiB string", ping("i".repeat(65536)), { status: [200] }],
  ["id null", `{"jsonrpc":"2.0","id":null,"method":"ping"}`],
  ["id true", `{"jsonrpc":"2.0","id":true,"method":"ping"}`, INVALID_REQUEST],
  ["id false", `{"jsonrpc":"2.0","id":false,"method":"ping"}`, INVALID_REQUEST],
  ["id an empty array", `{"jsonrpc":"2.0","id":[],"method":"ping"}`, INVALID_REQUEST],
  ["id an object", `{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}`, INVALID_REQUEST],
  ["id an array nested 10 deep", `{"jsonrpc":"2.0","id":${deepArray(10)},"method":"ping"}`, INVALID_REQUEST],
  ["id an array nested 5,000 deep (issue 10 defect 2)", `{"jsonrpc":"2.0","id":${deepArray(5000)},"method":"ping"}`, INVALID_REQUEST],
  ["id an object nested 5,000 deep", `{"jsonrpc":"2.0","id":${deepObject(5000)},"method":"ping"}`, INVALID_REQUEST],
  ["tools/call with an id nested 5,000 deep", call(deepArray(5000)), INVALID_REQUEST],
  ["tools/list with an id nested 5,000 deep", `{"jsonrpc":"2.0","id":${deepArray(5000)},"method":"tools/list"}`, INVALID_REQUEST],
  ["initialize with an id nested 5,000 deep", `{"jsonrpc":"2.0","id":${deepArray(5000)},"method":"initialize","params":{}}`, INVALID_REQUEST],
];

const batches: Case[] = [
  ["empty batch", `[]`, { status: [400, 200], rpcCode: -32600 }],
  ["batch of 32", `[${Array.from({ length: 32 }, (_, i) => ping(i)).join(",")}]`, { status: [200] }],
  ["batch of 33 (over the limit)", `[${Array.from({ length: 33 }, (_, i) => ping(i)).join(",")}]`, { status: [400, 200], rpcCode: -32600 }],
  ["batch of 10,000", `[${Array.from({ length: 10_000 }, (_, i) => ping(i)).join(",")}]`, { status: [400, 200, 413], rpcCode: -32600 }],
  ["notifications only", `[${note},${note}]`, { status: [202] }],
  ["mixed valid and invalid", `[${ping(1)},{"jsonrpc":"1.0","id":2,"method":"ping"},${ping(3)}]`],
  ["mixed requests and notifications", `[${ping(1)},${note},${call('"c"')}]`, { status: [200] }],
  ["batch of scalars", `[1,2,3]`, INVALID_REQUEST],
  ["batch inside a batch", `[[${ping(1)}]]`, INVALID_REQUEST],
  ["duplicate ids in a batch", `[${ping(1)},${ping(1)}]`, { status: [200] }],
  ["initialize in a batch", `[{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}},${ping(2)}]`, INVALID_REQUEST],
  ["batch with an id nested 5,000 deep", `[${ping(1)},{"jsonrpc":"2.0","id":${deepArray(5000)},"method":"ping"}]`, INVALID_REQUEST],
];

const nesting: Case[] = [
  ["arguments nested 5,000 deep", call("1").replace('"arguments":{}', `"arguments":${deepObject(5000)}`)],
  ["arguments an array nested 100,000 deep", call("1").replace('"arguments":{}', `"arguments":${deepArray(100_000)}`)],
  ["params nested 5,000 deep on ping", `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":${deepArray(5000)}}}`],
  ["params nested 5,000 deep on an unknown method", `{"jsonrpc":"2.0","id":1,"method":"x/y","params":{"x":${deepArray(5000)}}}`],
  ["_meta nested 5,000 deep", call("1", `,"_meta":{"progressToken":${deepArray(5000)}}`)],
  ["progressToken an object", call("1", `,"_meta":{"progressToken":{"a":1}}`)],
  ["initialize with protocolVersion nested 5,000 deep", `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":${deepArray(5000)}}}`],
  ["logging/setLevel with level nested 5,000 deep", `{"jsonrpc":"2.0","id":1,"method":"logging/setLevel","params":{"level":${deepArray(5000)}}}`],
  ["a notification with params nested 5,000 deep", `{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":${deepArray(5000)}}}`],
  // Depth counts the envelope (1) and params (2): 62 arrays inside make 64, the default limit.
  ["a body nested exactly 64 deep (MCPFORGE_MAX_JSON_DEPTH)", `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":${deepArray(62, "")}}}`, { status: [200] }],
  ["a body nested 65 deep", `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":${deepArray(63, "")}}}`, { status: [400], rpcCode: -32600 }],
  ["whole body nested 100,000 deep", deepArray(100_000), { status: [400, 413] }],
];

/**
 * Cases that fail on this branch's runtime, each a genuine defect (written down in docs/fuzz.md).
 * `test.failing` passes while the defect is there and fails once it is fixed: then delete the
 * entry. Fixed since: non-scalar and deeply nested ids, String() of a deep protocolVersion or log
 * level (both crashed the host), requests whose params or _meta is not an object (the SDK Server
 * dropped them unanswered; the endpoint now answers -32602 for every method).
 */
const KNOWN_DEFECTS: Record<string, string> = {};
const testOrKnown = (name: string) => (KNOWN_DEFECTS[name] ? test.failing : test);

let host: ChildHost;
beforeAll(async () => {
  // Thousands of requests in the long variant: the rate limit (its own tests) stays out of the way.
  host = new ChildHost({ MCPFORGE_RATE_LIMIT_RPS: "0", MCPFORGE_MAX_JSON_DEPTH: "64" });
  await host.start();
});
afterAll(async () => {
  await host?.stop();
});

async function check(name: string, answer: Answer, expect_: Expectation | undefined): Promise<string[]> {
  const problems: string[] = [];
  const p = undocumented(answer, expect_);
  if (p) problems.push(p);
  if (!(await host.check(name))) problems.push(`the host crashed: ${JSON.stringify(host.crashes.at(-1))}`);
  return problems;
}

describe.each([
  ["envelopes", envelopes],
  ["ids", ids],
  ["batches", batches],
  ["nesting", nesting],
] as const)("%s", (_group, cases) => {
  for (const [name, body, expect_] of cases) {
    testOrKnown(name)(name, async () => {
      const answer = await send(`${host.url}/census/mcp`, { body });
      expect(await check(name, answer, expect_)).toEqual([]);
    });
  }
});

describe(`random envelopes and batches (seed ${FUZZ_SEED})`, () => {
  const failures: { body: string; problem: string }[] = [];
  let sent = 0;

  test("never crash the host", async () => {
    const crashes: string[] = [];
    let hangs = 0;
    for (const body of randomEnvelopes(FUZZ_SEED)) {
      sent++;
      const problem = undocumented(await send(`${host.url}/census/mcp`, { body }));
      if (problem) failures.push({ body: body.slice(0, 500), problem });
      if (!(await host.check(`random: ${body.slice(0, 200)}`))) crashes.push(body.slice(0, 500));
      if (problem?.includes("hang:") && ++hangs === 3) break; // a hang costs HANG_MS: three are enough to act on
    }
    expect(crashes).toEqual([]);
  });

  testOrKnown("random")("get documented answers", () => {
    expect({ sent, failures }).toEqual({ sent, failures: [] });
  });
});
