import type { ToolError } from "./errors";
import { argumentsDigest, openState, sealState } from "./mrtr-state";

/**
 * Multi Round-Trip Requests (2026-07-28 basic/patterns/mrtr) for handlers: `ctx.confirm()` and
 * `ctx.elicit()`. Servers are stateless, so asking is "answer InputRequiredResult now, run the
 * handler again on the retry": a handler that asks is re-run from the start with the answers, and
 * must not write anything before it asks. Where the client cannot answer (a 2025 request, or a
 * 2026 client without the elicitation capability) the handler's `fallback` refusal is thrown
 * instead: a declared error telling the agent which argument to pass.
 */
export interface ElicitAnswer {
  action: "accept" | "decline" | "cancel";
  content?: Record<string, unknown>;
}

export interface ConfirmOptions<E extends string> {
  /** What the user is asked, e.g. "Delete bucket X and its 12 captures?". */
  message: string;
  /** The input key (default "confirm"). */
  key?: string;
  /** Thrown where the client cannot be asked: name the argument that confirms instead. */
  fallback: ToolError<E>;
}

export interface ElicitOptions<E extends string> {
  key: string;
  message: string;
  /** A flat object schema of primitive properties (the elicitation form rules). */
  requestedSchema: Record<string, unknown>;
  fallback: ToolError<E>;
}

/** What a modern call offers a handler: whether it may ask, and the answers it has. */
export interface InputChannel {
  canElicit: boolean;
  /** Answers of verified rounds; a pre-supplied answer a handler used joins them (sealed into the next state). */
  answers: Map<string, unknown>;
  /**
   * inputResponses for keys no verified requestState asked (all of them on a first call). A
   * missing value (ctx.elicit, ctx.input) may be supplied up front like an argument (SEP-2322:
   * what the server did not ask is ignored, what it can use completes the call); a confirmation
   * (ctx.confirm) never is: it counts only as the answer to a round the server opened.
   */
  unasked?: ReadonlyMap<string, unknown>;
  /** The request's declared client capabilities (which kinds of input request may be sent). */
  capabilities?: Readonly<Record<string, unknown>>;
  /**
   * The digest of the call's arguments as the client sent them, taken before input validation
   * fills defaults in place (ajv useDefaults): a round's state is sealed over it, so the retry,
   * which sends the same arguments, matches. Set for targets that may ask (protocol/call.ts).
   */
  digest?: string;
  /**
   * Inside a task (tasks-input.ts): instead of ending the call, the task waits in status
   * input_required until the client answers through tasks/update; the answers are then in `answers`.
   */
  park?(requests: Record<string, InputRequest>, signal: AbortSignal): Promise<void>;
}

/** The server-to-client requests an InputRequiredResult may carry. */
export type InputMethod = "elicitation/create" | "sampling/createMessage" | "roots/list";
export interface InputRequest {
  method: InputMethod;
  params: Record<string, unknown>;
}

/** Thrown by ctx.confirm/ctx.elicit/ctx.input to end this round; the modern core answers InputRequiredResult. */
export class InputRequired extends Error {
  constructor(readonly requests: Record<string, InputRequest>) {
    super("input required");
  }
}

const ACTIONS = new Set(["accept", "decline", "cancel"]);

export function answerOf(v: unknown): ElicitAnswer | undefined {
  if (v === null || typeof v !== "object" || !ACTIONS.has((v as ElicitAnswer).action)) return undefined;
  const content = (v as ElicitAnswer).content;
  return content !== null && typeof content === "object" && !Array.isArray(content) ? { action: (v as ElicitAnswer).action, content } : { action: (v as ElicitAnswer).action };
}

/**
 * The answer for `key`: a verified round's, else (when `upFront`) one supplied without being asked,
 * which then travels in later states like a verified one.
 */
export function answerFor<T>(channel: InputChannel, key: string, upFront: boolean, valid: (v: unknown) => T | undefined): T | undefined {
  const verified = valid(channel.answers.get(key));
  if (verified !== undefined || !upFront || !channel.unasked?.has(key)) return verified;
  const supplied = valid(channel.unasked.get(key));
  if (supplied !== undefined) channel.answers.set(key, channel.unasked.get(key));
  return supplied;
}

