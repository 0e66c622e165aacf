/**
 * A business refusal: becomes a tool result with `isError: true` and
 * `_meta["dev.mcpforge/error"] = {code, message, ...details}` (no structuredContent). Handlers create it with `ctx.error()`,
 * which only accepts the codes the manifest declares for the tool.
 */
export class ToolError<C extends string = string> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ToolError";
  }
}

/** Raised for a tools/call naming no tool: JSON-RPC -32602, per the MCP specification. */
export class UnknownToolError extends Error {
  readonly rpcCode = -32602;
  constructor(readonly tool: string) {
    super(`Unknown tool: ${tool}`);
  }
}

/** Stub body for a tool whose business logic is not built yet. */
export function notImplemented(tool: string) {
  return async (): Promise<never> => {
    throw new ToolError("not_implemented", `${tool} is declared in the manifest but its handler is not implemented yet`);
  };
}
