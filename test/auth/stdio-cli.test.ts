import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { services } from "../../handlers";
import { tempDataEnv } from "../helpers/data";
import { callRaw, toolError } from "../helpers/http";
import { resultError, startAuthHost } from "./harness";

const ROOT = join(__dirname, "..", "..");
const BIN = join(ROOT, "bin", "mcpforge.js");

test("over stdio a tool that needs a subject answers the declared sign_in_required; modes are ignored", async () => {
  const data = tempDataEnv();
  const client = new Client({ name: "stdio-test", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, "serve", "freight", "--stdio"], cwd: ROOT, env: { ...(process.env as Record<string, string>), ...data.env, MCP_AUTH_MODE: "oauth", LOG_LEVEL: "silent" }, stderr: "ignore" }));
  try {
    const err = toolError(await callRaw(client, "health", {}));
    expect(err).toMatchObject({ code: "sign_in_required" });
    expect(String(err.message)).toContain("stdio carries no sign-in");
    expect((await callRaw(client, "list_languages", {})).isError).toBeFalsy();
  } finally {
    await client.close();
    data.cleanup();
  }
});

test("`mcpforge auth token` prints a token the running host accepts for that service only", async () => {
  const h = await startAuthHost([services.freight(), services.housing()]);
  try {
    const env = { ...process.env, ...h.env, MCPFORGE_PUBLIC_URL: h.url };
    const { stdout } = await promisify(execFile)(process.execPath, [BIN, "auth", "token", "--service", "freight", "--subject", "ops@example.com", "--scope", "freight:health"], { cwd: ROOT, env });
    const token = stdout.trim();
    h.clock.set(new Date()); // the CLI signs on the system clock
    const ok = await h.call("freight", "health", {}, { authorization: `Bearer ${token}` });
    expect([ok.status, ok.headers["www-authenticate"], resultError(ok)?.code]).toEqual([200, undefined, undefined]);
    const elsewhere = await h.call("housing", "get_my_activity", {}, { authorization: `Bearer ${token}` });
    expect(elsewhere.status).toBe(401);
    const external = promisify(execFile)(process.execPath, [BIN, "auth", "token", "--service", "freight", "--subject", "a@b.c"], { cwd: ROOT, env: { ...env, MCPFORGE_AUTH_ISSUER: "https://idp.example" } });
    await expect(external).rejects.toThrow("tokens come from that issuer, not from mcpforge");
  } finally {
    await h.close();
  }
});
