import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { tempDataEnv } from "../../helpers/data";
import { toolCalls } from "../../helpers/tool-calls";

/** The lots tools over stdio: `mcpforge serve housing --stdio` (the compiled host in dist/) in a child process. */
const ROOT = join(__dirname, "..", "..", "..");
const data = tempDataEnv();
let client: Client;

beforeAll(async () => {
  client = new Client({ name: "housing-lots-stdio", version: "1.0.0" });
  const env = { ...(process.env as Record<string, string>), ...data.env, LOG_LEVEL: "silent" };
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(ROOT, "bin", "mcpforge.js"), "serve", "housing", "--stdio"], cwd: ROOT, env, stderr: "ignore" }));
});
afterAll(async () => {
  await client?.close();
  data.cleanup();
});

test("resolve_parcel, match_plans_to_lot and a search answer over stdio as over HTTP", async () => {
  const { tool, refusal } = toolCalls(client);
  const parcel = await tool("resolve_parcel", { apn: "5211004017" });
  expect(parcel).toMatchObject({ sample: true, parcel: { apn: "5211-004-017", buildable: { largest_rectangle_ft: { width: 17, depth: 80 } } } });
  const match = await tool("match_plans_to_lot", { address: "2811 Elm Street, Los Angeles, CA 90042" });
  expect(match.best_match.title).toBe("Narrow One 500");
  const page = await tool("search_services", { category: "Plumber", limit: 2 });
  expect(page.providers).toHaveLength(2);
  expect((await tool("search_services", { category: "plumber", limit: 2, cursor: page.next_cursor })).providers).toHaveLength(1);
  expect((await refusal("resolve_parcel", { apn: "0000-000-000" })).code).toBe("not_found");
});
