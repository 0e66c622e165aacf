import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkViews } from "../../generator/pipeline/apps";
import { runDiff } from "../../generator/commands/diff";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { runPipeline } from "../../generator/pipeline/run";

const REPO = join(__dirname, "..", "..");
const housing = () => JSON.parse(readFileSync(join(REPO, "spec", "housing.json"), "utf8"));

test("validate: a ui.view that does not exist is an error at its pointer; an existing one passes", () => {
  const m = housing();
  const set = (manifest: unknown) => loadSpecTexts([{ path: "spec/housing.json", text: `${JSON.stringify(manifest, null, 2)}\n` }]);
  expect(checkViews(REPO, set(m))).toEqual([]);
  m.tools.get_rental.ui.view = "handlers/housing/views/nope.ts";
  const [d] = checkViews(REPO, set(m));
  expect(d).toMatchObject({ severity: "error", code: "view-missing", pointer: "/tools/get_rental/ui/view", message: 'view "handlers/housing/views/nope.ts" of tool "get_rental" does not exist' });
});

test("the manifest format refuses a view outside templates/ and handlers/, an unknown visibility and a non-https CSP origin", async () => {
  const dir = mkdtempSync(join(tmpdir(), "apps-format-"));
  try {
    mkdirSync(join(dir, "spec"));
    copyFileSync(join(REPO, "spec", "defs.json"), join(dir, "spec", "defs.json"));
    const m = housing();
    m.tools.get_rental.ui = { view: "../outside.ts", visibility: ["agent"], csp: { connectDomains: ["http://x.example"] } };
    writeFileSync(join(dir, "spec", "housing.json"), `${JSON.stringify(m, null, 2)}\n`);
    const { diagnostics } = await runPipeline({ root: dir });
    const at = diagnostics.filter((x) => x.code === "manifest-format").map((x) => x.pointer);
    expect(at).toEqual(expect.arrayContaining(["/tools/get_rental/ui/view", "/tools/get_rental/ui/visibility/0", "/tools/get_rental/ui/csp/connectDomains/0"]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("diff reports a view added, changed and removed as info", () => {
  const dir = mkdtempSync(join(tmpdir(), "apps-diff-"));
  try {
    const side = (name: string, edit: (m: any) => void) => {
      mkdirSync(join(dir, name));
      copyFileSync(join(REPO, "spec", "defs.json"), join(dir, name, "defs.json"));
      const m = housing();
      edit(m);
      writeFileSync(join(dir, name, "housing.json"), `${JSON.stringify(m, null, 2)}\n`);
      return `${name}/housing.json`;
    };
    const none = side("none", (m) => delete m.tools.get_rental.ui);
    const shipped = side("shipped", () => undefined);
    const changed = side("changed", (m) => (m.tools.get_rental.ui.visibility = ["app"]));
    const brief = (old: string, neu: string) => runDiff({ root: dir, old, new: neu }).report.changes.map((c) => [c.rule, c.severity, c.tool, c.message]);
    expect(brief(none, shipped)).toEqual([["ui-added", "info", "get_rental", 'view added ("handlers/housing/views/get_rental.ts"): clients declaring MCP Apps render ui://…/get_rental.html']]);
    expect(brief(shipped, changed)).toEqual([["ui-changed", "info", "get_rental", 'view visibility (none) → [ "app" ]']]);
    expect(brief(shipped, none)).toEqual([["ui-removed", "info", "get_rental", "view removed: MCP Apps clients show the plain result"]]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
