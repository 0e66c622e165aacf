import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { tempDataEnv } from "../../helpers/data";
import { startTestHost, type TestHost } from "../../helpers/host";
import type { ToolErrorBody } from "../../helpers/http";
import { toolCalls } from "../../helpers/tool-calls";

/** The housing service on a real host (127.0.0.1:0) with an SDK client over streamable HTTP. */
export interface RulesHarness {
  host: TestHost;
  client: Client;
  tool<T = any>(name: string, args?: Record<string, unknown>): Promise<T>;
  refusal(name: string, args?: Record<string, unknown>): Promise<ToolErrorBody>;
  close(): Promise<void>;
}

export async function startRules(env: Record<string, string> = {}): Promise<RulesHarness> {
  const data = tempDataEnv();
  const host = await startTestHost(["housing"], { env: { ...data.env, ...env } });
  const client = await host.client("housing");
  return {
    host,
    client,
    ...toolCalls(client),
    async close() {
      await host.close();
      data.cleanup();
    },
  };
}

/** A fee item by name (fails the test with the names present when missing). */
export function feeItem(result: { items: { name: string }[] }, name: string): any {
  const found = result.items.find((i) => i.name === name);
  if (!found) throw new Error(`no item "${name}" in ${result.items.map((i) => i.name).join(", ")}`);
  return found;
}
