import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { PackDescriptor } from "./descriptor";
import { registryText, SECRET } from "./registry";

/**
 * The MCP Bundle (`.mcpb`) of a packed service, for desktop clients: `manifest.json` (bundle
 * manifest 0.3) describing the package's stdio server, built into a bundle by the official
 * `@anthropic-ai/mcpb` CLI (`mcpb pack`, which validates the manifest against its own schema).
 * The descriptor's own environment variables become `user_config` entries the client asks for
 * (KEY, SECRET, TOKEN or PASSWORD ones marked sensitive); nothing is required, as in server.json.
 * The bundle carries the dependencies installed on the packing machine, native modules (better-sqlite3)
 * built for its platform included, so `compatibility` names that platform: a client on another one
 * refuses the bundle instead of failing at start-up.
 */
const MANIFEST_VERSION = "0.3";
const STANDARD_ENV = /^MCP_/;
/** The Node versions a packed service runs on (also its package.json `engines`: pack/index.ts). */
export const NODE_RANGE = ">=20";

interface BundleSource {
  title: string;
  description: string;
  tools: Record<string, unknown>;
}

export function bundleManifest(d: PackDescriptor, manifest: BundleSource, slug: string, bin: string, platform: NodeJS.Platform = process.platform): Record<string, unknown> | undefined {
  if (!d.transports.includes("stdio")) return undefined; // desktop clients start bundles over stdio
  const own = Object.entries(d.env).filter(([name]) => !STANDARD_ENV.test(name));
  const key = (name: string) => name.toLowerCase();
  const user_config = Object.fromEntries(own.map(([name, v]) => [key(name), {
    type: "string",
    title: name,
    description: v.description,
    required: false,
    ...(v.default !== null ? { default: v.default } : {}),
    ...(SECRET.test(name) ? { sensitive: true } : {}),
  }]));
  const tools = Object.entries(manifest.tools).map(([name, t]) => {
    const description = (t as { description?: unknown }).description;
    return { name, ...(typeof description === "string" ? { description } : {}) };
  });
  return {
    manifest_version: MANIFEST_VERSION,
    name: d.name,
    display_name: manifest.title,
    version: d.version,
    description: registryText(manifest.description),
    long_description: manifest.description,
    author: { name: d.name },
    license: d.license,
    keywords: ["mcp", "mcpforge", slug],
    server: {
      type: "node",
      entry_point: bin,
      mcp_config: { command: "node", args: [`\${__dirname}/${bin}`, "--stdio"], env: Object.fromEntries(own.map(([name]) => [name, `\${user_config.${key(name)}}`])) },
    },
    tools,
    compatibility: { platforms: [platform], runtimes: { node: NODE_RANGE } },
    ...(own.length ? { user_config } : {}),
  };
}

/** The `mcpb` CLI of the installed `@anthropic-ai/mcpb`, looked up from `root` upwards. */
export function mcpbCli(root: string): string {
  for (let dir = root; ; dir = dirname(dir)) {
    const pkg = join(dir, "node_modules", "@anthropic-ai", "mcpb", "package.json");
    if (existsSync(pkg)) return join(dirname(pkg), (JSON.parse(readFileSync(pkg, "utf8")) as { bin: string }).bin);
    if (dirname(dir) === dir) throw new Error("@anthropic-ai/mcpb is not installed: npm install @anthropic-ai/mcpb");
  }
}

/** Runs `mcpb <args…>`; its output is returned, a failure thrown with what mcpb said. */
export function runMcpb(root: string, args: string[]): string {
  const r = spawnSync(process.execPath, [mcpbCli(root), ...args], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`mcpb ${args[0]} failed:\n${r.stdout}${r.stderr}`);
  return r.stdout;
}
