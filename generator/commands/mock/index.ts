import type { BoundService, ServiceDefinition, ToolDefinition } from "../../runtime";
import { synthesize } from "./synth";

export { synthesize } from "./synth";
export { sampleRegex } from "./regex";

/** `_meta` key of every result `serve --mock` answers: `{ "dev.mcpforge/mock": true }`. */
export const MOCK_META_KEY = "dev.mcpforge/mock";

export type MockAnswer = { ok: true; value: unknown; source: "example" | "synthesized" } | { ok: false; reason: string };

/**
 * What a tool answers in mock mode: the first of its output schema's `examples` that the output
 * validator accepts, otherwise a value synthesised from the schema (every property, then only the
 * required ones) that it accepts. Deterministic: the same schema always gives the same answer.
 */
export function mockAnswer(tool: Pick<ToolDefinition, "name" | "outputSchema" | "validateOutput">): MockAnswer {
  const examples = Array.isArray(tool.outputSchema.examples) ? (tool.outputSchema.examples as unknown[]) : [];
  const example = examples.find((e) => tool.validateOutput(e));
  if (example !== undefined) return { ok: true, value: example, source: "example" };
  for (const full of [true, false]) {
    const value = synthesize(tool.outputSchema, { full });
    if (tool.validateOutput(value)) return { ok: true, value, source: "synthesized" };
  }
  const errors = (tool.validateOutput.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`.trim());
  return { ok: false, reason: `no example of ${tool.name}'s output schema validates and none could be synthesised (${errors.join("; ")})` };
}

/**
 * A service whose every tool answers its mock value instead of running handlers: inputs are still
 * validated, outputs are validated once here (and again by the runtime when output validation is
 * on), and each result carries `_meta["dev.mcpforge/mock"]: true` so no one mistakes it for data.
 * A tool without a valid mock answers `internal_error`; `unmocked` lists them for the operator.
 * Tools that need a signed-in subject (manifest `auth`) answer anonymously: a mock runs no
 * authorization server and holds no one's data.
 */
export function mockService(definition: ServiceDefinition<unknown>): { bound: BoundService; unmocked: string[] } {
  const answers = new Map(definition.tools.map((t) => [t.name, mockAnswer(t)]));
  const tools = Object.fromEntries(
    [...answers].map(([name, answer]) => [
      name,
      async () => {
        if (!answer.ok) throw new Error(answer.reason);
        return structuredClone(answer.value);
      },
    ]),
  );
  const anonymous = definition.tools.map((t) => (t.auth ? { ...t, auth: undefined } : t));
  const marked: ServiceDefinition<unknown> = { ...definition, tools: anonymous, resultMeta: { ...definition.resultMeta, [MOCK_META_KEY]: true } };
  const unmocked = [...answers].filter(([, a]) => !a.ok).map(([name, a]) => `${name}: ${(a as { reason: string }).reason}`);
  return { bound: { definition: marked, factory: () => ({ tools }) }, unmocked };
}

/** generated/index.ts as `serve --mock` reads it: no handlers are loaded. */
export interface GeneratedRegistry {
  serviceSlugs: readonly string[];
  definitions: Record<string, () => ServiceDefinition<unknown>>;
}

/** The slug → service map of `serve --mock`; each tool without a valid mock is reported through `warn`. */
export function mockRegistry(generated: GeneratedRegistry, warn: (line: string) => void): { serviceSlugs: readonly string[]; services: Record<string, () => BoundService> } {
  const services = Object.fromEntries(
    generated.serviceSlugs.map((slug) => [
      slug,
      () => {
        const { bound, unmocked } = mockService(generated.definitions[slug]());
        for (const line of unmocked) warn(`warning: ${slug} ${line}\n`);
        return bound;
      },
    ]),
  );
  return { serviceSlugs: generated.serviceSlugs, services };
}
