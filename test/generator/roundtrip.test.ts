import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ValidateFunction } from "../../generator/runtime";
import { issuesFrom } from "../../generator/runtime";
import { runPipeline } from "../../generator/pipeline/run";
import { loadEmittedValidators } from "../helpers/emitted-validators";

// Round trip through the *emitted* standalone validators (not a fresh Ajv): every
// `<tool>.N.json` sample must pass, every `<tool>.N.fail.json` must fail naming its property.
const ROOT = join(__dirname, "..", "fixtures", "basic");
const SAMPLES = join(ROOT, "samples");
let validators: Record<string, ValidateFunction>;

beforeAll(async () => {
  const { files } = await runPipeline({ root: ROOT });
  validators = loadEmittedValidators(files.find((f) => f.path === "generated/demo/validators.ts")!.content, ROOT);
});

const samples = readdirSync(SAMPLES).sort();
const inputValidator = (file: string) => file.split(".")[0].replace(/-/g, "_") + "_input";

test.each(samples.filter((f) => !f.includes(".fail.")))("%s passes", (file) => {
  const args = JSON.parse(readFileSync(join(SAMPLES, file), "utf8"));
  const validate = validators[inputValidator(file)];
  expect(validate(args)).toBe(true);
});

test.each(samples.filter((f) => f.includes(".fail.")))("%s fails naming its property", (file) => {
  const { arguments: args, property } = JSON.parse(readFileSync(join(SAMPLES, file), "utf8"));
  const validate = validators[inputValidator(file)];
  expect(validate(args)).toBe(false);
  expect(issuesFrom(validate.errors).map((i) => i.path)).toContain(property);
});

test("every tool has samples both ways", async () => {
  const { services } = await runPipeline({ root: ROOT });
  for (const tool of services[0].tools) {
    expect(samples.some((s) => s.startsWith(`${tool.name}.`) && !s.includes(".fail."))).toBe(true);
    expect(samples.some((s) => s.startsWith(`${tool.name}.`) && s.includes(".fail."))).toBe(true);
  }
});

test("defaults are filled in by the emitted input validator", () => {
  const args: Record<string, unknown> = { name: "Dune", kind: "book", price: "1", idempotency_key: "key-0001" };
  expect(validators.create_item_input(args)).toBe(true);
  expect(args.quantity).toBe(1);
});
