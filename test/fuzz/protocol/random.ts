import fc from "fast-check";
import { FUZZ_RUNS } from "../settings";

const METHODS = ["tools/call", "tools/list", "initialize", "ping", "logging/setLevel", "notifications/initialized", "notifications/cancelled", "resources/list", "prompts/list", "completion/complete", "server/discover"];
const anything = fc.jsonValue({ maxDepth: 3 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 4 });

/** A JSON-RPC-shaped message with each member sometimes missing, of the wrong type, or odd. */
const envelope = fc.record(
  {
    jsonrpc: fc.oneof({ weight: 4, arbitrary: fc.constant("2.0") }, anything),
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 12 }), fc.constant(null), anything),
    method: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...METHODS) }, fc.string({ maxLength: 20 }), anything),
    params: fc.oneof(
      fc.record({ name: fc.oneof(fc.constantFrom("census_list_datasets", "census_search_variables", "nope"), anything), arguments: maybe(anything), _meta: maybe(anything) }, { requiredKeys: [] }),
      fc.record({ protocolVersion: maybe(anything), level: maybe(anything), requestId: maybe(anything) }, { requiredKeys: [] }),
      anything,
    ),
  },
  { requiredKeys: [] },
);

/**
 * FUZZ_RUNS request bodies: single messages, batches of 0 to 40, and arbitrary JSON; the same
 * list for the same seed.
 */
export function randomEnvelopes(seed: number): string[] {
  const body = fc.oneof(
    { weight: 5, arbitrary: envelope },
    { weight: 3, arbitrary: fc.array(envelope, { maxLength: 40 }) },
    { weight: 1, arbitrary: anything },
  );
  return fc.sample(body, { seed, numRuns: FUZZ_RUNS }).map((b) => JSON.stringify(b));
}
