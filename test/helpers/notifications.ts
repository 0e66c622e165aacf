import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { LoggingMessageNotificationSchema } from "@modelcontextprotocol/sdk/types.js";

/**
 * Calls the scripted `wait_for_webhook` (three progress notifications and one log, then the
 * reply) `calls` times; resolves with the progress values each call's onprogress saw and the
 * log data the client received, so a test can assert that none was dropped.
 */
export async function progressOfScriptedCalls(client: Client, calls: number): Promise<{ progress: number[][]; logs: unknown[] }> {
  const logs: unknown[] = [];
  client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => void logs.push(n.params.data));
  const progress: number[][] = [];
  for (let call = 0; call < calls; call++) {
    const seen: number[] = [];
    await client.callTool({ name: "wait_for_webhook", arguments: { bucket_id: "AAAAAAAAAAAAAAAAAAAAAA" } }, undefined, { onprogress: (p) => void seen.push(p.progress) });
    progress.push(seen);
  }
  return { progress, logs };
}
