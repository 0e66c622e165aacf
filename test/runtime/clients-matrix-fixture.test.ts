import { join } from "node:path";
import type { RunningHost } from "../../generator/runtime";
import { startFixtureHost } from "../conformance/fixture/host";
import { toolError } from "../helpers/http";
import { CLIENTS, connect, EXPECTED_VERSION, type ClientKind, type Target } from "./clients-matrix";

/**
 * Resources, prompts and rich tool content through every client of the matrix, on both eras,
 * HTTP and stdio, against the conformance fixture service (the runtime's resources/prompts
 * support, generated from test/conformance/fixture/spec/conformance.json). Refusals are JSON-RPC
 * errors naming what is wrong; nothing a client sends crashes the server.
 */
let host: RunningHost;

beforeAll(async () => {
  host = await startFixtureHost();
});

afterAll(() => host?.close());

const ROOT = join(__dirname, "..", "..");
const targets: [string, () => Target][] = [
  ["HTTP", () => ({ url: `${host.url}/conformance/mcp` })],
  ["stdio", () => ({ command: process.execPath, args: ["-r", join(ROOT, "bench", "lib", "register.js"), join(ROOT, "test", "conformance", "fixture", "serve.ts"), "--stdio"], env: { MCPFORGE_LOG_LEVEL: "silent" } })],
];
const cases = targets.flatMap(([name, target]) => CLIENTS.map((kind) => [name, kind, target] as const));

/** The JSON-RPC error a request was refused with (clients throw it). */
async function refusal(p: Promise<unknown>): Promise<{ code: number; message: string; data?: Record<string, unknown> }> {
  try {
    await p;
  } catch (err) {
    return err as { code: number; message: string; data?: Record<string, unknown> };
  }
  throw new Error("expected a JSON-RPC error");
}

async function exercise(kind: ClientKind, target: Target): Promise<void> {
  const c = await connect(kind, target);
  try {
    expect(c.version).toBe(EXPECTED_VERSION[kind]);
    // Tools with content blocks of their own, structured output beside them.
    const image = await c.callTool("test_image_content", {});
    expect(image.content).toEqual([{ type: "image", data: expect.stringMatching(/^iVBOR/), mimeType: "image/png" }]);
    expect(image.structuredContent).toEqual({ mimeType: "image/png" });
    expect(toolError(await c.callTool("test_error_handling", {})).code).toBe("intentional_failure");
    // A schema published as written (publishSchemas): listed with $defs/$anchor/if, enforced on calls.
    const listedTools = (await c.request("tools/list", {})).tools as { name: string; inputSchema: Record<string, unknown> }[];
    const asWritten = listedTools.find((t) => t.name === "json_schema_2020_12_tool")!.inputSchema;
    expect(asWritten).toMatchObject({ $schema: "https://json-schema.org/draft/2020-12/schema", $defs: { address: { $anchor: "addressDef" } }, then: { required: ["phone"] } });
    expect((await c.callTool("json_schema_2020_12_tool", { name: "Ann", contactMethod: "phone", phone: "555" })).structuredContent).toEqual({ reachBy: "phone", text: "Ann will be reached by phone." });
    expect(toolError(await c.callTool("json_schema_2020_12_tool", { contactMethod: "phone", email: "a@example.com" })).issues).toEqual([{ path: "/phone", message: 'missing required property "phone" (add "phone")' }]);
    // Resources: lists from the manifest, in name order; a template's variable substituted.
    const listed = (await c.request("resources/list", {})).resources as { uri: string }[];
    expect(listed.map((r) => r.uri)).toEqual(["test://static-binary", "test://static-text", "test://watched-resource"]);
    const templates = (await c.request("resources/templates/list", {})).resourceTemplates as { uriTemplate: string }[];
    expect(templates.map((t) => t.uriTemplate)).toEqual(["test://template/{id}/data"]);
    const read = (await c.request("resources/read", { uri: "test://template/a%20b/data" })).contents as { uri: string; text: string }[];
    expect(JSON.parse(read[0].text)).toMatchObject({ id: "a b", templateTest: true });
    const missing = await refusal(c.request("resources/read", { uri: "test://nope" }));
    expect({ code: missing.code, uri: missing.data?.uri }).toEqual({ code: -32602, uri: "test://nope" });
    // Prompts: arguments checked against the manifest before the handler runs.
    const got = (await c.request("prompts/get", { name: "test_prompt_with_arguments", arguments: { arg1: "x", arg2: "y" } })).messages as { content: { text: string } }[];
    expect(got[0].content.text).toBe("Prompt with arguments: arg1='x', arg2='y'");
    const noArg = await refusal(c.request("prompts/get", { name: "test_prompt_with_arguments", arguments: { arg1: "x" } }));
    expect(noArg.code).toBe(-32602);
    expect(noArg.message).toContain("arguments.arg2: required");
    const completion = (await c.request("completion/complete", { ref: { type: "ref/prompt", name: "test_prompt_with_arguments" }, argument: { name: "arg1", value: "te" } })).completion;
    expect(completion).toEqual({ values: ["test", "testing"], total: 2, hasMore: false });
  } finally {
    await c.close();
  }
}

test.each(cases)("fixture over %s, %s: rich tool content, resources, prompts, completions and their refusals", async (_name, kind, target) => {
  await exercise(kind, target());
}, 30_000);
