import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { docsFiles } from "../../generator/commands/docs";
import { planDocs } from "../../generator/commands/docs/plan";
import { buildIR } from "../../generator/pipeline/ir";
import { readSpecDir } from "../../generator/pipeline/load";
import { validateSpec } from "../../generator/pipeline/validate";

const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");

function services(root: string) {
  const validated = validateSpec(readSpecDir(join(root, "spec"), root));
  expect(validated.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return buildIR(validated.manifests).services;
}

describe("the committed reference pages", () => {
  const all = services(REPO);
  const files = docsFiles(REPO, all);

  test("are what `mcpforge docs` writes from the committed spec and handlers (run it when this fails)", () => {
    expect(planDocs(REPO, files, "docs/reference", true)).toEqual({ missing: [], stale: [], orphans: [], foreign: [] });
  });

  test("one page per service plus an index, byte-identical across runs", () => {
    expect(files.map((f) => f.path)).toEqual(["docs/reference/README.md", ...all.map((s) => `docs/reference/${s.slug}.md`)].sort());
    expect(docsFiles(REPO, all)).toEqual(files);
  });

  test("a page lists every tool, its inputs, outputs, errors, an example and the variables its handlers read", () => {
    const page = files.find((f) => f.path === "docs/reference/webhooks.md")!.content;
    const spec = JSON.parse(readFileSync(join(REPO, "spec", "webhooks.json"), "utf8")) as { tools: Record<string, unknown> };
    for (const tool of Object.keys(spec.tools)) {
      expect(page).toContain(`| [\`${tool}\`](#${tool}) |`);
      expect(page).toContain(`### \`${tool}\``);
    }
    expect(page).toContain("| `limit` | integer, 1 to 50, default `20` |  | Captures per page, 1 to 50 (default 20). |");
    expect(page).toContain("| `not_found` | No bucket or capture with this id");
    expect(page).toContain("| `WEBHOOKS_MAX_STORED_BYTES` | `1024 * 1024 * 1024` | `handlers/webhooks/settings.ts:");
    expect(page).toContain("Guide | [webhooks.md](../webhooks.md)");
    expect(page).toMatch(/Shape of a result \(synthesised from the output schema: not real data\):\n\n```json\n\{\n {2}"bucket_id": "a{22}"/);
  });

  test("the README links to the reference instead of listing every service's tools", () => {
    expect(readFileSync(join(REPO, "README.md"), "utf8")).toContain("(docs/reference/README.md)");
  });
});

test("tools are grouped by their group", () => {
  const root = join(REPO, "test", "fixtures", "grouped");
  const page = docsFiles(root, services(root), "out")[1].content;
  const headings = page.split("\n").filter((l) => l.startsWith("## Group") || l === "## Other tools");
  expect(headings.length).toBeGreaterThan(1);
  expect(headings).toEqual([...headings].sort((a, b) => (a === "## Other tools" ? 1 : b === "## Other tools" ? -1 : a < b ? -1 : 1)));
});

describe("mcpforge docs on a copy of the basic fixture", () => {
  let root: string;
  const run = (...args: string[]) => spawnSync(process.execPath, [BIN, "--root", root, "docs", ...args], { encoding: "utf8" });
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "mcpforge-docs-"));
    cpSync(join(REPO, "test", "fixtures", "basic", "spec"), join(root, "spec"), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test("writes the pages; --check passes, then fails naming a stale page", () => {
    expect(run("--check").status).toBe(1);
    const written = run();
    expect(written.status).toBe(0);
    expect(written.stderr).toContain("created docs/reference/demo.md");
    expect(run("--check").status).toBe(0);
    const page = join(root, "docs", "reference", "demo.md");
    writeFileSync(page, readFileSync(page, "utf8").replace("tool reference", "edited by hand"));
    const stale = run("--check");
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain("stale docs/reference/demo.md");
  });

  test("a hand-written file in the way is never overwritten", () => {
    mkdirSync(join(root, "guides"), { recursive: true });
    writeFileSync(join(root, "guides", "demo.md"), "# my notes\n");
    const result = run("--out", "guides");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("guides/demo.md: not written by mcpforge docs; left alone");
    expect(readFileSync(join(root, "guides", "demo.md"), "utf8")).toBe("# my notes\n");
  });

  test("an unknown --service is refused", () => {
    const result = run("--service", "nope");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('unknown service "nope"');
  });
});
