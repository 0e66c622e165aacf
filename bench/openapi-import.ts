import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { importOpenApi } from "../generator/commands/import/openapi";
import { loadSpecTexts } from "../generator/pipeline/load";
import { canonicalJson } from "../generator/pipeline/schema/walk";
import { validateSpec } from "../generator/pipeline/validate";
import { machineLine, writeSection } from "./lib/results";

/**
 * `node -r ./bench/lib/register.js bench/openapi-import.ts`: imports real OpenAPI documents and
 * validates the manifests, each in its own process (so its peak RSS is its own), phase by phase.
 * The GitHub REST description (@octokit/openapi, 1,223 operations) is the one issue 31 sets a
 * budget for (5 s, 500 MB); ReadMe's train-travel document (@readme/oas-examples) is the small
 * baseline measured in the same run. Writes the section "openapi-import" of bench/RESULTS.md.
 */
const REPO = join(__dirname, "..");
const DOCS = [
  { name: "GitHub REST (api.github.com, @octokit/openapi 23.0.2)", file: "node_modules/@octokit/openapi/generated/api.github.com.json" },
  { name: "train-travel (@readme/oas-examples 8.2.2, baseline)", file: "node_modules/@readme/oas-examples/3.1/json/train-travel.json" },
];

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
  const doc = JSON.parse(readFileSync(join(REPO, file), "utf8")) as unknown;
  lap("parse");
  const { manifest } = importOpenApi(doc, { slug: "svc" });
  const text = canonicalJson(manifest);
  lap("import");
  const { diagnostics } = validateSpec(loadSpecTexts([...support, { path: "spec/svc.json", text }]));
  lap("validate");
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  return { tools: Object.keys(manifest.tools as object).length, errors, ms, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
}

function main(): void {
  if (process.argv[2] === "--child") return void process.stdout.write(JSON.stringify(child(process.argv[3])));
  const load = loadavg()[0].toFixed(1);
  const rows = DOCS.map((d) => {
    const r = spawnSync(process.execPath, ["-r", join(REPO, "bench/lib/register.js"), __filename, "--child", d.file], { encoding: "utf8", maxBuffer: 1 << 20 });
    if (r.status !== 0) throw new Error(`${d.name}: ${r.stderr}`);
    const p = JSON.parse(r.stdout) as Phases;
    process.stderr.write(`${d.name}: ${JSON.stringify(p)}\n`);
    return { ...d, ...p };
  });
  const [gh, base] = rows;
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
      `${machineLine()} · load average ${load} at start (2 shared cores) · \`node -r ./bench/lib/register.js bench/openapi-import.ts\``,
      "",
      ...table,
      "",
      `GitHub against the baseline: ${(total(gh) / total(base)).toFixed(0)}× the time for ${(gh.tools / base.tools).toFixed(0)}× the tools. Budget: 5 s and 500 MB.`,
      `Import alone (parse + import) takes ${((gh.ms.parse + gh.ms.import) / 1000).toFixed(1)} s; \`validate\` takes the rest: it resolves every tool's \`$ref\`s inline and compiles each input and output schema with strict ajv (2,446 compiles of schemas that repeat GitHub's large objects).`,
    ].join("\n"),
  );
}

main();
