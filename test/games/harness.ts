import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { startTestHost, type TestHost } from "../helpers/host";
import { tempDataEnv } from "../helpers/data";
import type { ToolErrorBody } from "../helpers/http";
import { toolCalls } from "../helpers/tool-calls";

/** A valid `context` argument (15 to 25 words, third person, nothing personal). */
export const CONTEXT = "An analyst compares hero statistics for a draft preparation session and wants the figures as reported by the service.";

/** The games service on a real host (private SQLite unless DATABASE_URL is given) with an SDK client. */
export interface GamesHarness {
  host: TestHost;
  client: Client;
  /** The environment the service runs with (DATABASE_URL of its private database). */
  env: Record<string, string>;
  tool<T = any>(name: string, args?: Record<string, unknown>): Promise<T>;
  refusal(name: string, args?: Record<string, unknown>): Promise<ToolErrorBody>;
  close(): Promise<void>;
}

export async function startGames(env: Record<string, string> = {}): Promise<GamesHarness> {
  const data = tempDataEnv();
  const fullEnv = { ...data.env, ...env };
  const host = await startTestHost(["games"], { env: fullEnv });
  const client = await host.client("games");
  const calls = toolCalls(client);
  return {
    host,
    client,
    env: fullEnv,
    tool: (name, args = {}) => calls.tool(name, { context: CONTEXT, ...args }),
    refusal: (name, args = {}) => calls.refusal(name, { context: CONTEXT, ...args }),
    async close() {
      await host.close();
      data.cleanup();
    },
  };
}
