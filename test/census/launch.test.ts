import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { tempDataEnv } from "../helpers/data";
import { startReplay, type Replay } from "./replay-server";

/** The package's two launch modes, exactly as a user runs them: `npm run start:stdio` and `npm run start:http`. */
describe("census launch modes", () => {
  let replay: Replay;
  const data = tempDataEnv();
  beforeAll(async () => {
    replay = await startReplay();
  });
  afterAll(async () => {
    await replay.close();
    data.cleanup();
  });
  const env = () => ({ ...process.env, ...data.env, CENSUS_API_BASE: replay.base, CENSUS_API_KEY: "good-key", MCPFORGE_OUTBOUND_ALLOW: "loopback", MCP_LOG_LEVEL: "info" }) as Record<string, string>;
  const query = { dataset: "acs/acs5", year: 2023, geography_level: "state", geography_fips: "53", variables: ["B19013_001E"] };

  test("start:stdio speaks MCP on stdout only and logs on stderr", async () => {
    const transport = new StdioClientTransport({ command: "npm", args: ["run", "--silent", "start:stdio"], env: env(), stderr: "pipe" });
    let stderr = "";
    transport.stderr!.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    const client = new Client({ name: "launch-test", version: "1.0.0" });
    const errors: Error[] = [];
    client.onerror = (e) => errors.push(e);
    await client.connect(transport);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: "census", version: "0.3.3" });
      expect((await client.listTools()).tools).toHaveLength(6);
      const r = await client.callTool({ name: "census_query_data", arguments: query });
      expect((r.structuredContent as any).rows[0].values.B19013_001E.estimate).toBe(94952);
      expect(errors).toEqual([]);
      expect(stderr).toMatch(/"msg":"census data server ready"/);
      expect(stderr).not.toContain("good-key");
    } finally {
      await client.close();
    }
  });

  test("start:http serves MCP_HTTP_ENDPOINT_PATH on MCP_HTTP_HOST:MCP_HTTP_PORT and honours MCP_LOG_LEVEL", async () => {
    const child = spawn("npm", ["run", "--silent", "start:http"], { env: { ...env(), MCP_HTTP_HOST: "127.0.0.1", MCP_HTTP_PORT: "0", MCP_HTTP_ENDPOINT_PATH: "/census-mcp", MCP_LOG_LEVEL: "warn" }, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const exited = once(child, "exit");
    let stderr = "";
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stderr!.on("data", (c: Buffer) => {
          stderr += c.toString("utf8");
          const m = /^census\s+(http:\/\/\S+)/m.exec(stderr);
          if (m) resolve(m[1]);
        });
        child.on("exit", (code) => reject(new Error(`start:http exited with ${code}: ${stderr}`)));
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/census-mcp$/);
      const client = new Client({ name: "launch-test", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      const r = await client.callTool({ name: "census_query_data", arguments: query });
      expect((r.structuredContent as any).rows[0].name).toBe("Washington");
      await client.close();
      expect(stderr).not.toContain("census data server ready");
    } finally {
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    }
  });
});
