import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { definitions, serviceSlugs } from "../../generated";
import { MOCK_META_KEY, mockAnswer, sampleRegex, synthesize } from "../../generator/commands/mock";
import type { ServiceDefinition, ToolDefinition } from "../../generator/runtime";
import { toolError } from "../helpers/http";

const BIN = join(__dirname, "..", "..", "bin", "mcpforge.js");
const all = serviceSlugs.flatMap((slug) => (definitions[slug]() as ServiceDefinition<unknown>).tools.map((t) => [slug, t.name, t] as const));

/** Arguments the tool's input validator accepts, synthesised the same deterministic way. */
function inputFor(tool: ToolDefinition): Record<string, unknown> {
  for (const full of [false, true]) {
    const args = synthesize(tool.inputSchema, { full }) as Record<string, unknown>;
    if (tool.validateInput(structuredClone(args))) return args;
  }
  throw new Error(`no valid input synthesised for ${tool.name}: ${JSON.stringify(tool.validateInput.errors)}`);
}

test.each(all)("%s %s: the mock answer is valid against the output schema", (_slug, _name, tool) => {
  const answer = mockAnswer(tool);
  expect(answer).toMatchObject({ ok: true });
  if (answer.ok) expect(tool.validateOutput(structuredClone(answer.value))).toBe(true);
  expect(mockAnswer(tool)).toEqual(answer); // deterministic
});

test("an output schema's example wins over synthesis; a refused example is skipped", () => {
  const validateOutput = Object.assign((v: unknown) => typeof (v as { n?: unknown }).n === "number", { errors: null });
  const outputSchema = { type: "object", properties: { n: { type: "number" } }, examples: [{ n: "x" }, { n: 7 }] };
  expect(mockAnswer({ name: "t", outputSchema, validateOutput })).toEqual({ ok: true, value: { n: 7 }, source: "example" });
  expect(mockAnswer({ name: "t", outputSchema: { ...outputSchema, examples: [] }, validateOutput })).toEqual({ ok: true, value: { n: 1 }, source: "synthesized" });
});

test("a schema nothing satisfies is reported, not answered", () => {
  const validateOutput = Object.assign(() => false, { errors: [{ instancePath: "/n", message: "never" }] as never });
  const answer = mockAnswer({ name: "t", outputSchema: { type: "object" }, validateOutput });
  expect(answer).toEqual({ ok: false, reason: expect.stringContaining("/n never") });
});

test.each([
  ["^[A-Za-z0-9_-]{22,64}$", 0],
  ["^(?:(?:rental|plan):[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|page:.+)$", 0],
  ["^\\s*\\S+(?:\\s+\\S+){14,24}\\s*$", 0],
  ["^[\\t\\u0020-\\u007e\\u0080-\\u00ff]+$", 5],
  ["^[^\\r\\n]*$", 3],
  ["^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?$", 0],
])("sampleRegex(%s, minLength %d) matches its pattern", (pattern, min) => {
  const s = sampleRegex(pattern, min)!;
  expect(new RegExp(pattern, "u").test(s)).toBe(true);
  expect(s.length).toBeGreaterThanOrEqual(min);
});

describe("mcpforge serve --mock --all over HTTP", () => {
  let child: ChildProcess;
  let url: string;
  const log = { text: "" };
  beforeAll(async () => {
    child = spawn(process.execPath, [BIN, "serve", "--all", "--mock", "--port", "0"], { env: { ...process.env, LOG_LEVEL: "warn", MCPFORGE_VALIDATE_OUTPUTS: "true" }, stdio: ["ignore", "ignore", "pipe"] });
    url = await new Promise<string>((resolve, reject) => {
      child.stderr!.on("data", (c: Buffer) => {
        log.text += c.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+)\/webhooks\/mcp/.exec(log.text);
        if (m) resolve(m[1]);
      });
      child.once("exit", (code) => reject(new Error(`serve --mock exited with ${code}: ${log.text}`)));
    });
  });
  afterAll(async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  });

  test("every tool of every manifest answers a valid, mock-marked result; no handler runs", async () => {
    expect(log.text).not.toContain("warning:");
    expect(log.text).toMatch(/webhooks .*\(v1\.0\.1, 8 tools, mock answers\)/);
    for (const slug of serviceSlugs) {
      const client = new Client({ name: "mock-test", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/${slug}/mcp`)));
      const { tools } = await client.listTools();
      for (const tool of (definitions[slug]() as ServiceDefinition<unknown>).tools) {
        expect(tools.map((t) => t.name)).toContain(tool.name);
        const result = await client.callTool({ name: tool.name, arguments: inputFor(tool) });
        if (result.isError) throw new Error(`${slug} ${tool.name}: ${JSON.stringify(toolError(result))}`);
        expect(tool.validateOutput(result.structuredContent)).toBe(true);
        expect(result._meta).toEqual({ [MOCK_META_KEY]: true });
      }
      await client.close();
    }
  });

  test("inputs are still validated in mock mode", async () => {
    const client = new Client({ name: "mock-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/webhooks/mcp`)));
    const result = await client.callTool({ name: "list_webhooks", arguments: { bucket_id: 5 } });
    expect(toolError(result)).toMatchObject({ code: "invalid_arguments" });
    await client.close();
  });
});
