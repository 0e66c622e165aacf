import type { ToolError } from "./errors";
import { answerFor, answerOf, InputRequired, type InputChannel, type InputMethod, type InputRequest } from "./mrtr";

/** The client capability (2026-07-28 `clientCapabilities` key) each MRTR input request needs. */
export const CAPABILITY_OF: Readonly<Record<InputMethod, string>> = {
  "elicitation/create": "elicitation",
  "sampling/createMessage": "sampling",
  "roots/list": "roots",
};

/**
 * Thrown by ctx.input({ require: true }) when the client did not declare a capability the call
 * needs; the modern core answers MissingRequiredClientCapabilityError (-32021, HTTP 400) with
 * `data.requiredCapabilities` a ClientCapabilities object ({ sampling: {} }).
 */
export class MissingClientCapability extends Error {
  constructor(readonly required: Record<string, Record<string, never>>) {
    super(`Missing required client capability: this call needs ${Object.keys(required).join(", ")} in params._meta["io.modelcontextprotocol/clientCapabilities"]`);
  }
}

export interface InputsOptions<E extends string> {
  /** The questions, by input key: elicitation/create, sampling/createMessage or roots/list requests. */
  requests: Record<string, InputRequest>;
  /**
   * true: a request whose capability the client did not declare refuses the call (-32021);
   * false (default): such requests are left out of the round (mrtr: only ask what the client declared).
   */
  require?: boolean;
  /** Thrown where nothing can be asked (a 2025 request, or no declared capability fits). */
  fallback: ToolError<E>;
}

/** A well-formed answer to one request, or undefined (then it is asked again). */
function validAnswer(method: InputMethod, v: unknown): unknown {
  if (method === "elicitation/create") return answerOf(v);
  if (v === null || typeof v !== "object" || Array.isArray(v)) return undefined;
  const o = v as Record<string, unknown>;
  if (method === "roots/list") return Array.isArray(o.roots) ? { roots: o.roots } : undefined;
  return typeof o.role === "string" && o.content !== null && typeof o.content === "object" ? o : undefined;
}

/**
 * ctx.input: the answers to the requests the client can serve, asking the missing ones in one
 * round (InputRequired). Keys the client cannot serve are absent from the answers.
 */
export function requestInputs<E extends string>(channel: InputChannel | undefined, allowed: boolean, tool: string, o: InputsOptions<E>): Record<string, unknown> {
  if (!allowed) throw new Error(`tool "${tool}" asked for input but its manifest entry does not declare "mayRequestInput": true`);
  const caps = channel?.capabilities ?? (channel?.canElicit ? { elicitation: {} } : {});
  const entries = Object.entries(o.requests);
  const can = (r: InputRequest) => typeof caps[CAPABILITY_OF[r.method]] === "object" && caps[CAPABILITY_OF[r.method]] !== null;
  const missing = entries.filter(([, r]) => !can(r));
  if (channel && o.require && missing.length > 0) throw new MissingClientCapability(Object.fromEntries(missing.map(([, r]) => [CAPABILITY_OF[r.method], {}])));
  const askable = entries.filter(([, r]) => can(r));
  if (!channel || askable.length === 0) throw o.fallback;
  const answers: Record<string, unknown> = {};
  const ask: Record<string, InputRequest> = {};
  for (const [key, r] of askable) {
    const answer = answerFor(channel, key, true, (v) => validAnswer(r.method, v));
    if (answer === undefined) ask[key] = r;
    else answers[key] = answer;
  }
  if (Object.keys(ask).length > 0) throw new InputRequired(ask);
  return answers;
}
