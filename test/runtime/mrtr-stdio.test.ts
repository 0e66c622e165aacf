// MRTR over stdio: `mcpforge serve webhooks --stdio` (the built code) with the SDK v2 client pinned
// to 2026-07-28; delete_webhook_bucket without confirm asks through the client's elicitation handler.
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { tempDataEnv } from "../helpers/data";
import { toolError } from "../helpers/http";

const data = tempDataEnv();
afterAll(() => data.cleanup());

async function client(answer: "accept" | "decline") {
  const c = new Client({ name: "mrtr-stdio", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } }, capabilities: { elicitation: { form: {} } } });
  const asked: string[] = [];
  c.setRequestHandler("elicitation/create", async (req: any) => {
    asked.push(req.params.message);
    return answer === "accept" ? { action: "accept", content: { confirm: true } } : { action: "decline" };
  });
  const env = { ...(process.env as Record<string, string>), ...data.env, LOG_LEVEL: "warn" };
  await c.connect(new StdioClientTransport({ command: process.execPath, args: [join(__dirname, "..", "..", "bin", "mcpforge.js"), "serve", "webhooks", "--stdio"], env, stderr: "pipe" }));
  return { c, asked };
}

test("declined, then confirmed: the bucket survives the first call and is deleted by the second", async () => {
  const no = await client("decline");
  let bucket: string;
  try {
    bucket = ((await no.c.callTool({ name: "create_webhook_bucket", arguments: { name: "stdio" } })).structuredContent as { bucket_id: string }).bucket_id;
    const refused = await no.c.callTool({ name: "delete_webhook_bucket", arguments: { bucket_id: bucket } });
    expect(toolError(refused as never).code).toBe("confirmation_required");
    expect(no.asked).toEqual([expect.stringContaining(bucket)]);
  } finally {
    await no.c.close();
  }
  const yes = await client("accept");
  try {
    const deleted = await yes.c.callTool({ name: "delete_webhook_bucket", arguments: { bucket_id: bucket } });
    expect(deleted.structuredContent).toMatchObject({ bucket_id: bucket, deleted: true });
    const gone = await yes.c.callTool({ name: "get_webhook_bucket", arguments: { bucket_id: bucket } });
    expect(toolError(gone as never).code).toBe("not_found");
  } finally {
    await yes.c.close();
  }
});