/** Shared by confirm and elicit: the answer for `key`, or the refusal / the round's end. */
function ask<E extends string>(channel: InputChannel | undefined, allowed: boolean, tool: string, key: string, params: Record<string, unknown>, fallback: ToolError<E>, upFront: boolean): ElicitAnswer {
  if (!allowed) throw new Error(`tool "${tool}" asked for input but its manifest entry does not declare "mayRequestInput": true`);
  if (!channel?.canElicit) throw fallback;
  const answer = answerFor(channel, key, upFront, answerOf);
  // A missing or malformed answer is asked again (mrtr "Error Handling": re-request, not an error).
  if (!answer) throw new InputRequired({ [key]: { method: "elicitation/create", params: { mode: "form", ...params } } });
  return answer;
}

export function confirmInput<E extends string>(channel: InputChannel | undefined, allowed: boolean, tool: string, o: ConfirmOptions<E>): boolean {
  const key = o.key ?? "confirm";
  const requestedSchema = { type: "object", properties: { confirm: { type: "boolean", title: "Confirm", description: o.message } }, required: ["confirm"] };
  const answer = ask(channel, allowed, tool, key, { message: o.message, requestedSchema }, o.fallback, false);
  return answer.action === "accept" && answer.content?.confirm === true;
}

export function elicitInput<E extends string>(channel: InputChannel | undefined, allowed: boolean, tool: string, o: ElicitOptions<E>): ElicitAnswer {
  return ask(channel, allowed, tool, o.key, { message: o.message, requestedSchema: o.requestedSchema }, o.fallback, true);
}

/** How the modern core opens and closes rounds for one tool. */
export interface RoundOptions {
  key: Buffer;
  /** `<slug>/<tool>`: a state from one tool is refused by another. */
  scope: string;
  now: number;
  ttlMs: number;
}

/**
 * The answers a retry brings: those of the verified requestState's earlier rounds plus the
 * inputResponses for the keys that state asked for. inputResponses for anything else are
 * `unasked`: ctx.elicit and ctx.input may use them as values supplied up front, ctx.confirm never
 * does (a client cannot pre-confirm what it was never shown); keys no handler asks are ignored.
 * A string error: the state was not issued for this call (tampered, another tool or other
 * arguments) or expired; the call is refused before the handler runs. `o` is read only when the
 * request carries a requestState (protocol/call.ts builds none for a first call).
 */
export function openRound(params: Record<string, unknown>, canElicit: boolean, o: RoundOptions, capabilities?: Readonly<Record<string, unknown>>): InputChannel | string {
  const state = params.requestState;
  const responses = params.inputResponses;
  if (responses !== undefined && (responses === null || typeof responses !== "object" || Array.isArray(responses))) return "inputResponses must be an object keyed by the inputRequests keys";
  const given = (responses ?? {}) as Record<string, unknown>;
  if (state === undefined) return { canElicit, answers: new Map(), unasked: new Map(Object.entries(given)), capabilities };
  const p = openState(o.key, o.scope, state);
  if (!p || p.d !== argumentsDigest(params.arguments)) return "requestState was not issued for this call or was changed; retry the call without requestState and inputResponses";
  if (p.e < o.now) return "requestState has expired; retry the call without requestState and inputResponses";
  const answers = new Map<string, unknown>(Object.entries(p.a));
  const asked = new Set(p.k);
  for (const k of p.k) if (Object.hasOwn(given, k)) answers.set(k, given[k]);
  const unasked = new Map(Object.entries(given).filter(([k]) => !asked.has(k)));
  return { canElicit, answers, unasked, capabilities };
}

/** The InputRequiredResult body (without `_meta`) closing a round. */
export function inputRequiredResult(params: Record<string, unknown>, channel: InputChannel, err: InputRequired, o: RoundOptions): Record<string, unknown> {
  const payload = { d: channel.digest ?? argumentsDigest(params.arguments), e: o.now + o.ttlMs, k: Object.keys(err.requests), a: Object.fromEntries(channel.answers) };
  return { resultType: "input_required", inputRequests: err.requests, requestState: sealState(o.key, o.scope, payload) };
}
