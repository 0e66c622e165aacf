import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isRegistryName } from "./registry";

/**
 * What a packed service's package says about itself, from `spec/packages/<slug>.json` when the
 * document describes a package (census 0.3.3, games 0.2.1), else defaults from the manifest.
 * spec/ subfolders are not manifests: validate, generate and diff read spec/*.json only.
 *
 * ```json
 * { "name": "mcpforge-census", "mcpName": "io.github.you/census", "version": "0.3.3", "transports": ["stdio", "streamable-http"],
 *   "env": { "CENSUS_API_KEY": { "default": null, "description": "…" } }, "data": ["data/census"] }
 * ```
 * `entry` (optional) names a module of the project that starts its own server (e.g. a stdio proxy
 * to the HTTP service: `handlers/games/package/main.ts`); the package then runs it instead of the
 * generated service with its handlers.
 * `data` lists folders of the project whose files the service reads at run time (imports are
 * followed by themselves, data files are not); they ship at the same relative path.
 * The HTTP variables every package honours (MCP_HTTP_HOST, MCP_HTTP_PORT, MCP_HTTP_ENDPOINT_PATH)
 * and MCP_LOG_LEVEL / MCP_AUTH_MODE are added for the modes the package offers.
 */
export interface EnvVar {
  default: string | null;
  description: string;
}

export interface PackDescriptor {
  name: string;
  /** The MCP Registry name (server.json `name`, package.json `mcpName`): reverse-DNS namespace / server name. */
  mcpName: string;
  version: string;
  license: string;
  transports: string[];
  env: Record<string, EnvVar>;
  data: string[];
  entry?: string;
}

const TRANSPORTS = ["stdio", "streamable-http"];

const STANDARD: Record<string, EnvVar & { http?: true }> = {
  MCP_LOG_LEVEL: { default: "info", description: "minimum log level: `debug`, `info`, `warn`, `error` (on stderr: readable lines on a terminal, JSON lines otherwise)" },
  MCP_AUTH_MODE: { default: "none", description: "`none`; `jwt` and `oauth` are refused at start-up rather than ignored" },
  MCP_HTTP_HOST: { default: "127.0.0.1", description: "HTTP mode bind address", http: true },
  MCP_HTTP_PORT: { default: "3010", description: "HTTP mode port (0 picks a free one)", http: true },
  MCP_HTTP_ENDPOINT_PATH: { default: "/mcp", description: "HTTP mode endpoint path", http: true },
};

function fail(file: string, pointer: string, message: string): never {
  throw new Error(`${file} ${pointer}: ${message}`);
}

export function readDescriptor(root: string, slug: string, manifest: { versions: { running: string }; transports?: string[] }): PackDescriptor {
  const file = `spec/packages/${slug}.json`;
  const raw = existsSync(join(root, file)) ? (JSON.parse(readFileSync(join(root, file), "utf8")) as Record<string, unknown>) : {};
  const name = raw.name ?? `mcpforge-${slug}`;
  if (typeof name !== "string" || !/^(@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/.test(name)) fail(file, "/name", `must be an npm package name, got ${JSON.stringify(name)}`);
  const mcpName = raw.mcpName ?? `dev.mcpforge/${slug}`;
  if (!isRegistryName(mcpName)) {
    fail(file, "/mcpName", `must be an MCP Registry name: a reverse-DNS namespace you own, one slash, the server's name (e.g. "io.github.you/${slug}"), at most 200 characters; got ${JSON.stringify(mcpName)}`);
  }
  const version = raw.version ?? manifest.versions.running;
  if (typeof version !== "string" || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) fail(file, "/version", `must be a semantic version such as 0.3.3, got ${JSON.stringify(version)}`);
  const transports = raw.transports ?? manifest.transports ?? TRANSPORTS;
  if (!Array.isArray(transports) || transports.length === 0 || transports.some((t) => !TRANSPORTS.includes(t))) fail(file, "/transports", `must list one or both of ${TRANSPORTS.join(", ")}`);
  const own = (raw.env ?? {}) as Record<string, EnvVar>;
  for (const [k, v] of Object.entries(own)) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(k) || typeof v?.description !== "string" || (v.default !== null && typeof v.default !== "string")) {
      fail(file, `/env/${k}`, 'must be {"default": string or null, "description": string} under an UPPER_CASE name');
    }
  }
  const http = transports.includes("streamable-http");
  const standard = Object.fromEntries(Object.entries(STANDARD).filter(([, v]) => http || !v.http).map(([k, { default: d, description }]) => [k, { default: d, description }]));
  const license = typeof raw.license === "string" ? raw.license : "MIT";
  const data = raw.data ?? [];
  if (!Array.isArray(data) || data.some((d) => typeof d !== "string" || !/^data\/[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(d) || d.split("/").includes("..") || !existsSync(join(root, d)))) {
    fail(file, "/data", `must list existing folders under data/ (e.g. "data/${slug}"), got ${JSON.stringify(data)}`);
  }
  const entry = raw.entry;
  if (entry !== undefined && (typeof entry !== "string" || !/^handlers\/[A-Za-z0-9._/-]+\.ts$/.test(entry) || entry.split("/").includes("..") || !existsSync(join(root, entry)))) {
    fail(file, "/entry", `must name an existing .ts module under handlers/, got ${JSON.stringify(entry)}`);
  }
  return { ...(entry ? { entry } : {}), data: data as string[], name, mcpName, version, license, transports: [...transports].sort((a, b) => TRANSPORTS.indexOf(a) - TRANSPORTS.indexOf(b)), env: { ...own, ...standard } };
}
