// MRTR rounds without a transport: a handler asking twice (ctx.confirm, then ctx.elicit) across
// three calls, each answer carried forward in the requestState; a confirmation counts only as the
// answer to a round the server opened, a missing value may be supplied up front.
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

test("a confirmation supplied up front is not taken: the question is asked; a value supplied up front is", () => {
  const args = { id: "z" };
  const yes = { action: "accept", content: { confirm: true } };
  const reason = { action: "accept", content: { reason: "early" } };
  const first = call({ arguments: args, inputResponses: { confirm: yes, reason } });
  expect(Object.keys(first.inputRequests)).toEqual(["confirm"]);
  // Confirmed in the round the server opened; the reason given up front (again) completes the call.
  expect(call({ arguments: args, requestState: first.requestState, inputResponses: { confirm: yes, reason } })).toEqual({ done: { deleted: true, reason: "early" } });
});

test("a value used from up front travels in the next state like an answered one", () => {
  const channel = openRound({ arguments: {}, inputResponses: { reason: { action: "accept", content: { reason: "kept" } } } }, true, round());
  if (typeof channel === "string") throw new Error(channel);
  const why = elicitInput(channel, true, "tool", { key: "reason", message: "Why?", requestedSchema: { type: "object", properties: { reason: { type: "string" } } }, fallback });
  expect(why.content).toEqual({ reason: "kept" });
  expect(() => confirmInput(channel, true, "tool", { message: "Sure?", fallback })).toThrow(InputRequired);
  const next = inputRequiredResult({ arguments: {} }, channel, new InputRequired({ confirm: { method: "elicitation/create", params: {} } }), round());
  const reopened = openRound({ arguments: {}, requestState: next.requestState, inputResponses: {} }, true, round());
  expect(typeof reopened !== "string" && reopened.answers.get("reason")).toEqual({ action: "accept", content: { reason: "kept" } });
});
