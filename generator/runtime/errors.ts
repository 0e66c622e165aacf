import { issuesText, type Issue } from "./issues";

/**
 * Extra fields of a refusal's error object, beside `code` and `message` (which they may not
 * replace: the error contract owns those two keys).
 */
export type ErrorDetails = Record<string, unknown> & { code?: never; message?: never };

/**
 * A business refusal: becomes a tool result with `isError: true` and
 * `_meta["dev.mcpforge/error"] = {code, message, ...details}` (no structuredContent). Handlers create it with `ctx.error()`,
 * which only accepts the codes the manifest declares for the tool.
 */
export class ToolError<C extends string = string> extends Error {
  constructor(
    readonly code: C,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    // A refusal is an answer, not a fault: its stack is never logged or sent. Capturing one walks
    // (and deoptimises the summaries of) every optimised frame below: 12 % of the server's CPU on
    // the invalid-arguments path under load (perf, issue 32). So none is captured.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = "ToolError";
  }
}

/**
 * The invalid_arguments refusal: the message names every listed issue; `omitted` more were
 * counted past the MCPFORGE_MAX_ISSUES cap and are not listed.
 */
export function invalidArgumentsError(issues: readonly Issue[], omitted = 0): ToolError<"invalid_arguments"> {
  const r = invalidArgumentsRefusal(issues, omitted);
  return new ToolError(r.code, r.message, r.details);
}

/** The fields of invalidArgumentsError() without the Error object, for the validation hot path. */
export function invalidArgumentsRefusal(issues: readonly Issue[], omitted = 0): { code: "invalid_arguments"; message: string; details: ErrorDetails } {
  const more = omitted === 0 ? "" : `; and ${omitted} more not listed (at most ${issues.length} are: MCPFORGE_MAX_ISSUES)`;
  return { code: "invalid_arguments", message: `Invalid arguments: ${issuesText(issues)}${more}`, details: omitted === 0 ? { issues: [...issues] } : { issues: [...issues], issues_omitted: omitted } };
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
