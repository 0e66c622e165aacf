import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { callRaw, toolError, type ToolErrorBody } from "./http";

/** `tool()` returns structuredContent and fails the test on a refusal; `refusal()` returns the error of one that must be refused. */
export function toolCalls(client: Client): {
  tool<T = any>(name: string, args?: Record<string, unknown>): Promise<T>;
  refusal(name: string, args?: Record<string, unknown>): Promise<ToolErrorBody>;
} {
  return {
    async tool(name, args = {}) {
      const r = await client.callTool({ name, arguments: args });
      if (r.isError) throw new Error(`${name} was refused: ${JSON.stringify(toolError(r))}`);
      return r.structuredContent as any;
    },
    async refusal(name, args = {}) {
      return toolError(await callRaw(client, name, args));
    },
  };
}
