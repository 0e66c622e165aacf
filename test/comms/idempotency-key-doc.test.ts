import { readFileSync } from "node:fs";
import { join } from "node:path";

// Issue 29, item 10: an idempotency_key must have 8 to 128 characters of [A-Za-z0-9_.:-]
// (spec/defs.json), which the interface document does not say; each comms tool that takes one
// says so in its description, where a client reads it before the refusal.
const spec = JSON.parse(readFileSync(join(__dirname, "..", "..", "spec", "comms.json"), "utf8"));
const defs = JSON.parse(readFileSync(join(__dirname, "..", "..", "spec", "defs.json"), "utf8"));
const keyed = Object.entries<any>(spec.tools).filter(([, t]) => t.inputSchema.properties.idempotency_key);

test.each(keyed.map(([name]) => name))("%s states the idempotency_key limits the schema enforces", (name) => {
  const { minLength, maxLength, pattern } = defs.$defs.idempotencyKey;
  expect([minLength, maxLength, pattern]).toEqual([8, 128, "^[A-Za-z0-9_.:-]+$"]);
  expect(spec.tools[name].description).toContain("idempotency_key is 8 to 128 characters of letters, digits and _ . : -");
});
