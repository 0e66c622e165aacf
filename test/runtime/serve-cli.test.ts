import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { serviceSlugs } from "../../generated";
import { SMALL_GAMES_SAMPLE, tempDataEnv } from "../helpers/data";

// What `npm start` runs: the CLI serving every service from dist/, on a free port.
const BIN = join(__dirname, "..", "..", "bin", "mcpforge.js");
const data = tempDataEnv();
let child: ChildProcess;
let stderr = "";
let base = "";

beforeAll(async () => {
  child = spawn(process.execPath, [BIN, "serve", "--all", "--port", "0"], { env: { ...process.env, ...data.env, LOG_LEVEL: "warn", ...SMALL_GAMES_SAMPLE }, stdio: ["ignore", "ignore", "pipe"] });
  // Ready when the last service's line is written (the lines follow the host's start); no polling
  // with a deadline of its own: on a loaded machine `serve --all` took over 10 s to start.
  base = await new Promise<string>((resolve, reject) => {
    child.stderr!.on("data", (c: Buffer) => {
      stderr += c.toString();
      const ready = /(http:\/\/127\.0\.0\.1:\d+)\/webhooks\/mcp/.exec(stderr);
      if (ready) resolve(ready[1]);
    });
    child.once("exit", (code) => reject(new Error(`serve --all exited with ${code} before it was ready:\n${stderr}`)));
  });
});
afterAll(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
  data.cleanup();
});

test.each([...serviceSlugs])("%s answers initialize and tools/list with its running version", async (slug) => {
  const client = new Client({ name: "cli-e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/${slug}/mcp`)));
  const { tools } = await client.listTools();
  expect(tools.length).toBeGreaterThan(0);
  expect(stderr).toContain(`${slug.padEnd(9)} ${base}/${slug}/mcp  (v${client.getServerVersion()!.version}, ${tools.length} tools)`);
  await client.close();
});

test("SIGTERM shuts down gracefully with exit code 0", async () => {
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(stderr).toContain("SIGTERM: shutting down");
});
