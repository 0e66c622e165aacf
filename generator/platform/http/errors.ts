import { ToolError, type ErrorDetails } from "../../runtime";
import type { AddressClass } from "./address";

/**
 * Why an outbound request did not produce a response:
 * - target_not_allowed: scheme not http/https, or a resolved address in a refused class;
 * - too_many_redirects: more than MCPFORGE_OUTBOUND_MAX_REDIRECTS hops;
 * - upstream_timeout: the connect or total timeout passed;
 * - upstream_unavailable: DNS failure, refused connection, reset, TLS failure;
 * - invalid_url: the URL does not parse.
 */
export type OutboundErrorCode =
  "target_not_allowed" | "too_many_redirects" | "upstream_timeout" | "upstream_unavailable" | "invalid_url";

/** A hop taken before the error or the final response. */
export interface Hop {
  url: string;
  /** The validated address the hop connected to (absent when refused before connecting). */
  address?: string;
  status?: number;
}

/** A ToolError, so a handler may return it as is when its manifest declares the code. */
export class OutboundError extends ToolError<OutboundErrorCode> {
  constructor(
    code: OutboundErrorCode,
    message: string,
    readonly info: ErrorDetails & { url: string; hops: Hop[]; addressClass?: AddressClass; address?: string },
  ) {
    super(code, message, info);
    this.name = "OutboundError";
  }
}
