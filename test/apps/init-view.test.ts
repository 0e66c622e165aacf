import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { planInit } from "../../generator/commands/init";
import { runPipeline } from "../../generator/pipeline/run";

const REPO = join(__dirname, "..", "..");

/**
 * An `mcpforge init` project adds a view with a manifest entry and the shipped template
 * (templates/view/view.ts), as docs/getting-started.md shows: generate bundles it and types it.
 */
test("an init project's tool gets a view from the template and a manifest entry", async () => {
  const root = mkdtempSync(join(tmpdir(), "apps-init-"));
  try {
    for (const f of planInit("my-tools")) {
      mkdirSync(dirname(join(root, f.path)), { recursive: true });
      writeFileSync(join(root, f.path), f.content);
    }
    symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"), "dir");
    const manifest = JSON.parse(readFileSync(join(root, "spec", "units.json"), "utf8"));
    manifest.tools.convert.ui = { view: "handlers/units/views/convert.ts" };
    writeFileSync(join(root, "spec", "units.json"), canonicalJson(manifest));
    const missing = await runPipeline({ root });
    expect(missing.diagnostics.map((d) => d.code)).toEqual(["view-missing"]);
    mkdirSync(join(root, "handlers", "units", "views"));
    const template = readFileSync(join(REPO, "templates", "view", "view.ts"), "utf8");
    writeFileSync(join(root, "handlers", "units", "views", "convert.ts"), template.replace("generated/SLUG/views/TOOL", "generated/units/views/convert"));
    const { diagnostics, files } = await runPipeline({ root });
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const html = files.find((f) => f.path === "generated/units/views/convert.html")!.content;
    expect(html).toContain("<!doctype html>");
    expect(html).toContain("ui/initialize"); // the official App class is bundled in
    expect(html).not.toMatch(/<script[^>]*\bsrc=/i);
    const glue = files.find((f) => f.path === "generated/units/views/convert.ts")!.content;
    expect(glue).toContain("export type Result = T.ConvertOutput;");
    expect(files.find((f) => f.path === "generated/units/server.ts")!.content).toContain('resourceUri: "ui://units/convert.html"');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
