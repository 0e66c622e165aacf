import { pascalCase } from "../../../pipeline/ir/names";
import type { Obj } from "./context";
import type { ProxyRoute, ProxyUpstream } from "./routes";

/**
 * The one module proxy handlers import the proxy (and through it the guarded outbound client)
 * from, relative to handlers/<slug>/. When the platform moves into the package, this is the one
 * path that changes.
 */
export const PROXY_MODULE = "mcpforge/platform/openapi-proxy";

const json = (value: unknown) => JSON.stringify(value);

/**
 * handlers/<slug>/index.ts for an imported service: one `proxy.route(…)` per tool, written out as
 * data so a maintainer can read and edit each route. No business logic to write: every tool calls
 * the API through the guarded outbound client.
 */
export function proxyHandlerModule(manifest: Obj, proxy: { upstream: ProxyUpstream; routes: Record<string, ProxyRoute> }): string {
  const slug = String(manifest.slug);
  const iface = `${pascalCase(slug)}Handlers`;
  const names = Object.keys(proxy.routes).sort();
  const creds = Object.values(proxy.upstream.credentials).map((c) => c.env);
  const lines = [
    `import { defineHandlers } from "mcpforge/runtime";`,
    `import type { ${iface} } from "../../generated/${slug}/server";`,
    `import { openApiProxy } from "${PROXY_MODULE}";`,
    "",
    "/**",
    ` * Proxy handlers of the ${String(manifest.title)}, written by \`mcpforge import openapi\`; yours to edit.`,
    ` * Each tool calls the API through the guarded outbound client. Base URL: ${proxy.upstream.baseUrlEnv}` + (proxy.upstream.defaultBaseUrl ? ` (default ${proxy.upstream.defaultBaseUrl}).` : " (required)."),
    creds.length ? ` * Credentials, from the service's environment: ${creds.join(", ")}.` : " * The document declares no credentials.",
    " */",
    `export default defineHandlers<${iface}>((env) => {`,
    `  const proxy = openApiProxy(env, ${json(proxy.upstream)});`,
    "  return {",
    "    tools: {",
    ...names.map((n) => `      ${/^[A-Za-z_$][\w$]*$/.test(n) ? n : json(n)}: proxy.route(${json(proxy.routes[n])}),`),
    `    } satisfies ${iface},`,
    "  };",
    "});",
    "",
  ];
  return lines.join("\n");
}
