import type { ServiceIR } from "../ir";
import { mapSchema, type Json, type JsonObject } from "../schema/walk";

/**
 * TypeScript types for every tool input and output, via json-schema-to-typescript. Nested `title`s
 * are dropped first: json2ts would turn each into a named declaration, and two tools with the same
 * nested title would then collide. The IR alone decides top-level names.
 */
export async function emitTypes(service: ServiceIR): Promise<string[]> {
  const parts: string[] = [];
  for (const def of service.defs) {
    const written = typeof def.schema.description === "string" ? `${def.schema.description}\n\n` : "";
    parts.push(await toType(def.schema, def.name, `${written}Defined at ${def.ref}.`));
  }
  for (const tool of service.tools) {
    const name = `\`${tool.name}\``;
    parts.push(await toType(tool.types.input, tool.names.inputType, `Arguments of ${name} as the handler receives them: every property with a default is set.`));
    const client = `Arguments of ${name} as a client sends them: properties with a default may be left out.`;
    // Without defaults both sides are one type: an alias, not a second copy.
    if (JSON.stringify(tool.types.clientInput) === JSON.stringify(tool.types.input)) parts.push(`/** ${client} */\nexport type ${tool.names.clientInputType} = ${tool.names.inputType};\n`);
    else parts.push(await toType(tool.types.clientInput, tool.names.clientInputType, client));
    parts.push(await toType(tool.types.output, tool.names.outputType, `Result of ${name} (structuredContent).`));
  }
  return parts; // types.ts is their text joined by blank lines (format-types.ts)
}

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
