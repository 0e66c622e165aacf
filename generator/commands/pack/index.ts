import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { render } from "../../pipeline/emit/templates";
import { camelCase } from "../../pipeline/ir/names";
import { RUNTIME_MODULE } from "../../pipeline/paths";
import { collect, outputPath, type Layout } from "./collect";
import { readDescriptor, type PackDescriptor } from "./descriptor";
import { bundleManifest, NODE_RANGE } from "./bundle";
import { serverJson } from "./registry";

/**
 * `mcpforge pack <slug>`: one service as a standalone npm package: bin, `start:stdio` and/or
 * `start:http`, the generated server, its handlers and the runtime compiled to lib/, and exactly
 * the npm packages that code imports as dependencies (at the versions installed here, so what was
 * tested is what ships). Nothing is written here; the command writes the plan.
 */
export interface PackPlan {
  name: string;
  version: string;
  files: Map<string, string>;
  /** The MCP Bundle's manifest.json (bundle.ts), written by `pack --mcpb`; none when the package has no stdio. */
  bundleManifest?: string;
  /** What the packed service will not do that the project's `mcpforge serve` does (printed by `pack`). */
  warnings: string[];
}

export class PackError extends Error {}

/** The runtime generated code imports: its source in this repository, else the installed package. */
function runtimeEntry(root: string): string {
  const source = join(root, "generator", "runtime", "index.ts");
  if (existsSync(source)) return source;
  return require.resolve(RUNTIME_MODULE, { paths: [root] });
}

function launcherEntry(root: string): string {
  const source = join(root, "generator", "commands", "pack", "launch.ts");
  return existsSync(source) ? source : require.resolve("./launch");
}

/** The exact installed version of `name`, looked up from the project root upwards. */
function installedVersion(root: string, name: string): string {
  for (let dir = root; ; dir = dirname(dir)) {
    const pkg = join(dir, "node_modules", name, "package.json");
    if (existsSync(pkg)) return (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
    if (dirname(dir) === dir) throw new PackError(`the service imports "${name}", which is not installed: npm install ${name}`);
  }
}

interface Manifest {
  slug: string;
  title: string;
  description: string;
  versions: { running: string };
  transports?: string[];
  tools: Record<string, unknown>;
}

function readManifest(root: string, slug: string): Manifest {
  const file = join(root, "spec", `${slug}.json`);
  if (!existsSync(file)) throw new PackError(`no spec/${slug}.json: name a service of this project`);
  for (const [path, fix] of [[`generated/${slug}/server.ts`, "mcpforge generate"], [`handlers/${slug}/index.ts`, "mcpforge scaffold"]]) {
    if (!existsSync(join(root, path))) throw new PackError(`no ${path}: run \`${fix}\` first`);
  }
  return JSON.parse(readFileSync(file, "utf8")) as Manifest;
}

export function planPack(root: string, slug: string): PackPlan {
  const manifest = readManifest(root, slug);
  const d: PackDescriptor = readDescriptor(root, slug, manifest);
  const runtime = runtimeEntry(root);
  const launcher = launcherEntry(root);
  // <package>/runtime/index.ts here, <package>/dist/runtime/index.js installed: the platform is beside it.
  const modules = dirname(dirname(runtime));
  const layout = { dirs: [{ dir: dirname(runtime), to: "runtime" }, { dir: join(modules, "platform"), to: "platform" }, { dir: dirname(launcher), to: "launch" }, { dir: root, to: "" }], runtimeEntry: runtime, packageModules: modules };
  const roots = d.entry ? [join(root, d.entry)] : [join(root, "generated", slug, "server.ts"), join(root, "handlers", slug, "index.ts"), launcher];
  const { files, packages } = collect(layout, roots);
  for (const [path, html] of viewFiles(root, layout, slug, manifest, files)) files.set(path, html);
  const modes = d.transports.map((t) => (t === "stdio" ? { mode: "stdio", script: "start:stdio", flag: "--stdio" } : { mode: "streamable HTTP", script: "start:http", flag: "--http" }));
  const view = {
    name: d.name,
    slug,
    title: manifest.title,
    description: manifest.description,
    version: manifest.versions.running,
    packageVersion: d.version,
    toolCount: Object.keys(manifest.tools).length,
    serviceExport: `${camelCase(slug)}Service`,
    transportsJson: JSON.stringify(d.transports),
    defaultMode: modes[0].flag,
    modes: modes.map((m) => ({ mode: m.mode, command: `npm run ${m.script}` })),
    entry: d.entry,
    entryJs: d.entry?.replace(/\.ts$/, ".js"),
    transportList: d.transports.join(", "),
    env: Object.entries(d.env).map(([name, v]) => ({ name, default: v.default === null ? "none" : `\`${v.default}\``, description: v.description })),
  };
  const bin = `bin/${slug}.js`;
  const pkg = {
    name: d.name,
    version: d.version,
    description: `${manifest.title}: an MCP server (packed by mcpforge)`,
    license: d.license,
    bin: { [d.name]: bin },
    scripts: Object.fromEntries(modes.map((m) => [m.script, `node ${bin} ${m.flag}`])),
    dependencies: Object.fromEntries(packages.map((p) => [p, installedVersion(root, p)])),
    engines: { node: NODE_RANGE },
    mcpName: d.mcpName,
    files: ["bin/", "lib/", "README.md", ...(d.data.length ? ["data/"] : [])],
    mcpforge: { packed: slug },
  };
  for (const dir of d.data) for (const f of filesUnder(root, dir)) files.set(f, readFileSync(join(root, f), "utf8"));
  files.set("package.json", `${JSON.stringify(pkg, null, 2)}\n`);
  // The MCP Registry's entry (registry.ts); `mcp-publisher publish` reads it from the package root.
  files.set("server.json", `${JSON.stringify(serverJson(d, manifest), null, 2)}\n`);
  files.set(bin, render(d.entry ? "pack/bin-entry.js.hbs" : "pack/bin.js.hbs", view));
  files.set("README.md", render("pack/README.md.hbs", view));
  const bundle = bundleManifest(d, manifest, slug, bin);
  return { name: d.name, version: d.version, ...(bundle ? { bundleManifest: `${JSON.stringify(bundle, null, 2)}\n` } : {}), warnings: authWarnings(manifest), files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1))) };
}

