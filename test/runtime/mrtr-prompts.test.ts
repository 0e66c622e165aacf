import { join } from "node:path";
import { Client as Client1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as Http1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Client as Client2, StreamableHTTPClientTransport as Http2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as Stdio2 } from "@modelcontextprotocol/client/stdio";
import type { RunningHost } from "../../generator/runtime";
import { startFixtureHost } from "../conformance/fixture/host";
import { postModern } from "../helpers/modern";

/**
 * MRTR on prompts/get (2026-07-28 basic/patterns/mrtr "Supported Requests"): the fixture prompt
 * test_input_required_result_prompt (manifest `mayRequestInput`) asks for its context through
 * ctx.input. On the modern path: InputRequiredResult, then the complete prompt on the retry; the
 * requestState is HMAC-protected and scoped to the prompt and its arguments. Where the client
 * cannot be asked (2025 handshake, no elicitation capability): the prompt's fallback, -32602
 * naming arguments.context.
 */
let host: RunningHost;

beforeAll(async () => {
  host = await startFixtureHost();
});

afterAll(() => host?.close());

const PROMPT = "test_input_required_result_prompt";
const ELICIT = { "io.modelcontextprotocol/clientCapabilities": { elicitation: { form: {} } } };
const url = () => `${host.url}/conformance/mcp`;
const answer = (context: string) => ({ user_context: { action: "accept", content: { context } } });

async function get(params: Record<string, unknown>, meta: Record<string, unknown> = ELICIT): Promise<Record<string, any>> {
  const r = await postModern(url(), "prompts/get", { name: PROMPT, ...params }, { meta });
  return JSON.parse(r.body);
}

describe("HTTP, raw 2026-07-28 requests", () => {
  test("round 1 asks for user_context; the retry with the answer and the state completes the prompt", async () => {
    const first = (await get({})).result;
    expect(first).toMatchObject({ resultType: "input_required", inputRequests: { user_context: { method: "elicitation/create", params: { message: "What context should the prompt use?" } } }, _meta: { "io.modelcontextprotocol/serverInfo": { name: "conformance" } } });
    expect(typeof first.requestState).toBe("string");
    const second = (await get({ requestState: first.requestState, inputResponses: answer("blue") })).result;
    expect({ resultType: second.resultType, messages: second.messages }).toEqual({ resultType: "complete", messages: [{ role: "user", content: { type: "text", text: "Use this context: blue" } }] });
  });

  test("a changed state, another target's state or other arguments are refused -32602 before the prompt runs", async () => {
    const state: string = (await get({})).result.requestState;
    const flipped = `${state.slice(0, -2)}${state.endsWith("AA") ? "AB" : "AA"}`;
    const tampered = await get({ requestState: flipped, inputResponses: answer("x") });
    expect(tampered.error).toMatchObject({ code: -32602, message: expect.stringContaining("requestState") });
    // A state issued by a tool of the same service does not open the prompt's round.
    const tool = await postModern(url(), "tools/call", { name: "test_input_required_result_request_state", arguments: {} }, { meta: ELICIT });
    const toolState: string = JSON.parse(tool.body).result.requestState;
    expect((await get({ requestState: toolState, inputResponses: answer("x") })).error.code).toBe(-32602);
    // The state binds the arguments it was issued for.
    expect((await get({ arguments: { context: "given" }, requestState: state, inputResponses: answer("x") })).error.code).toBe(-32602);
  });

  test("a value supplied up front for the prompt's question is used; keys it never asks are ignored", async () => {
    const r = (await get({ inputResponses: { ...answer("pre-answered"), unrelated: { action: "accept", content: { x: 1 } } } })).result;
    expect({ resultType: r.resultType, text: r.messages[0].content.text }).toEqual({ resultType: "complete", text: "Use this context: pre-answered" });
    const other = (await get({ inputResponses: { unrelated: { action: "accept", content: { x: 1 } } } })).result;
    expect({ resultType: other.resultType, keys: Object.keys(other.inputRequests) }).toEqual({ resultType: "input_required", keys: ["user_context"] });
  });

  test("given the argument, nothing is asked; without elicitation the fallback names arguments.context", async () => {
    const given = (await get({ arguments: { context: "red" } })).result;
    expect({ resultType: given.resultType, text: given.messages[0].content.text }).toEqual({ resultType: "complete", text: "Use this context: red" });
    const cannot = await get({}, { "io.modelcontextprotocol/clientCapabilities": {} });
    expect(cannot.error).toMatchObject({ code: -32602, data: { issues: [{ path: "/arguments/context" }] } });
  });
});

describe("SDK clients", () => {
  const ROOT = join(__dirname, "..", "..");
  const stdio = () => new Stdio2({ command: process.execPath, args: ["-r", join(ROOT, "bench", "lib", "register.js"), join(ROOT, "test", "conformance", "fixture", "serve.ts"), "--stdio"], env: { ...(process.env as Record<string, string>), MCPFORGE_LOG_LEVEL: "silent" }, stderr: "pipe" });

  test.each([
    ["HTTP", () => new Http2(new URL(url()))],
    ["stdio", stdio],
  ] as const)("SDK v2 pinned to 2026-07-28 over %s: the client's elicitation handler answers and getPrompt completes", async (_name, transport) => {
    const c = new Client2({ name: "mrtr-prompts", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } }, capabilities: { elicitation: { form: {} } } });
    const asked: string[] = [];
    c.setRequestHandler("elicitation/create", async (req: any) => {
      asked.push(req.params.message);
      return { action: "accept", content: { context: "from the user" } };
    });
    await c.connect(transport() as never);
    try {
      const r = await c.getPrompt({ name: PROMPT });
      expect({ asked, text: (r.messages[0].content as { text: string }).text }).toEqual({ asked: ["What context should the prompt use?"], text: "Use this context: from the user" });
    } finally {
      await c.close();
    }
  });

  test("SDK 1.32 (2025 handshake) over HTTP: refused -32602 naming arguments.context; with it, the prompt", async () => {
    const c = new Client1({ name: "mrtr-prompts", version: "1.0.0" }, { capabilities: { elicitation: {} } });
    await c.connect(new Http1(new URL(url())));
    try {
      await expect(c.getPrompt({ name: PROMPT })).rejects.toMatchObject({ code: -32602, data: { issues: [{ path: "/arguments/context" }] } });
      const r = await c.getPrompt({ name: PROMPT, arguments: { context: "green" } });
      expect((r.messages[0].content as { text: string }).text).toBe("Use this context: green");
    } finally {
      await c.close();
    }
  });
});
