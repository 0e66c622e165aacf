import { type ImportContext, isJson, isObj, type Obj, ptr } from "./context";
import { convertSchema } from "./schema";

const EMPTY: Obj = { type: "object", additionalProperties: false, properties: {} };

/**
 * The output schema from the operation's 2xx response (the lowest status when there are several,
 * reported). MCP structured content is an object: a component `$ref` to an object stays a `$ref`
 * root, an object schema stays as it is, anything else (an array, a string) is wrapped as
 * `{ result: … }` (reported). No content (204) is an empty object.
 */
/** How a proxy reads the success body: JSON as the output, JSON wrapped as `{ result }`, text as `{ body }`, or nothing. */
export type OutputKind = "json" | "wrap" | "text" | "empty";

export function outputSchema(ctx: ImportContext, op: Obj, at: string): { schema: Obj; kind: OutputKind } {
  const responses = isObj(op.responses) ? op.responses : {};
  const success = Object.keys(responses)
    .filter((s) => /^2(\d\d|XX)$/i.test(s))
    .sort();
  if (success.length === 0) {
    ctx.warn(`${at}/responses`, "no 2xx response: the tool's output is an empty object");
    return { schema: EMPTY, kind: "empty" };
  }
  if (success.length > 1) ctx.warn(`${at}/responses`, `several success responses (${success.join(", ")}): the output schema is ${success[0]}'s`);
  const { value, at: rat } = ctx.resolve(responses[success[0]], `${at}/responses/${success[0]}`);
  if (!isObj(value)) return { schema: EMPTY, kind: "empty" };
  for (const key of ["headers", "links"]) if (value[key] !== undefined) ctx.warn(`${rat}/${key}`, `response ${key} dropped: the output is the body only`);
  const content = isObj(value.content) ? value.content : {};
  const types = Object.keys(content);
  const chosen = types.find(isJson) ?? types[0];
  const description = typeof value.description === "string" ? value.description.trim() : "";
  if (chosen === undefined) return { schema: { ...EMPTY, ...(description ? { description } : {}) }, kind: "empty" };
  const media = content[chosen];
  const sat = `${rat}/content${ptr(chosen)}/schema`;
  if (!isJson(chosen)) {
    ctx.warn(`${rat}/content${ptr(chosen)}`, `success body is ${chosen}, not JSON: the output carries it as the string "body"`);
    return { schema: { type: "object", additionalProperties: false, required: ["body"], properties: { body: { type: "string", description: description || `Response body (${chosen}).` } } }, kind: "text" };
  }
  const schema = convertSchema(ctx, isObj(media) ? media.schema : undefined, sat, { input: false });
  if (isObjectSchema(ctx, schema)) return { schema, kind: "json" };
  ctx.warn(sat, "success body is not an object (MCP structured content must be one): the output wraps it as { result }");
  return { schema: { type: "object", additionalProperties: false, required: ["result"], properties: { result: { ...schema, ...(description && !schema.description ? { description } : {}) } } }, kind: "wrap" };
}

function isObjectSchema(ctx: ImportContext, schema: Obj): boolean {
  if (typeof schema.$ref === "string") {
    const def = ctx.defs[schema.$ref.replace("#/$defs/", "")];
    return isObj(def) && def.type === "object";
  }
  return schema.type === "object";
}
