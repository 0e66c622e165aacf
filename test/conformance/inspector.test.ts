import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serviceSlugs, services, type ServiceSlug } from "../../handlers";
import { SMALL_GAMES_SAMPLE } from "../helpers/data";
import { startTestHost, type TestHost } from "../helpers/host";
import { toolError } from "../helpers/http";
import { describeWithNode22, INSPECTOR_BIN, NODE22, ROOT, run, type RunResult } from "./mcp-tools";

/**
 * Smoke test with a real client: @modelcontextprotocol/inspector in CLI mode lists the tools of
 * every service and calls one, over streamable HTTP (the all-services host) and over stdio
 * (`node bin/mcpforge.js serve <slug> --stdio`, the built CLI: `npm test` builds first).
 *
 * The call sends only an undeclared argument, so the answer is the generated validator's
 * `invalid_arguments` refusal whatever the state of the handlers: at the undeclared argument for a
 * closed input schema, at the first missing required property for an open one.
 *
 * Error results carry no structuredContent (the error contract), so the inspector, which checks
 * structuredContent against the tool's output schema like the SDK 1.x `Client`, hands the error
 * result through and exits with its tool-error status.
 */
const EXIT_TOOL_ERROR = 5; // inspector CLI: the tool answered with isError: true

function toolNames(slug: ServiceSlug): string[] {
  return services[slug]().definition.tools.map((t) => t.name);
}

/**
 * Where the validator must object: at the undeclared argument when the tool's input is closed
 * (`additionalProperties: false`), otherwise at its first required property, which the call omits.
 */
function expectedIssuePath(slug: ServiceSlug, tool: string): string {
  const input = services[slug]().definition.tools.find((t) => t.name === tool)!.inputSchema as { additionalProperties?: unknown; required?: string[] };
  if (input.additionalProperties === false) return "/mcpforge_undeclared";
  if (!input.required?.length) throw new Error(`${slug}.${tool}: an open input without required properties accepts the call; pick another tool`);
  return `/${input.required[0]}`;
}

describeWithNode22("MCP Inspector CLI against every service", () => {
  let host: TestHost;
  let home: string;

  beforeAll(async () => {
    // A temporary HOME for the inspector's catalog, and the services' SQLite files under it.
    home = mkdtempSync(join(tmpdir(), "mcpforge-inspector-"));
    host = await startTestHost([...serviceSlugs], { env: { MCPFORGE_DATA_DIR: join(home, "data"), ...SMALL_GAMES_SAMPLE } });
  });

  afterAll(async () => {
    await host?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  /** The inspector in CLI mode; its catalog and any state go to a temporary HOME. `target`: the server's options, `--`, the server. */
  function inspector(args: string[], target: string[]): Promise<RunResult> {
    return run(NODE22, [INSPECTOR_BIN, "--cli", ...args, ...target], {
      timeoutMs: 60_000,
      env: { HOME: home, MCP_CATALOG_PATH: join(home, "mcp.json"), LOG_LEVEL: "warn", MCPFORGE_DATA_DIR: join(home, "data") },
    });
  }

  /**
   * The environment of a stdio server, which the inspector passes with `-e` (it hands a server only
   * HOME, PATH and the like of its own): the temporary data directory, not the checkout's var/, and
   * the relay's SMTP listeners on free ports, not the default ones another test may hold.
   */
  const stdioEnv = () =>
    Object.entries({ MCPFORGE_DATA_DIR: join(home, "stdio-data"), EMAIL_SUBMISSION_SMTP: "127.0.0.1:0", EMAIL_INBOUND_SMTP: "127.0.0.1:0", ...SMALL_GAMES_SAMPLE }).flatMap(([k, v]) => ["-e", `${k}=${v}`]);

  const transports: [string, (slug: ServiceSlug) => string[]][] = [
    ["HTTP", (slug) => ["--", `${host.url}/${slug}/mcp`]],
    ["stdio", (slug) => [...stdioEnv(), "--", process.execPath, join(ROOT, "bin", "mcpforge.js"), "serve", slug, "--stdio"]],
  ];

  describe.each(transports)("over %s", (_name, target) => {
    test.each([...serviceSlugs])("%s: tools/list lists every tool of the manifest", async (slug) => {
      const r = await inspector(["--method", "tools/list"], target(slug));
      expect({ exit: r.code, stderr: r.code === 0 ? "" : r.stderr }).toEqual({ exit: 0, stderr: "" });
      const listed = JSON.parse(r.stdout) as { tools: { name: string; inputSchema: { type: string }; outputSchema?: object }[] };
      expect(listed.tools.map((t) => t.name).sort()).toEqual(toolNames(slug).sort());
      for (const t of listed.tools) expect({ tool: t.name, input: t.inputSchema.type, output: typeof t.outputSchema }).toEqual({ tool: t.name, input: "object", output: "object" });
    }, 90_000);

    test.each([...serviceSlugs])("%s: tools/call with an undeclared argument and no required ones reaches the server's validator", async (slug) => {
      const tool = toolNames(slug).sort()[0];
      const r = await inspector(["--method", "tools/call", "--tool-name", tool, "--tool-arg", "mcpforge_undeclared=1"], target(slug));
      expect({ exit: r.code, stderr: r.code === EXIT_TOOL_ERROR ? "" : r.stderr }).toEqual({ exit: EXIT_TOOL_ERROR, stderr: "" });
      const error = toolError(JSON.parse(r.stdout));
      expect(error.code).toBe("invalid_arguments");
      expect(error.issues!.map((i) => i.path)).toContain(expectedIssuePath(slug, tool));
    }, 90_000);
  });
});
