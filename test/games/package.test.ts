import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { join } from "node:path";
import { callRaw, toolError } from "../helpers/http";
import { CONTEXT, startGames, type GamesHarness } from "./harness";

const ROOT = join(__dirname, "..", "..");

describe("the local package (stdio) forwarding to the HTTP service at SVC_API_BASE", () => {
  let h: GamesHarness;
  let client: Client;
  beforeAll(async () => {
    h = await startGames({ GAMES_SAMPLE_MATCHES: "500" });
    client = new Client({ name: "package-test", version: "1.0.0" });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ["-r", join(ROOT, "bench", "lib", "register.js"), join(ROOT, "handlers", "games", "package", "main.ts")],
      env: { PATH: process.env.PATH ?? "", SVC_API_BASE: h.host.url, MCPFORGE_OUTBOUND_ALLOW: "loopback" },
      cwd: ROOT,
      stderr: "pipe",
    });
    await client.connect(transport);
  });
  afterAll(async () => {
    await client.close();
    await h.close();
  });

  test("lists the seventeen tools and reports the package version", async () => {
    expect((await client.listTools()).tools).toHaveLength(17);
    expect(client.getServerVersion()?.version).toBe("0.2.1");
  });

  test("a call gives the same result as the HTTP service, refusals included", async () => {
    const args = { query: "Crystal Maidn", context: CONTEXT };
    const viaPackage = await client.callTool({ name: "lookup_hero", arguments: args });
    const direct = await h.client.callTool({ name: "lookup_hero", arguments: args });
    expect(viaPackage.structuredContent).toEqual(direct.structuredContent);
    expect((viaPackage.structuredContent as { id: string }).id).toBe("crystal-maiden");
    const refused = toolError(await callRaw(client, "lookup_hero", { query: "Shadow", context: CONTEXT }));
    expect(refused.code).toBe("did_you_mean");
  });
});
