import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunningHost } from "../../generator/runtime";
import { startFixtureHost } from "./fixture/host";
import { describeWithNode22, INSPECTOR_BIN, NODE22, run, type RunResult } from "./mcp-tools";

/**
 * The MCP Inspector CLI reads what the runtime serves besides tools, from the conformance fixture
 * over HTTP: resources (fixed and templated), a prompt with arguments, and a tool result made of
 * an image content block.
 */
describeWithNode22("MCP Inspector CLI: resources, prompts and rich content of the fixture", () => {
  let host: RunningHost;
  let home: string;

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), "mcpforge-inspector-fixture-"));
    host = await startFixtureHost();
  });

  afterAll(async () => {
    await host?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  function inspector(args: string[]): Promise<RunResult> {
    return run(NODE22, [INSPECTOR_BIN, "--cli", ...args, "--", `${host.url}/conformance/mcp`], { timeoutMs: 60_000, env: { HOME: home, MCP_CATALOG_PATH: join(home, "mcp.json"), LOG_LEVEL: "warn" } });
  }

  async function ok(args: string[]): Promise<Record<string, any>> {
    const r = await inspector(args);
    expect({ exit: r.code, stderr: r.code === 0 ? "" : r.stderr }).toEqual({ exit: 0, stderr: "" });
    return JSON.parse(r.stdout);
  }

  test("resources/list, resources/templates/list and resources/read of a template", async () => {
    expect((await ok(["--method", "resources/list"])).resources.map((r: { uri: string }) => r.uri)).toEqual(["test://static-binary", "test://static-text", "test://watched-resource"]);
    expect((await ok(["--method", "resources/templates/list"])).resourceTemplates[0].uriTemplate).toBe("test://template/{id}/data");
    const read = await ok(["--method", "resources/read", "--uri", "test://template/42/data"]);
    expect(JSON.parse(read.contents[0].text)).toEqual({ id: "42", templateTest: true, data: "Data for ID: 42" });
  }, 90_000);

  test("prompts/get with arguments, and a tool result with an image block", async () => {
    const prompt = await ok(["--method", "prompts/get", "--prompt-name", "test_prompt_with_arguments", "--prompt-args", "arg1=a", "arg2=b"]);
    expect(prompt.messages[0].content.text).toBe("Prompt with arguments: arg1='a', arg2='b'");
    const image = await ok(["--method", "tools/call", "--tool-name", "test_image_content"]);
    expect(image.content[0]).toMatchObject({ type: "image", mimeType: "image/png" });
  }, 90_000);
});
