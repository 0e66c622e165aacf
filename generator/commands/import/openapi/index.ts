import { ImportContext, ImportError, type ImportWarning, isObj, type Obj, ptr } from "./context";
import { NameRegistry, slugOf, toolName } from "./names";
import { METHODS, operationTool } from "./operation";
import { convertComponents } from "./schema";
import { cutRecursion } from "./cycles";
import { type ProxyRoute, type ProxyUpstream, upstreamOf } from "./routes";

export { ImportError, type ImportWarning } from "./context";
export { readOpenApiFile } from "./read";
export type { ProxyRoute, ProxyUpstream } from "./routes";

export interface ImportOptions {
  /** Service slug; default from `info.title`. */
  slug?: string;
}

export interface ImportResult {
  manifest: Obj;
  /** Lossy or changed parts, each at its pointer in the OpenAPI document, in document order. */
  warnings: ImportWarning[];
  /** What proxy handlers need to call the API: tool → route, and the upstream's base URL and credentials. */
  proxy: { upstream: ProxyUpstream; routes: Record<string, ProxyRoute> };
}

const SEMVER = /^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?$/;

/**
 * A manifest from an OpenAPI 3.0 or 3.1 document: each operation a tool (named from operationId,
 * else method and path, snake_case, deduplicated), its parameters and request body the input
 * schema, its 2xx response the output schema, `components.schemas` the `$defs`, its non-2xx
 * responses the error codes. Pure: reads nothing, writes nothing.
 * @throws ImportError when the document is not OpenAPI 3.x or cannot be mapped at all.
 */
export function importOpenApi(doc: unknown, opts: ImportOptions = {}): ImportResult {
  if (!isObj(doc)) throw new ImportError("", "not an OpenAPI document (expected an object)");
  if (typeof doc.swagger === "string") throw new ImportError("/swagger", `Swagger ${doc.swagger} is not supported: convert it to OpenAPI 3 first (e.g. swagger2openapi)`);
  const version = typeof doc.openapi === "string" ? doc.openapi : "";
  if (!/^3\.[01]\./.test(version)) throw new ImportError("/openapi", `OpenAPI ${version || "(missing)"} is not supported: expected 3.0.x or 3.1.x`);
  const ctx = new ImportContext(doc, version.startsWith("3.0") ? "3.0" : "3.1");
  const info = isObj(doc.info) ? doc.info : {};
  const title = typeof info.title === "string" && info.title.trim() ? info.title.trim() : "Imported API";
  const slug = opts.slug ?? slugOf(title);
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(slug)) throw new ImportError("/info/title", `slug "${slug}" is not valid (^[a-z][a-z0-9-]{0,31}$): pass --slug`);
  documentWarnings(ctx);
  ctx.defs = convertComponents(ctx);
  cutRecursion(ctx, ctx.defs);
  const { tools, errors, routes } = convertOperations(ctx);
  if (Object.keys(tools).length === 0) throw new ImportError("/paths", "the document has no operations: nothing to import");
  const running = typeof info.version === "string" && SEMVER.test(info.version) ? info.version : "0.1.0";
  if (running !== info.version) ctx.warn("/info/version", `version "${String(info.version)}" is not semver: the manifest says 0.1.0`);
  const manifest: Obj = {
    $schema: "./manifest.schema.json",
    slug,
    title,
    description: typeof info.description === "string" && info.description.trim() ? info.description.trim() : `${title}, imported from its OpenAPI ${version} document.`,
    versions: { listing: running, running },
    transports: ["stdio", "streamable-http"],
    errors,
    tools,
    ...(Object.keys(ctx.defs).length ? { $defs: ctx.defs } : {}),
  };
  const upstream = upstreamOf(ctx, slug);
  return { manifest, warnings: ctx.warnings, proxy: { upstream, routes } };
}

function convertOperations(ctx: ImportContext): { tools: Obj; errors: Record<string, string>; routes: Record<string, ProxyRoute> } {
  const names = new NameRegistry(ctx);
  const tools: Obj = {};
  const routes: Record<string, ProxyRoute> = {};
  const errors: Record<string, string> = {};
  const paths = isObj(ctx.doc.paths) ? ctx.doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    if (path.startsWith("x-")) continue; // a specification extension, not a path
    const itemAt = ptr("paths", path);
    const { value: pathItem } = ctx.resolve(rawItem, itemAt);
    if (!isObj(pathItem)) continue;
    if (pathItem.servers !== undefined) ctx.warn(`${itemAt}/servers`, "servers dropped: the handler decides where calls go");
    for (const method of METHODS) {
      const op = pathItem[method];
      if (!isObj(op)) continue;
      const at = `${itemAt}/${method}`;
      const name = names.claim(toolName(method, path, op.operationId), at);
      const built = operationTool(ctx, { path, method, op, pathItem, at });
      tools[name] = built.tool;
      routes[name] = built.route;
      for (const [code, meaning] of Object.entries(built.errors)) errors[code] ??= meaning;
    }
  }
  return { tools, errors, routes };
}

/** What the document has that a manifest does not carry, reported once at the top. */
function documentWarnings(ctx: ImportContext): void {
  const doc = ctx.doc;
  if (Array.isArray(doc.servers) && doc.servers.length) ctx.warn("/servers", "servers not carried: the handler calls the API (configure its base URL in the service's environment)");
  const schemes = isObj(doc.components) && isObj(doc.components.securitySchemes) ? Object.keys(doc.components.securitySchemes) : [];
  if (schemes.length) ctx.warn("/components/securitySchemes", `security schemes (${schemes.join(", ")}) not carried: the handler supplies credentials`);
  if (isObj(doc.webhooks) && Object.keys(doc.webhooks).length) ctx.warn("/webhooks", "webhooks dropped: a manifest describes tools a client calls, not requests the API sends");
  for (const kind of ["callbacks", "links"]) {
    if (isObj(doc.components) && isObj(doc.components[kind])) ctx.warn(`/components/${kind}`, `${kind} dropped: no tool equivalent`);
  }
}
