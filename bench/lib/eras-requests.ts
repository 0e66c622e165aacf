import { MCP_HEADERS } from "./load";
import { postRpc, sameJson } from "./mcp-http";
import { CALL_ARGS, TOOL } from "../servers/rent-tool";

/** The 2026-07-28 tools/call of the eras benchmark: per-request `_meta` and the three headers. */
export const MODERN_BODY = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: {
    name: TOOL,
    arguments: CALL_ARGS,
    _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} },
  },
});
export const MODERN_HEADERS: Record<string, string> = { ...MCP_HEADERS, "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": TOOL };

/**
 * Refuses a zero-work control (bench/servers/forge-zero.ts) that is not one: its 2026 reply must
 * equal the generated server's, and it must do none of the 2026 checks (a wrong Mcp-Name header,
 * refused by the real 2026 path with HTTP 400, is answered as if it were right). Both hold only
 * while the shims still replace what the runtime calls; a renamed export would otherwise leave the
 * control silently running the real 2026 path.
 */
export async function verifyZeroControl(forgeUrl: string, zeroUrl: string): Promise<void> {
  const forge = (await postRpc(forgeUrl, MODERN_BODY, MODERN_HEADERS)).message?.result;
  const zero = (await postRpc(zeroUrl, MODERN_BODY, MODERN_HEADERS)).message?.result;
  if (!sameJson(zero, forge)) throw new Error(`the zero-work control answers the 2026 request differently: ${JSON.stringify(zero)} · ${JSON.stringify(forge)}`);
  const wrong = { ...MODERN_HEADERS, "mcp-name": "not_the_tool" };
  const real = await postRpc(forgeUrl, MODERN_BODY, wrong);
  const control = await postRpc(zeroUrl, MODERN_BODY, wrong);
  if (real.status !== 400 || control.status !== 200 || !sameJson(control.message?.result, forge)) {
    throw new Error(`the zero-work control still runs 2026 checks (a wrong Mcp-Name answered ${control.status}; the generated server ${real.status})`);
  }
}

