import type { PackDescriptor } from "./descriptor";

/**
 * The MCP Registry's server.json for a packed service (the registry's published schema, vendored
 * in registry/server.schema.json with its origin in registry/README.md). One npm package entry per
 * transport the package offers: stdio as the bin starts by default, streamable HTTP with `--http`
 * and the URL its MCP_HTTP_* variables make; each with the environment variables the descriptor
 * declares. No `remotes`: a packed service runs where it is installed, nobody hosts it.
 */
export const SERVER_SCHEMA_URL = "https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json";
/** The registry's name rule (server.schema.json ServerDetail.name): reverse-DNS namespace, one slash, 3 to 200 characters. */
export const REGISTRY_NAME = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;
export const REGISTRY_NAME_RULE = "a reverse-DNS namespace (letters, digits, '.' and '-'), one '/', then the server's name (letters, digits, '.', '_' and '-'), 3 to 200 characters";

export function isRegistryName(name: unknown): name is string {
  return typeof name === "string" && name.length >= 3 && name.length <= 200 && REGISTRY_NAME.test(name);
}
export const SECRET = /(KEY|SECRET|TOKEN|PASSWORD)(_|$)/;
const MAX_TEXT = 100;

/** The manifest's text cut to the registry's 100 characters at a word boundary, marked with an ellipsis when cut. */
export function registryText(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= MAX_TEXT) return flat;
  const cut = flat.slice(0, MAX_TEXT - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:.]+$/, "")}…`;
}

export function serverJson(d: PackDescriptor, manifest: { title: string; description: string }): Record<string, unknown> {
  const environmentVariables = Object.entries(d.env).map(([name, v]) => ({
    name,
    description: v.description,
    ...(v.default !== null ? { default: v.default } : {}),
    isRequired: false,
    ...(SECRET.test(name) ? { isSecret: true } : {}),
  }));
  const npm = { registryType: "npm", identifier: d.name, version: d.version, runtimeHint: "npx" };
  const packages = d.transports.map((t) =>
    t === "stdio"
      ? { ...npm, transport: { type: "stdio" }, environmentVariables: environmentVariables.filter((e) => !e.name.startsWith("MCP_HTTP_")) }
      : { ...npm, transport: { type: "streamable-http", url: "http://{MCP_HTTP_HOST}:{MCP_HTTP_PORT}{MCP_HTTP_ENDPOINT_PATH}" }, packageArguments: [{ type: "named", name: "--http" }], environmentVariables },
  );
  return { $schema: SERVER_SCHEMA_URL, name: d.mcpName, title: registryText(manifest.title), description: registryText(manifest.description), version: d.version, packages };
}