/**
 * The MCP Apps views (manifest `ui`, docs/apps.md) of a packed generated server: each view's HTML
 * beside the compiled server, where its `htmlFile` (`__dirname + "/views/<tool>.html"`) points.
 * None when the package does not carry the generated server (an `entry` that forwards elsewhere).
 */
function viewFiles(root: string, layout: Layout, slug: string, manifest: Manifest, files: ReadonlyMap<string, string>): [string, string][] {
  if (!files.has(outputPath(layout, join(root, "generated", slug, "server.ts")))) return [];
  return Object.entries(manifest.tools)
    .filter(([, t]) => (t as { ui?: unknown }).ui !== undefined)
    .map(([tool]) => {
      const abs = join(root, "generated", slug, "views", `${tool}.html`);
      if (!existsSync(abs)) throw new PackError(`no generated/${slug}/views/${tool}.html (the view of ${tool}): run \`mcpforge generate\` first`);
      return [outputPath(layout, abs), readFileSync(abs, "utf8")];
    });
}

/**
 * A packed service carries the runtime, not the platform's authorization server (with its storage
 * and drivers): its tools with `auth` answer sign_in_required over stdio and 401 over HTTP, and it
 * refuses MCP_AUTH_MODE=jwt|oauth at start. Said at pack time, not discovered by the first caller.
 */
function authWarnings(manifest: Manifest): string[] {
  const guarded = Object.entries(manifest.tools).filter(([, t]) => (t as { auth?: unknown }).auth !== undefined).map(([name]) => name);
  if (!guarded.length) return [];
  return [`${manifest.slug}: ${guarded.length} tool(s) need a signed-in caller (auth: ${guarded.sort().join(", ")}), which a packed service cannot authorize: they answer sign_in_required over stdio and 401 over HTTP, and MCP_AUTH_MODE=jwt|oauth is refused at start. Serve the project with \`mcpforge serve\` (built-in authorization server or MCPFORGE_AUTH_ISSUER) for them.`];
}

/** The files under `dir` (relative to root, `/`-separated), depth first, sorted. */
function filesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? filesUnder(root, `${dir}/${e.name}`) : e.isFile() ? [`${dir}/${e.name}`] : []));
}
