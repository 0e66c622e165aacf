import { type ImportContext, isJson, isObj, type Obj, ptr } from "./context";
import { errorCodeOf, groupOf } from "./names";
import { convertSchema, exampleValue } from "./schema";
import { outputSchema } from "./response";
import { type ProxyParam, type ProxyRoute, securityOf } from "./routes";

const RESERVED_HEADERS = new Set(["accept", "content-type", "authorization"]);

export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

export interface OperationRef {
  path: string;
  method: (typeof METHODS)[number];
  op: Obj;
  pathItem: Obj;
  /** Pointer of the operation in the document: /paths/~1pets~1{petId}/get */
  at: string;
}

export interface BuiltTool {
  tool: Obj;
  /** How a proxy handler calls the operation. */
  route: ProxyRoute;
  /** Error codes this operation's non-2xx responses map to, with their meaning. */
  errors: Record<string, string>;
}

/**
 * Hints from the HTTP method (RFC 9110 semantics): GET/HEAD/OPTIONS only read; PUT and DELETE are
 * idempotent; PUT, PATCH and DELETE change or remove what exists; POST creates. Every operation
 * reaches a remote API, so openWorldHint is true.
 */
function annotations(method: string): Obj {
  const read = method === "get" || method === "head" || method === "options" || method === "trace";
  return {
    readOnlyHint: read,
    destructiveHint: method === "put" || method === "patch" || method === "delete",
    idempotentHint: read || method === "put" || method === "delete",
    openWorldHint: true,
  };
}

export function operationTool(ctx: ImportContext, ref: OperationRef): BuiltTool {
  const { op, at, method, path } = ref;
  const label = `${method.toUpperCase()} ${path}`;
  for (const key of ["callbacks", "servers"]) if (op[key] !== undefined) ctx.warn(`${at}/${key}`, `${key} dropped: a tool is one call; the handler decides where it goes`);
  if (Array.isArray(op.security) && op.security.length) ctx.warn(`${at}/security`, "security requirement not carried: the handler supplies credentials (e.g. from the service's environment)");
  const summary = typeof op.summary === "string" ? op.summary.trim() : "";
  let description = typeof op.description === "string" && op.description.trim() ? op.description.trim() : summary;
  if (!description) ctx.warn(at, `${label} has neither summary nor description: agents choose tools by their descriptions`);
  if (description.length < 20) description = description ? `${description} (${label})` : `Calls ${label} on the API.`;
  const group = Array.isArray(op.tags) ? groupOf(op.tags[0]) : undefined;
  const errors = errorCatalog(ctx, op, at);
  const statuses = errorStatuses(op);
  // A proxy can always meet a status the document does not list, or no answer at all.
  errors.upstream_error ??= "The API answered with an error the document does not list, or did not answer.";
  const input = inputSchema(ctx, ref);
  const output = outputSchema(ctx, op, at);
  const route: ProxyRoute = { method: method.toUpperCase(), path, params: input.params, ...(input.body ? { body: input.body } : {}), output: output.kind, errors: statuses, security: securityOf(ctx, op) };
  const tool: Obj = {
    title: summary || label,
    description,
    annotations: annotations(method),
    errors: Object.keys(errors).sort(),
    inputSchema: input.schema,
    outputSchema: output.schema,
    ...(group ? { group } : {}),
  };
  return { tool, errors, route };
}

/** Response status (404, 4XX, default) → the error code it is declared as. */
function errorStatuses(op: Obj): Record<string, string> {
  const responses = isObj(op.responses) ? op.responses : {};
  return Object.fromEntries(Object.keys(responses).filter((s) => !/^2(\d\d|XX)$/i.test(s)).map((s) => [s.toUpperCase() === "DEFAULT" ? "default" : s.toUpperCase(), errorCodeOf(s)]));
}

function errorCatalog(ctx: ImportContext, op: Obj, at: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const responses = isObj(op.responses) ? op.responses : {};
  for (const status of Object.keys(responses).filter((s) => !/^2(\d\d|XX)$/i.test(s))) {
    const { value } = ctx.resolve(responses[status], `${at}/responses/${status}`);
    const text = isObj(value) && typeof value.description === "string" && value.description.trim() ? value.description.trim() : `HTTP ${status}`;
    const code = errorCodeOf(status);
    errors[code] ??= status === "default" ? `Unexpected response of the API: ${text}` : `HTTP ${status}: ${text}`;
  }
  return errors;
}

