import { UnknownToolError } from "../errors";
import { InputRequired } from "../mrtr";
import { MissingClientCapability } from "../mrtr-inputs";
import type { Operation } from "./operation";

export type { Operation };

/** Where an error result carries its error object (dispatch.ts ERROR_META_KEY; repeated here, dispatch imports this file). */
const ERROR_META_KEY = "dev.mcpforge/error";

interface ResultLike {
  isError?: true;
  _meta?: Record<string, unknown>;
}

/**
 * Runs one tools/call inside its operation and ends the operation with the outcome: an `isError`
 * result's declared code as error.type (`not_found`, `invalid_arguments`, `internal_error`), a
 * JSON-RPC error's code for what the caller turns into one (unknown tool -32602, a capability the
 * client lacks -32021, anything else -32603). An MRTR round that asks for input is no error.
 */
export function observed<R extends ResultLike>(op: Operation, run: () => Promise<R>): Promise<R> {
  return op.run(run).then(
    (result) => {
      if (result.isError) {
        const error = result._meta?.[ERROR_META_KEY] as { code?: unknown; message?: unknown } | undefined;
        op.end(typeof error?.code === "string" ? error.code : "tool_error", typeof error?.message === "string" ? error.message : undefined);
      } else op.end();
      return result;
    },
    (err: unknown) => {
      if (err instanceof InputRequired) op.end();
      else {
        const code = err instanceof UnknownToolError ? -32602 : err instanceof MissingClientCapability ? -32021 : -32603;
        op.end(String(code), err instanceof Error ? err.message : undefined, code);
      }
      throw err;
    },
  );
}
