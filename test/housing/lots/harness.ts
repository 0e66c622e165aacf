import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { tempDataEnv } from "../../helpers/data";
import { startTestHost, type TestHost } from "../../helpers/host";
import { toolCalls } from "../../helpers/tool-calls";

/** The housing service on a real host (127.0.0.1:0, private SQLite) with an SDK client over HTTP. */
export type HousingHarness = ReturnType<typeof toolCalls> & { host: TestHost; client: Client; close(): Promise<void> };

export async function startHousing(env: Record<string, string> = {}): Promise<HousingHarness> {
  const data = tempDataEnv();
  const host = await startTestHost(["housing"], { env: { ...data.env, ...env } });
  const client = await host.client("housing");
  const close = async () => {
    await host.close();
    data.cleanup();
  };
  return { host, client, close, ...toolCalls(client) };
}
