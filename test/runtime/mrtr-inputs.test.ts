import { ToolError } from "../../generator/runtime/errors";
import { InputRequired, type InputChannel } from "../../generator/runtime/mrtr";
import { MissingClientCapability, requestInputs } from "../../generator/runtime/mrtr-inputs";

const fallback = new ToolError("input_unavailable", "cannot ask");
const NAME = { method: "elicitation/create" as const, params: { message: "Name?", requestedSchema: { type: "object", properties: { name: { type: "string" } } } } };
const SAMPLE = { method: "sampling/createMessage" as const, params: { messages: [], maxTokens: 10 } };
const ROOTS = { method: "roots/list" as const, params: {} };
const channel = (capabilities: Record<string, unknown>, answers: Record<string, unknown> = {}): InputChannel => ({ canElicit: "elicitation" in capabilities, capabilities, answers: new Map(Object.entries(answers)) });

function asked(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof InputRequired) return Object.keys(err.requests);
    throw err;
  }
  throw new Error("nothing was asked");
}

test("asks, in one round, only the requests whose capability the client declared", () => {
  expect(asked(() => requestInputs(channel({ sampling: {} }), true, "t", { requests: { user_name: NAME, greeting: SAMPLE, client_roots: ROOTS }, fallback }))).toEqual(["greeting"]);
  expect(asked(() => requestInputs(channel({ sampling: {}, elicitation: {}, roots: {} }), true, "t", { requests: { user_name: NAME, greeting: SAMPLE, client_roots: ROOTS }, fallback }))).toEqual(["user_name", "greeting", "client_roots"]);
});

test("well-formed answers are returned; a malformed one is asked again", () => {
  const all = { user_name: { action: "accept", content: { name: "Ada" } }, greeting: { role: "assistant", content: { type: "text", text: "hi" } }, client_roots: { roots: [{ uri: "file:///x" }] } };
  const caps = { sampling: {}, elicitation: {}, roots: {} };
  expect(requestInputs(channel(caps, all), true, "t", { requests: { user_name: NAME, greeting: SAMPLE, client_roots: ROOTS }, fallback })).toEqual({ user_name: all.user_name, greeting: all.greeting, client_roots: { roots: [{ uri: "file:///x" }] } });
  expect(asked(() => requestInputs(channel(caps, { ...all, greeting: 12345, client_roots: { roots: "x" } }), true, "t", { requests: { user_name: NAME, greeting: SAMPLE, client_roots: ROOTS }, fallback }))).toEqual(["greeting", "client_roots"]);
});

test("require: an undeclared capability is MissingClientCapability naming it as a ClientCapabilities object", () => {
  let err: unknown;
  try {
    requestInputs(channel({ elicitation: {} }), true, "t", { requests: { greeting: SAMPLE, user_name: NAME }, require: true, fallback });
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(MissingClientCapability);
  expect((err as MissingClientCapability).required).toEqual({ sampling: {} });
});

test("nothing askable (2025 request, or no fitting capability) throws the fallback; undeclared mayRequestInput fails", () => {
  expect(() => requestInputs(undefined, true, "t", { requests: { greeting: SAMPLE }, require: true, fallback })).toThrow(fallback);
  expect(() => requestInputs(channel({ roots: {} }), true, "t", { requests: { greeting: SAMPLE }, fallback })).toThrow(fallback);
  expect(() => requestInputs(channel({ sampling: {} }), false, "t", { requests: { greeting: SAMPLE }, fallback })).toThrow(/mayRequestInput/);
});
