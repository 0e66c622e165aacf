import type Ajv2020 from "ajv/dist/2020";
import type { Diagnostic } from "../diagnostics";
import { pointerOf } from "../diagnostics";
import { diagnosticAt, type SourceFile } from "../load";
import { codegenAjv, withoutDefaults } from "../schema/ajv";
import type { JsonObject } from "../schema/walk";
import { splitUnits, unitVerdicts, type Unit } from "./strict-units";

type Key = "inputSchema" | "outputSchema";
interface Pending {
  tool: string;
  key: Key;
  /** Unit keys, or undefined: compile whole. */
  units: string[] | undefined;
  /** Rebuilds the schema for a whole compile (not kept: a large manifest's copies would not fit). */
  schema: () => JsonObject;
}

/**
 * Strict ajv compile of each tool schema as served: catches misspelt keywords, bad regexes, unknown
 * formats and impossible schemas. One per manifest: `add` each schema, then `run`. Each distinct
 * part of the inline schemas compiles once (strict-units.ts); a schema with a failing part, or one
 * that cannot be split, compiles whole, so its diagnostic is ajv's own first complaint, as before.
 */
export class CompileCheck {
  private readonly ajv: Ajv2020 = codegenAjv({ checkOnly: true });
  private readonly pending: Pending[] = [];
  private readonly units = new Map<string, Unit>();

  constructor(private readonly file: SourceFile) {}

  /**
   * `resolved`: the tool's inline schema, split into parts as it is (without the copy `wire` makes);
   * undefined for a schema published as written, which is its own document (refs, anchors) and is
   * compiled whole. `wire`: the schema as served, built again only for a whole compile.
   */
  add(tool: string, key: Key, resolved: JsonObject | undefined, wire: () => JsonObject): void {
    const schema = () => (key === "inputSchema" ? wire() : withoutDefaults(wire()));
    const units = resolved && splitUnits(resolved, key === "outputSchema");
    for (const u of units ?? []) if (!this.units.has(u.key)) this.units.set(u.key, u);
    this.pending.push({ tool, key, units: units?.map((u) => u.key), schema });
  }

  /** Diagnostics per added schema, in the order added. */
  run(): Diagnostic[][] {
    const verdicts = unitVerdicts(this.ajv, this.units.values());
    this.units.clear();
    return this.pending.map((p) => (p.units?.every((k) => verdicts.get(k)) ? [] : this.whole(p.tool, p.key, p.schema())));
  }

  private whole(tool: string, key: Key, schema: JsonObject): Diagnostic[] {
    const id = `${key === "inputSchema" ? "input" : "output"}:${tool}`;
    try {
      this.ajv.addSchema(schema, id);
      this.ajv.getSchema(id); // compiles now: strict-mode problems surface here
      return [];
    } catch (err) {
      const message = (err as Error).message.replace(/^strict mode: /, "");
      // ajv names the schema location as `at "input:<tool>#/<pointer>"`: point there, not at the root.
      const inner = /at "(?:input|output):[^#"]*#(\/[^"]*)"/.exec(message)?.[1] ?? "";
      return [diagnosticAt(this.file, pointerOf(["tools", tool, key]) + inner, { code: "invalid-schema", message: `schema does not compile: ${message}`, help: "fix the keyword; see https://json-schema.org/draft/2020-12" })];
    } finally {
      this.ajv.removeSchema(id);
    }
  }
}
