import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { startTestHost, type TestHost } from "../helpers/host";
import type { ToolErrorBody } from "../helpers/http";
import { toolCalls } from "../helpers/tool-calls";

export interface CensusHarness {
  host: TestHost;
  client: Client;
  tool<T = any>(name: string, args?: Record<string, unknown>): Promise<T>;
  refusal(name: string, args?: Record<string, unknown>): Promise<ToolErrorBody>;
  close(): Promise<void>;
}

/** The census service on a real host with an SDK client; `env` sets CENSUS_API_BASE/KEY. */
export async function startCensus(env: Record<string, string>): Promise<CensusHarness> {
  const host = await startTestHost(["census"], { env: { MCPFORGE_OUTBOUND_ALLOW: "loopback", ...env } });
  const client = await host.client("census");
  return {
    host,
    client,
    ...toolCalls(client),
    close: () => host.close(),
  };
}