function inputSchema(ctx: ImportContext, { op, pathItem, at, path }: OperationRef): { schema: Obj; params: ProxyParam[]; body?: string } {
  const properties: Obj = {};
  const params: ProxyParam[] = [];
  let bodyArg: string | undefined;
  const required: string[] = [];
  const origin = new Map<string, string>();
  const declared = [...list(pathItem.parameters, `${ptr("paths", path)}/parameters`), ...list(op.parameters, `${at}/parameters`)];
  // An operation's parameter overrides the path item's one with the same name and location.
  const byKey = new Map<string, { value: Obj; at: string }>();
  for (const p of declared) {
    const r = ctx.resolve(p.value, p.at);
    if (isObj(r.value)) byKey.set(`${String(r.value.in)}:${String(r.value.name)}`, { value: r.value, at: r.at });
  }
  for (const { value: param, at: pat } of byKey.values()) {
    const where = String(param.in);
    if (where === "cookie") {
      ctx.warn(pat, `cookie parameter "${String(param.name)}" dropped: the handler sets cookies itself`);
      continue;
    }
    if (where === "header" && RESERVED_HEADERS.has(String(param.name).toLowerCase())) {
      // OpenAPI ignores Accept and Content-Type parameters; Authorization is a credential, never a tool argument.
      ctx.warn(pat, `header parameter "${String(param.name)}" dropped: the handler sets it`);
      continue;
    }
    let name = String(param.name);
    if (origin.has(name)) {
      const renamed = `${where}_${name}`;
      ctx.warn(pat, `${where} parameter "${name}" has the name of a ${origin.get(name)} parameter: its input property is "${renamed}"`);
      name = renamed;
    }
    origin.set(name, where);
    if (param.style !== undefined || param.explode !== undefined) ctx.warn(pat, `serialization (style/explode) not carried: the handler encodes "${name}" in the request`);
    properties[name] = parameterSchema(ctx, param, pat, name);
    params.push({ arg: name, name: String(param.name), in: where as ProxyParam["in"] });
    if (param.required === true || where === "path") required.push(name);
  }
  if (op.requestBody !== undefined) {
    const name = origin.has("body") ? "request_body" : "body";
    const body = requestBody(ctx, op.requestBody, `${at}/requestBody`, name);
    if (body) {
      properties[name] = body.schema;
      bodyArg = name;
      if (body.required) required.push(name);
    }
  }
  const schema = { type: "object", additionalProperties: false, properties, ...(required.length ? { required: required.sort() } : {}) };
  return { schema, params, ...(bodyArg ? { body: bodyArg } : {}) };
}

function list(value: unknown, at: string): { value: unknown; at: string }[] {
  return Array.isArray(value) ? value.map((v, i) => ({ value: v, at: `${at}/${i}` })) : [];
}

function parameterSchema(ctx: ImportContext, param: Obj, at: string, name: string): Obj {
  let source: unknown = param.schema;
  let sourceAt = `${at}/schema`;
  if (source === undefined && isObj(param.content)) {
    const [type, media] = Object.entries(param.content)[0] ?? [];
    if (type && !isJson(type)) ctx.warn(`${at}/content`, `parameter "${name}" is ${type}: the handler serialises it`);
    source = isObj(media) ? media.schema : undefined;
    sourceAt = `${at}/content${ptr(type ?? "")}/schema`;
  }
  const described = typeof param.description === "string" && param.description.trim() ? { description: param.description.trim() } : {};
  const base = source === undefined ? { type: "string" } : convertSchema(ctx, source, sourceAt, { input: true });
  const schema: Obj = { ...base, ...described };
  if (typeof schema.description !== "string") {
    schema.description = `${name} (${String(param.in)} parameter; not described in the OpenAPI document)`;
    ctx.warn(at, `parameter "${name}" has no description: agents fill arguments from descriptions`);
  }
  if (param.deprecated === true) schema.deprecated = true;
  const example = param.example === undefined ? undefined : exampleValue(ctx, param.example, `${at}/example`);
  if (example !== undefined && schema.$ref === undefined) schema.examples = [example];
  return schema;
}

function requestBody(ctx: ImportContext, raw: unknown, at: string, name: string): { schema: Obj; required: boolean } | undefined {
  const { value, at: bat } = ctx.resolve(raw, at);
  if (!isObj(value) || !isObj(value.content)) return undefined;
  const types = Object.keys(value.content);
  const chosen = types.find(isJson) ?? types[0];
  if (chosen === undefined) return undefined;
  if (types.length > 1) ctx.warn(`${bat}/content`, `request body offers ${types.join(", ")}: the tool takes ${chosen}`);
  if (!isJson(chosen)) ctx.warn(`${bat}/content${ptr(chosen)}`, `request body is ${chosen}, not JSON: the tool takes its fields as JSON and the handler encodes them`);
  const media = value.content[chosen];
  const source = isObj(media) && media.schema !== undefined ? media.schema : { type: "string" };
  const schema = convertSchema(ctx, source, `${bat}/content${ptr(chosen)}/schema`, { input: true });
  const description = typeof value.description === "string" && value.description.trim() ? value.description.trim() : `Request body (${chosen}).`;
  return { schema: { ...schema, description }, required: value.required === true };
}
