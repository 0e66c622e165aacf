import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { definitions, serviceSlugs } from "../../generated";
import { issuesFrom } from "../../generator/runtime";
import type { ToolDefinition, ValidateFunction } from "../../generator/runtime";
import { codegenAjv, withoutDefaults } from "../../generator/pipeline/schema/ajv";
import type { JsonObject } from "../../generator/pipeline/schema/walk";
import { invalidArguments } from "../fuzz/schema/mutations";
import type { Json, Schema } from "../fuzz/schema/locations";
import { validSamples } from "../fuzz/schema/samples";

// Issue 11: the emitted validators share one compiled function per repeated subschema instead of
// a copy per tool. They must accept, refuse, name issues and fill defaults exactly as the former
// validators did: ajv compiling each tool's whole inline schema (what the emitter compiled before).
// Cases per tool: the constraint tables' valid and invalid arguments (test/constraints), and
// seeded mutations of the valid ones (the schema fuzz's generator); outputs: mutations of `{}`.
const MUTATIONS = 12;

interface Outcome {
  ok: boolean;
  issues: ReturnType<typeof issuesFrom>;
  /** The data after validation: input validators fill defaults. */
  data: unknown;
}

function run(validate: ValidateFunction, args: unknown): Outcome {
  const data = structuredClone(args);
  const ok = validate(data);
  return { ok, issues: ok ? [] : issuesFrom(validate.errors), data };
}

/** The former validators: each tool's inline schema compiled on its own. */
function formerValidators(tools: readonly ToolDefinition[]): { input: Map<string, ValidateFunction>; output: Map<string, ValidateFunction> } {
  const ajv = codegenAjv();
  const input = new Map<string, ValidateFunction>();
  const output = new Map<string, ValidateFunction>();
  for (const t of tools) {
    input.set(t.name, ajv.compile(t.inputSchema) as ValidateFunction);
    output.set(t.name, ajv.compile(withoutDefaults(t.outputSchema as JsonObject)) as ValidateFunction);
  }
  return { input, output };
}

/** Each sample without its optional properties (one at a time, then all): where defaults are filled. */
function withoutOptional(schema: Schema, samples: Json[]): Json[] {
  const s = schema as { properties?: Record<string, unknown>; required?: string[] };
  const optional = Object.keys(s.properties ?? {}).filter((k) => !(s.required ?? []).includes(k));
  return samples.flatMap((sample) => {
    if (sample === null || typeof sample !== "object" || Array.isArray(sample)) return [];
    const drop = (keys: string[]) => Object.fromEntries(Object.entries(sample).filter(([k]) => !keys.includes(k))) as Json;
    return [...optional.filter((k) => k in sample).map((k) => drop([k])), drop(optional)];
  });
}

function constraintCases(slug: string): { tool: string; args: Json }[] {
  const file = join(__dirname, "..", "constraints", `${slug}.json`);
  let table: { cases: { tool: string; valid?: Json; invalid?: Json }[] };
  try {
    table = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return [];
  }
  return table.cases.flatMap((c) => [c.valid, c.invalid].filter((a) => a !== undefined).map((args) => ({ tool: c.tool, args: args as Json })));
}

describe.each(serviceSlugs.map((s) => [s]))("%s: shared validators behave as the former per-tool validators", (slug) => {
  const definition = definitions[slug]();
  const former = formerValidators(definition.tools);
  const cases = constraintCases(slug);

  test.each(definition.tools.map((t) => [t.name, t] as const))("%s", (_name, tool) => {
    const samples = validSamples(slug, tool.name);
    const inputs: unknown[] = [...samples, ...withoutOptional(tool.inputSchema as Schema, samples), ...cases.filter((c) => c.tool === tool.name).map((c) => c.args)];
    inputs.push(...fc.sample(invalidArguments(tool.inputSchema as Schema, samples), { seed: 20261124, numRuns: MUTATIONS }).map((m) => m.args));
    let refused = 0;
    for (const args of inputs) {
      const now = run(tool.validateInput, args);
      expect({ args, ...now }).toEqual({ args, ...run(former.input.get(tool.name)!, args) });
      if (!now.ok) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    for (const sample of samples) expect(run(tool.validateInput, sample).ok).toBe(true);
    const outputs: unknown[] = [{}, null, [], ...fc.sample(invalidArguments(tool.outputSchema as Schema, [{}]), { seed: 20261124, numRuns: MUTATIONS }).map((m) => m.args)];
    for (const result of outputs) {
      const now = run(tool.validateOutput, result);
      expect({ result, ...now }).toEqual({ result, ...run(former.output.get(tool.name)!, result) });
      expect(now.data).toEqual(result); // an output validator never changes a result
    }
  });
});
