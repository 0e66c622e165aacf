import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { tempDataEnv } from "../../helpers/data";
import { toolCalls } from "../../helpers/tool-calls";
import { TEST_SECRET_KEY } from "./harness";

const ROOT = join(__dirname, "..", "..", "..");

test("over stdio (`mcpforge serve housing --stdio`) the catalog answers the same listings", async () => {
  const data = tempDataEnv();
  const client = new Client({ name: "housing-stdio-test", version: "1.0.0" });
  const env = { ...(process.env as Record<string, string>), ...data.env, HOUSING_SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: "silent" };
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(ROOT, "bin", "mcpforge.js"), "serve", "housing", "--stdio"], cwd: ROOT, env, stderr: "ignore" }));
  try {
    const { tool, refusal } = toolCalls(client);
    const page = await tool("search_rentals", { city: "San Francisco", limit: 3 });
    expect(page.listings).toHaveLength(3);
    expect(page.listings.every((l: any) => l.city === "San Francisco" && l.permit_verified && l.sample)).toBe(true);
    const next = await tool("search_rentals", { city: "San Francisco", limit: 3, cursor: page.next_cursor });
    expect(next.listings[0].published_at <= page.listings[2].published_at).toBe(true);
    expect((await tool("get_rental", { id: page.listings[0].id })).permit_verification.source).toMatch(/San Francisco/);
    expect(await refusal("search_rentals", { min_price: 2, max_price: 1 })).toMatchObject({ code: "invalid_range" });
  } finally {
    await client.close();
    data.cleanup();
  }
});
