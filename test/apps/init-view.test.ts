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
let root: string;
const template = () => readFileSync(join(REPO, "templates", "view", "view.ts"), "utf8").replace("generated/SLUG/views/TOOL", "generated/units/views/convert");
const writeView = (text: string) => {
  mkdirSync(join(root, "handlers", "units", "views"), { recursive: true });
  writeFileSync(join(root, "handlers", "units", "views", "convert.ts"), text);
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "apps-init-"));
  for (const f of planInit("my-tools")) {
    mkdirSync(dirname(join(root, f.path)), { recursive: true });
    writeFileSync(join(root, f.path), f.content);
  }
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"), "dir");
  const manifest = JSON.parse(readFileSync(join(root, "spec", "units.json"), "utf8"));
  manifest.tools.convert.ui = { view: "handlers/units/views/convert.ts" };
  writeFileSync(join(root, "spec", "units.json"), canonicalJson(manifest));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("an init project's tool gets a view from the template and a manifest entry", async () => {
  {
    const missing = await runPipeline({ root });
    expect(missing.diagnostics.map((d) => d.code)).toEqual(["view-missing"]);
    writeView(template());
    const { diagnostics, files } = await runPipeline({ root });
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const html = files.find((f) => f.path === "generated/units/views/convert.html")!.content;
    expect(html).toContain("<!doctype html>");
    expect(html).toContain("ui/initialize"); // the official App class is bundled in
    expect(html).not.toMatch(/<script[^>]*\bsrc=/i);
    const glue = files.find((f) => f.path === "generated/units/views/convert.ts")!.content;
    expect(glue).toContain("export type Result = T.ConvertOutput;");
    expect(files.find((f) => f.path === "generated/units/server.ts")!.content).toContain('resourceUri: "ui://units/convert.html"');
    expect(Buffer.byteLength(html)).toBeLessThan(150 * 1024);
  }
});

test("a view over 150 KB as a file is refused, however well it compresses", async () => {
  // 160,000 bytes of one letter: a few hundred bytes gzipped, so only the file size can refuse it.
  writeView(`${template()}\ndocument.title = ${JSON.stringify("a".repeat(160_000))};\n`);
  await expect(runPipeline({ root })).rejects.toThrow(/handlers\/units\/views\/convert\.ts: the bundled view is \d{6} bytes, over the 153600-byte budget/);
});
