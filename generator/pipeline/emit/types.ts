import type { ServiceIR } from "../ir";
import { mapSchema, type Json, type JsonObject } from "../schema/walk";

/**
 * TypeScript types for every tool input and output, via json-schema-to-typescript. Nested `title`s
 * are dropped first: json2ts would turn each into a named declaration, and two tools with the same
 * nested title would then collide. The IR alone decides top-level names.
 */
export async function emitTypes(service: ServiceIR): Promise<string[]> {
  // Parts are what format-types.ts formats one at a time: the defs in runs of DEFS_PER_PART, each
  // tool's three declarations together (prettier costs a few ms per call, more for the first).
  const parts: string[] = [];
  const defs: string[] = [];
  for (const def of service.defs) {
    const written = typeof def.schema.description === "string" ? `${def.schema.description}\n\n` : "";
    defs.push(await toType(def.schema, def.name, `${written}Defined at ${def.ref}.`));
  }
  for (let i = 0; i < defs.length; i += DEFS_PER_PART) parts.push(defs.slice(i, i + DEFS_PER_PART).join("\n"));
  for (const tool of service.tools) {
    const name = `\`${tool.name}\``;
    const own: string[] = [];
    own.push(await toType(tool.types.input, tool.names.inputType, `Arguments of ${name} as the handler receives them: every property with a default is set.`));
    const client = `Arguments of ${name} as a client sends them: properties with a default may be left out.`;
    // Without defaults both sides are one type: an alias, not a second copy.
    if (JSON.stringify(tool.types.clientInput) === JSON.stringify(tool.types.input)) own.push(`/** ${client} */\nexport type ${tool.names.clientInputType} = ${tool.names.inputType};\n`);
    else own.push(await toType(tool.types.clientInput, tool.names.clientInputType, client));
    own.push(await toType(tool.types.output, tool.names.outputType, `Result of ${name} (structuredContent).`));
    parts.push(own.join("\n"));
  }
  return parts; // types.ts is their text joined by blank lines (format-types.ts)
}

const DEFS_PER_PART = 8;

async function toType(schema: JsonObject, name: string, doc: string): Promise<string> {
  const clean = mapSchema(schema, ({ title: _title, ...rest }) => rest) as JsonObject;
  // Required on first use (~0.2 s to load): cached runs never need it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { compile } = require("json-schema-to-typescript") as typeof import("json-schema-to-typescript");
  return compile({ ...clean, description: doc } as never, name, {
    bannerComment: "",
    format: false,
    additionalProperties: false,
    strictIndexSignatures: true,
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    unknownAny: true,
    $refOptions: {},
  } as never);
}

export type { Json };
