import Ajv2020 from "ajv/dist/2020";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { assetRoot } from "../paths";
import type { Diagnostic } from "../diagnostics";
import { pointerOf } from "../diagnostics";
import { diagnosticAt, resolveRefs, SUPPORT_FILES, type SourceFile, type SpecSet } from "../load";
import { canonicalJson, isObject, type Json, type JsonObject } from "../schema/walk";
import { lintManifest } from "./lint";
import { checkParamHeaders } from "./mcp-header";
import { checkWrittenSchemas } from "./written";
import { stripExtensions } from "../schema/wire";
import { CompileCheck } from "./compile-check";
import { asWrittenSchemas } from "./as-written";
import { formatProblems } from "./format-rules";

export { lintManifest, TOOL_NAME, BUILTIN_ERRORS } from "./lint";

/** A manifest that passed validation, with every tool schema resolved (refs inlined). */
export interface ValidManifest {
  file: SourceFile;
  manifest: JsonObject;
  /** Tool name → resolved input and output schemas. */
  resolved: Map<string, { inputSchema: JsonObject; outputSchema: JsonObject }>;
  /** Tools published as written (`publishSchemas`): name → the schemas tools/list serves and validators compile. */
  published: Map<string, { inputSchema: JsonObject; outputSchema: JsonObject }>;
  /** Every `$defs` entry the tools use, key `path#/$defs/name` → resolved body (for named types). */
  defs: Map<string, JsonObject>;
}

const FORMAT_SCHEMA_PATH = join(assetRoot(), "spec", "manifest.schema.json");

let formatValidator: ReturnType<Ajv2020["compile"]> | undefined;
function manifestFormat() {
  if (!formatValidator) {
    const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true });
    formatValidator = ajv.compile(JSON.parse(readFileSync(FORMAT_SCHEMA_PATH, "utf8")));
  }
  return formatValidator;
}

/**
 * Validates every manifest of the set; collects every problem before returning. Manifests in
 * `cached` are skipped: the generation cache holds their result, and when every manifest is
 * cached the shared files are unchanged since a run that found them sound.
 */
