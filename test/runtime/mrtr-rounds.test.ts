// MRTR rounds without a transport: a handler asking twice (ctx.confirm, then ctx.elicit) across
// three calls, each answer carried forward in the requestState; answers to keys never asked ignored.
import { errorResult } from "../../generator/runtime";
import { ToolError } from "../../generator/runtime/errors";
import { confirmInput, elicitInput, InputRequired, inputRequiredResult, openRound, type InputChannel } from "../../generator/runtime/mrtr";

const round = (now = 1_000) => ({ key: Buffer.alloc(32, 7), scope: "svc/tool", now, ttlMs: 60_000 });
const fallback = new ToolError("confirmation_required", "pass confirm: true");

/** The handler under test: confirm, then ask for a reason; returns what it got. */
function handler(channel: InputChannel) {
  const ok = confirmInput(channel, true, "tool", { message: "Delete?", fallback });
  if (!ok) return { deleted: false };
  const why = elicitInput(channel, true, "tool", { key: "reason", message: "Why?", requestedSchema: { type: "object", properties: { reason: { type: "string" } } }, fallback });
  return { deleted: true, reason: why.content?.reason };
}

/** One call: the handler's answer, or the InputRequiredResult closing the round. */
function call(params: Record<string, unknown>): Record<string, any> {
  const channel = openRound(params, true, round());
  if (typeof channel === "string") return { refused: channel };
  try {
    return { done: handler(channel) };
  } catch (err) {
    if (err instanceof InputRequired) return inputRequiredResult(params, channel, err, round());
    throw err;
  }
}

test("two questions take two rounds; the first answer travels in the state", () => {
  const args = { id: "x" };
  const first = call({ arguments: args });
  expect(Object.keys(first.inputRequests)).toEqual(["confirm"]);
  const second = call({ arguments: args, requestState: first.requestState, inputResponses: { confirm: { action: "accept", content: { confirm: true } } } });
  expect(Object.keys(second.inputRequests)).toEqual(["reason"]);
  // The retry carries only this round's answer; the confirmation comes from the state.
  const third = call({ arguments: args, requestState: second.requestState, inputResponses: { reason: { action: "accept", content: { reason: "cleanup" } } } });
  expect(third).toEqual({ done: { deleted: true, reason: "cleanup" } });
});

test("an answer to a key the state did not ask for is ignored; a malformed answer is asked again", () => {
  const args = { id: "y" };
  const first = call({ arguments: args });
  const smuggled = call({ arguments: args, requestState: first.requestState, inputResponses: { reason: { action: "accept", content: { reason: "x" } }, confirm: { action: "maybe" } } });
  expect(Object.keys(smuggled.inputRequests)).toEqual(["confirm"]);
});

test("a decline is an answer (false), not a new question", () => {
  const first = call({ arguments: {} });
  expect(call({ arguments: {}, requestState: first.requestState, inputResponses: { confirm: { action: "decline" } } })).toEqual({ done: { deleted: false } });
});

test("where the client cannot answer, the fallback refusal is thrown; a tool not declaring mayRequestInput fails", () => {
  expect(() => confirmInput({ canElicit: false, answers: new Map() }, true, "tool", { message: "?", fallback })).toThrow(fallback);
  expect(() => confirmInput(undefined, true, "tool", { message: "?", fallback })).toThrow(fallback);
  expect(() => confirmInput({ canElicit: true, answers: new Map() }, false, "tool", { message: "?", fallback })).toThrow(/mayRequestInput/);
  expect(errorResult(fallback.code, fallback.message)._meta).toEqual({ "dev.mcpforge/error": { code: "confirmation_required", message: "pass confirm: true" } });
});

test("inputResponses that is not an object is refused", () => {
  expect(openRound({ arguments: {}, inputResponses: [1] }, true, round())).toMatch(/inputResponses must be an object/);
});
