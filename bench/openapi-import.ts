import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { importOpenApi } from "../generator/commands/import/openapi";
import { loadSpecTexts } from "../generator/pipeline/load";
import { canonicalJson } from "../generator/pipeline/schema/walk";
import { validateSpec } from "../generator/pipeline/validate";
import { machineLine, writeSection } from "./lib/results";

/**
 * `node -r ./bench/lib/register.js bench/openapi-import.ts [--before <checkout>]`: imports real
 * OpenAPI documents and validates the manifests, each in its own process (so its peak RSS is its
 * own), phase by phase. The GitHub REST description (@octokit/openapi, 1,223 operations) is the one
 * issue 31 sets a budget for (5 s, 500 MB); it is no dependency (394 MB installed, eleven copies of
 * the description, no test reads it): the first run fetches the pinned tarball with `npm pack` into
 * .cache (see githubDocument). ReadMe's train-travel document (@readme/oas-examples)
 * is the small baseline measured in the same run. `--before` also runs the GitHub document with
 * another checkout's generator (e.g. a worktree of the commit before a change), in the same run.
 * Writes the section "openapi-import" of bench/RESULTS.md.
 */
const REPO = join(__dirname, "..");
const OCTOKIT = "@octokit/openapi@23.0.2";
const GITHUB_JSON = "package/generated/api.github.com.json";

/**
 * The GitHub description's path: .cache/octokit-openapi-23.0.2/package/generated/api.github.com.json,
 * taken from the registry's tarball of @octokit/openapi 23.0.2 on first use (npm pack, about 30 MB;
 * only that file is unpacked).
 */
function githubDocument(): string {
  const dir = join(REPO, ".cache", "octokit-openapi-23.0.2");
  const file = join(dir, GITHUB_JSON);
  if (existsSync(file)) return file;
  process.stderr.write(`${OCTOKIT} is not in .cache: fetching its tarball from the npm registry (npm pack) into ${dir}\n`);
  mkdirSync(dir, { recursive: true });
  const pack = spawnSync("npm", ["pack", "--silent", OCTOKIT, "--pack-destination", dir], { cwd: dir, encoding: "utf8" });
  const tarball = pack.stdout.trim().split("\n").pop();
  if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${OCTOKIT} failed (the GitHub document comes from the npm registry): ${pack.stderr}`);
  const tar = spawnSync("tar", ["-xzf", tarball, GITHUB_JSON], { cwd: dir, encoding: "utf8" });
  if (tar.status !== 0 || !existsSync(file)) throw new Error(`unpacking ${GITHUB_JSON} from ${join(dir, tarball)} failed: ${tar.stderr}`);
  return file;
}

interface Phases {
  tools: number;
  errors: number;
  ms: Record<string, number>;
  maxRssMb: number;
}

function child(file: string): Phases {
  const support = ["defs.json", "manifest.schema.json"].map((f) => ({ path: `spec/${f}`, text: readFileSync(join(REPO, "spec", f), "utf8") }));
  const ms: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    ms[name] = Math.round(performance.now() - t);
    t = performance.now();
  };
  const doc = JSON.parse(readFileSync(resolve(REPO, file), "utf8")) as unknown;
  lap("parse");
  const { manifest } = importOpenApi(doc, { slug: "svc" });
  const text = canonicalJson(manifest);
  lap("import");
  const { diagnostics } = validateSpec(loadSpecTexts([...support, { path: "spec/svc.json", text }]));
  lap("validate");
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  return { tools: Object.keys(manifest.tools as object).length, errors, ms, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
}

/** Runs one document in a child process of the checkout `root` (this one unless `--before`). */
function run(d: { name: string; file: string }, root = REPO) {
  const r = spawnSync(process.execPath, ["-r", join(root, "bench/lib/register.js"), join(root, "bench/openapi-import.ts"), "--child", d.file], { cwd: root, encoding: "utf8", maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`${d.name}: ${r.stderr}`);
  const p = JSON.parse(r.stdout) as Phases;
  process.stderr.write(`${d.name}: ${JSON.stringify(p)}\n`);
  return { ...d, ...p };
}

function main(): void {
  if (process.argv[2] === "--child") return void process.stdout.write(JSON.stringify(child(process.argv[3])));
  const before = process.argv[2] === "--before" ? process.argv[3] : undefined;
  const DOCS = [
    { name: `GitHub REST (api.github.com, ${OCTOKIT})`, file: githubDocument() },
    { name: "train-travel (@readme/oas-examples 8.2.2, baseline)", file: "node_modules/@readme/oas-examples/3.1/json/train-travel.json" },
  ];
  const load = loadavg()[0].toFixed(1);
  const rows = DOCS.map((d) => run(d));
  const [gh, base] = rows;
  if (before) {
    const changed = git(before, "diff", "--name-only", "HEAD").split("\n").filter(Boolean);
    const label = `${git(before, "log", "-1", "--format=%h")}${changed.length ? ` with local changes to ${changed.join(", ")}` : ""}`;
    rows.splice(1, 0, run({ name: `${DOCS[0].name}, before (${label})`, file: DOCS[0].file }, before));
  }
  const endLoad = loadavg()[0].toFixed(1);
  const total = (p: Phases) => p.ms.parse + p.ms.import + p.ms.validate;
  const table = [
    "| document | tools | validate errors | parse ms | import ms | validate ms | total s | peak RSS MB |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.name} | ${r.tools} | ${r.errors} | ${r.ms.parse} | ${r.ms.import} | ${r.ms.validate} | ${(total(r) / 1000).toFixed(1)} | ${r.maxRssMb} |`),
  ];
  writeSection(
    "openapi-import",
    [
      "## OpenAPI import: the GitHub REST description (issue 31)",
      "",
      `${machineLine()} · load average ${load} at start, ${endLoad} at the end (2 shared cores) · \`node -r ./bench/lib/register.js bench/openapi-import.ts${before ? " --before <worktree of the commit before>" : ""}\``,
      "",
      ...table,
      "",
      `GitHub against the small baseline: ${(total(gh) / total(base)).toFixed(0)}× the time for ${(gh.tools / base.tools).toFixed(0)}× the tools. Budget: 5 s and 500 MB (parse + import + validate, peak RSS of the process).`,
      ...(before ? [comparison(gh, rows[1])] : []),
      "`validate` compiles each distinct part of the inline tool schemas once with strict ajv (generator/pipeline/validate/strict-units.ts): a part is a schema at a new data location (a property, an item) with what applies to the same value, keyed by its content and whether it sits under anyOf/oneOf/not/if; a tool with a failing part is compiled whole for ajv's own message. Before, each of the 2,446 input and output schemas was compiled whole, repeating GitHub's large shared objects in every tool.",
    ].join("\n"),
  );
}

function comparison(after: Phases, before: Phases): string {
  return `Before this change, in the same run (the "before" row is the previous commit's generator; with only the importer's required-names fix applied, without which validate finds 2 errors in the GitHub manifest and skips the compile): validate ${(before.ms.validate / 1000).toFixed(1)} s and ${before.maxRssMb} MB; after: ${(after.ms.validate / 1000).toFixed(1)} s and ${after.maxRssMb} MB (${(before.ms.validate / after.ms.validate).toFixed(0)}× faster). Both found ${before.errors} and ${after.errors} errors.`;
}

function git(root: string, ...args: string[]): string {
  return spawnSync("git", ["-C", root, ...args], { encoding: "utf8" }).stdout.trim();
}

main();