export function validateSpec(set: SpecSet, cached: ReadonlySet<string> = new Set()): { manifests: ValidManifest[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [...set.diagnostics];
  const manifests: ValidManifest[] = [];
  const unformattable = new Set(set.diagnostics.map((d) => d.file));
  // Shared definitions are checked once, where they are written, not again in every manifest using them.
  const allCached = set.manifests.length > 0 && set.manifests.every((p) => cached.has(p));
  for (const [path, file] of set.files) {
    if (!allCached && isSharedDefs(path)) diagnostics.push(...checkWrittenSchemas(file));
  }
  const sharedBroken = diagnostics.some((d) => d.code === "invalid-schema");
  for (const path of set.manifests) {
    const file = set.files.get(path)!;
    if (file.value === undefined || cached.has(path)) continue; // syntax errors already reported
    const found = validateManifest(file, set, sharedBroken);
    diagnostics.push(...found.diagnostics);
    if (!unformattable.has(path) && found.diagnostics.every((d) => d.severity !== "error")) manifests.push(found.valid);
  }
  for (const path of set.files.keys()) {
    const file = set.files.get(path)!;
    // `format` refuses files with duplicate keys: advising it there would be wrong.
    if (file.value !== undefined && !unformattable.has(path) && canonicalJson(file.value) !== file.text) {
      diagnostics.push(diagnosticAt(file, "", { code: "not-canonical", message: "file is not in canonical form (keys sorted, 2-space indent, trailing newline)", help: "run `mcpforge format` to rewrite it; reviewers then see only real changes" }));
    }
  }
  return { manifests, diagnostics: once(diagnostics) };
}

/**
 * A problem inside a shared definition (a bad `$ref` in defs.json, say) is met again each time a
 * tool's schema resolves through it: report it once, at the place it is written.
 */
function once(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}:${d.line}:${d.col}\0${d.code}\0${d.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** spec/defs.json and the like: support files holding shared schemas (not the manifest format). */
function isSharedDefs(path: string): boolean {
  const name = path.split("/").pop() ?? "";
  return SUPPORT_FILES.has(name) && name !== "manifest.schema.json";
}

function validateManifest(file: SourceFile, set: SpecSet, sharedBroken: boolean): { valid: ValidManifest; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const written = checkWrittenSchemas(file);
  // A schema already reported where it is written would fail to compile in every tool using it:
  // compile only when the written schemas are sound, so each mistake is reported once.
  const compile = written.length === 0 && !sharedBroken;
  const value = file.value as Json;
  const validate = manifestFormat();
  if (!validate(value)) {
    for (const p of formatProblems(validate.errors ?? [])) {
      diagnostics.push(diagnosticAt(file, p.pointer, { code: "manifest-format", message: p.message, help: p.help ?? "see spec/manifest.schema.json" }));
    }
  }
  const manifest = isObject(value) ? value : {};
  diagnostics.push(...lintManifest(file, manifest), ...written);
  const resolved = new Map<string, { inputSchema: JsonObject; outputSchema: JsonObject }>();
  const published = new Map<string, { inputSchema: JsonObject; outputSchema: JsonObject }>();
  const strict = new CompileCheck(file);
  const slots: number[] = [];
  const tools = isObject(manifest.tools) ? manifest.tools : {};
  const defs = new Map<string, JsonObject>();
  for (const name of Object.keys(tools).sort()) {
    const tool = tools[name];
    if (!isObject(tool)) continue;
    const ctx = { files: set.files, diagnostics, defs };
    const asWritten = tool.publishSchemas === "as-written" ? asWrittenSchemas(file, name, tool, diagnostics) : undefined;
    if (asWritten) published.set(name, asWritten.published);
    const inputSchema = asWritten?.resolved.inputSchema ?? resolveRefs(ctx, file, tool.inputSchema ?? {}, ["tools", name, "inputSchema"]);
    const outputSchema = asWritten?.resolved.outputSchema ?? resolveRefs(ctx, file, tool.outputSchema ?? {}, ["tools", name, "outputSchema"]);
    for (const [key, schema] of [["inputSchema", inputSchema], ["outputSchema", outputSchema]] as const) {
      // A root written as {"$ref": …} must still be an object schema once resolved (MCP requires it).
      if (isObject(tool[key]) && "$ref" in (tool[key] as JsonObject) && isObject(schema) && Object.keys(schema).length > 0 && schema.type !== "object") {
        diagnostics.push(diagnosticAt(file, pointerOf(["tools", name, key, "$ref"]), { code: "root-not-object", message: `${key} $ref resolves to a schema of type ${JSON.stringify(schema.type ?? null)}; a tool's ${key} must be an object schema`, help: 'point the $ref at a definition with "type": "object"' }));
      }
    }
    if (isObject(inputSchema) && isObject(outputSchema)) {
      if (compile) {
        slots.push(diagnostics.length);
        const wire = (key: "inputSchema" | "outputSchema", schema: JsonObject) => () => asWritten?.published[key] ?? (stripExtensions(schema) as JsonObject);
        strict.add(name, "inputSchema", asWritten ? undefined : inputSchema, wire("inputSchema", inputSchema));
        strict.add(name, "outputSchema", asWritten ? undefined : outputSchema, wire("outputSchema", outputSchema));
      }
      diagnostics.push(...checkParamHeaders(file, name, inputSchema));
      resolved.set(name, { inputSchema, outputSchema });
    }
  }
  // Each tool's compile diagnostics go where they were found before the parts were compiled together.
  const found = strict.run();
  for (let i = slots.length - 1; i >= 0; i--) diagnostics.splice(slots[i], 0, ...found[2 * i], ...found[2 * i + 1]);
  return { valid: { file, manifest, resolved, published, defs }, diagnostics };
}
