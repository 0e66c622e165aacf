import { spawn } from "node:child_process";
import { createServer, type AddressInfo, type Server } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLogger, loadConfig, startHost } from "../../generator/runtime";
import { services, storage } from "../../handlers";
import { tempDataEnv } from "../helpers/data";

// Issue 29, item 9: a host whose HTTP port (or an SMTP listener's address) is taken logged
// EADDRINUSE and kept its SMTP listeners and job workers running with no HTTP. Now start-up
// ends: exit code 1, a message naming the address, and nothing left running (the process
// exits on its own; a leftover listener or worker would keep it alive past the test's timeout).

const BIN = join(__dirname, "..", "..", "bin", "mcpforge.js");
const data = tempDataEnv();
let taken: Server;
let port: number;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  port = (taken.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  data.cleanup();
});

/** Runs `mcpforge serve …` to its end: the exit code and what it wrote to stderr. */
function serve(args: string[], env: Record<string, string>, cwd?: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [BIN, "serve", ...args], {
    cwd,
    env: { ...process.env, ...data.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stderr })));
}

test("a taken HTTP port ends start-up with exit 1 and says which port and what to do", async () => {
  const r = await serve(["email", "comms", "--port", String(port)], {});
  expect(r.code).toBe(1);
  expect(r.stderr).toContain(`HTTP port 127.0.0.1:${port} is already in use (EADDRINUSE)`);
}, 30_000);

test("a taken SMTP submission address ends start-up with exit 1, naming its variable", async () => {
  const r = await serve(["email", "--port", "0"], { EMAIL_SUBMISSION_SMTP: `127.0.0.1:${port}` });
  expect(r.code).toBe(1);
  expect(r.stderr).toContain(`SMTP submission listener cannot bind 127.0.0.1:${port}: the address is already in use (EADDRINUSE); set EMAIL_SUBMISSION_SMTP`);
}, 30_000);

test("the port is asked for before any service's sources load: a taken port is refused even where there is no project to load", async () => {
  // An empty directory has no generated/ or handlers/: loading it would fail with "no …/generated/index.ts".
  // The refusal names the port instead, so the bind was tried first (serve --all took 5.7 s to
  // reach the bind on a loaded machine when it came after loading nine services' sources).
  const empty = mkdtempSync(join(tmpdir(), "taken-port-"));
  const r = await serve(["--all", "--port", String(port)], {}, empty);
  expect(r.code).toBe(1);
  expect(r.stderr).toContain(`HTTP port 127.0.0.1:${port} is already in use (EADDRINUSE)`);
  expect(r.stderr).not.toContain("generated");
}, 30_000);

test("startHost itself refuses a taken port (one taken between serve's check and its bind), before any service starts", async () => {
  const start = startHost({ services: [services.webhooks()], config: loadConfig(data.env, { host: "127.0.0.1", port }), logger: createLogger("silent"), storage });
  await expect(start).rejects.toThrow(`HTTP port 127.0.0.1:${port} is already in use (EADDRINUSE)`);
});
