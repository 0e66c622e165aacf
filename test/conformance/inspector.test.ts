import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serviceSlugs, services, type ServiceSlug } from "../../generated";
import { startTestHost, type TestHost } from "../helpers/host";
import { describeWithNode22, INSPECTOR_BIN, NODE22, ROOT, run, type RunResult } from "./mcp-tools";

/**
 * Smoke test with a real client: @modelcontextprotocol/inspector in CLI mode lists the tools of
 * every service and calls one, over streamable HTTP (the all-services host) and over stdio
 * (`node bin/mcpforge.js serve <slug> --stdio`, the built CLI: `npm test` builds first).
 *
 * The call sends an undeclared argument, so the answer is the generated validator's
 * `invalid_arguments` refusal whatever the state of the handlers.
 *
 * KNOWN ISSUE (README, "Conformance"): the inspector, like the SDK 1.x `Client` after
 * `listTools()`, validates `structuredContent` against the tool's output schema even when
 * `isError` is true, and rejects every error result of the error contract
 * (`structuredContent.error = {code, …}`). Until the contract is settled the test asserts exactly
 * that refusal; flip this flag when error results conform and the test expects the result itself.
 */
const ERROR_RESULTS_PASS_CLIENT_OUTPUT_VALIDATION = false;

const EXIT_TOOL_ERROR = 5; // inspector CLI: the tool answered with isError: true

function toolNames(slug: ServiceSlug): string[] {
  return services[slug]().definition.tools.map((t) => t.name);
}

/** Properties the tool's output schema requires (the client checks error results against them). */
function outputRequired(slug: ServiceSlug, tool: string): string[] {
  const def = services[slug]().definition.tools.find((t) => t.name === tool)!;
  return (def.outputSchema.required as string[] | undefined) ?? [];
}

describeWithNode22("MCP Inspector CLI against every service", () => {
  let host: TestHost;
  let home: string;

  beforeAll(async () => {
    // A temporary HOME for the inspector's catalog, and the services' SQLite files under it.
    home = mkdtempSync(join(tmpdir(), "mcpforge-inspector-"));
    host = await startTestHost([...serviceSlugs], { env: { MCPFORGE_DATA_DIR: join(home, "data") } });
  });

  afterAll(async () => {
    await host?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  /** The inspector in CLI mode; its catalog and any state go to a temporary HOME. */
  function inspector(args: string[], target: string[]): Promise<RunResult> {
    return run(NODE22, [INSPECTOR_BIN, "--cli", ...args, "--", ...target], {
      timeoutMs: 60_000,
      env: { HOME: home, MCP_CATALOG_PATH: join(home, "mcp.json"), LOG_LEVEL: "warn", MCPFORGE_DATA_DIR: join(home, "data") },
    });
  }

  const transports: [string, (slug: ServiceSlug) => string[]][] = [
    ["HTTP", (slug) => [`${host.url}/${slug}/mcp`]],
    ["stdio", (slug) => [process.execPath, join(ROOT, "bin", "mcpforge.js"), "serve", slug, "--stdio"]],
  ];

  describe.each(transports)("over %s", (_name, target) => {
    test.each([...serviceSlugs])("%s: tools/list lists every tool of the manifest", async (slug) => {
      const r = await inspector(["--method", "tools/list"], target(slug));
      expect({ exit: r.code, stderr: r.code === 0 ? "" : r.stderr }).toEqual({ exit: 0, stderr: "" });
      const listed = JSON.parse(r.stdout) as { tools: { name: string; inputSchema: { type: string }; outputSchema?: object }[] };
      expect(listed.tools.map((t) => t.name).sort()).toEqual(toolNames(slug).sort());
      for (const t of listed.tools) expect({ tool: t.name, input: t.inputSchema.type, output: typeof t.outputSchema }).toEqual({ tool: t.name, input: "object", output: "object" });
    }, 90_000);

    test.each([...serviceSlugs])("%s: tools/call with an undeclared argument reaches the server's validator", async (slug) => {
      const tool = toolNames(slug).sort()[0];
      const r = await inspector(["--method", "tools/call", "--tool-name", tool, "--tool-arg", "mcpforge_undeclared=1"], target(slug));
      if (ERROR_RESULTS_PASS_CLIENT_OUTPUT_VALIDATION) {
        expect(r.code).toBe(EXIT_TOOL_ERROR);
        const result = JSON.parse(r.stdout) as { isError: boolean; structuredContent: { error: { code: string; issues: { path: string }[] } } };
        expect(result.isError).toBe(true);
        expect(result.structuredContent.error.code).toBe("invalid_arguments");
        expect(result.structuredContent.error.issues.map((i) => i.path)).toContain("/mcpforge_undeclared");
      } else {
        // The server answered: the client read a tool result and checked its structuredContent
        // against the tool's *output* schema, whose required properties it names, and refused it.
        const required = outputRequired(slug, tool);
        expect(r.code).toBe(1);
        if (required.length) expect(r.stderr).toContain(`must have required property '${required[0]}'`);
        expect(r.stderr).toContain("must NOT have additional properties");
      }
    }, 90_000);
  });
});
