import { cpus, loadavg } from "node:os";
import type { ValidateFunction } from "ajv";
import { get_webhook_bucket_input } from "../generated/webhooks/validators";
import { errorResult, invalidArguments } from "../generator/runtime/dispatch";
import { issuesWithin } from "../generator/runtime/issues";
import { resultJsonText, withWire } from "../generator/runtime/result-json";

/**
 * What an invalid-arguments refusal costs in-process, part by part (issue 32, fourth round): the
 * npm-start invalid-arguments cell (webhooks `get_webhook_bucket`, `bucket_id: 5`) from the
 * generated validator to the JSON-RPC text, and the JSON primitives it is made of, beside the
 * alternatives that were measured and not taken. CPU time (user + sys) per call, the median of
 * ROUNDS rounds of N calls after a warm-up.
 *
 *   node -r ./bench/lib/register.js bench/refusal-parts.ts        (ROUNDS=7 N=300000)
 */
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const N = Number(process.env.N ?? 300_000);
const input = { bucket_id: 5 };
const max = 20;
/** Typed as the runtime reads it (ToolDefinition.validateInput): ajv sets `errors` on a failure. */
const validate = get_webhook_bucket_input as unknown as ValidateFunction;

function refusal() {
  validate(input);
  const { issues, omitted } = issuesWithin(validate.errors, max);
  return invalidArguments(issues, omitted);
}
const made = refusal();
const details = { issues: [{ path: "/bucket_id", message: "must be string" }] };
const message = "Invalid arguments: /bucket_id must be string";
const error = { ...details, code: "invalid_arguments", message };
const errorJson = JSON.stringify(error);
const text = `Error invalid_arguments: ${message}\n{"error":${errorJson}}`;
const WIRE = Symbol("bench.wire");

const parts: [string, () => unknown][] = [
  ["generated validator (fails)", () => validate(input)],
  ["validator + issuesWithin", () => (validate(input), issuesWithin(validate.errors, max))],
  ["the refusal: validator to ToolResult", refusal],
  ["  errorResult alone", () => errorResult("invalid_arguments", message, details)],
  ["  JSON.stringify(error)", () => JSON.stringify(error)],
  ["  JSON.stringify(text) (the escaped text)", () => JSON.stringify(text)],
  ["  withWire (non-enumerable defineProperty)", () => withWire({ isError: true }, "h", "m")],
  ["the refusal to JSON-RPC text", () => `{"jsonrpc":"2.0","id":1,"result":${resultJsonText(refusal())}}`],
  ["(kept) the wire text of a made result", () => resultJsonText(made)],
  ["not taken: JSON.stringify(errorJson)", () => JSON.stringify(errorJson)],
  ["not taken: errorJson.replace(/[\"\\\\]/g)", () => errorJson.replace(/["\\]/g, "\\$&")],
  ["not taken: errorJson.replaceAll('\"')", () => errorJson.replaceAll('"', '\\"')],
  ["not taken: errorJson.split/join", () => errorJson.split('"').join('\\"')],
  ["not taken: symbol by assignment", () => ({ isError: true, [WIRE]: { head: "h", meta: "m" } })],
];

let sink: unknown;
console.log(`${new Date().toISOString()} · Node ${process.version} · ${cpus().length} × ${cpus()[0]?.model} · load ${loadavg()[0].toFixed(1)}`);
console.log(`| part | ns per call (CPU, median of ${ROUNDS} × ${N}) |\n| --- | --- |`);
for (const [name, f] of parts) {
  for (let i = 0; i < N; i++) sink = f();
  const ns: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t = process.cpuUsage();
    for (let i = 0; i < N; i++) sink = f();
    const c = process.cpuUsage(t);
    ns.push(((c.user + c.system) * 1000) / N);
  }
  ns.sort((a, b) => a - b);
  console.log(`| ${name} | ${ns[ns.length >> 1].toFixed(0)} |`);
}
if (sink === undefined) console.log("");
console.log(`load at the end ${loadavg()[0].toFixed(1)}`);
