import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderServer } from "../../generator/pipeline/emit";
import { formatTs, useFormatMemo } from "../../generator/pipeline/emit/format";
import { formatServer } from "../../generator/pipeline/emit/format-server";
import { formatTypes } from "../../generator/pipeline/emit/format-types";
import { render } from "../../generator/pipeline/emit/templates";
import { emitTypes } from "../../generator/pipeline/emit/types";
import type { ServiceIR } from "../../generator/pipeline/ir";
import { specServices } from "../helpers/spec-ir";

// Issue 11, speed: after a manifest edit, files that render the same text are not formatted again
// (prettier's output is kept by a hash of its input). The output must not change for it.
const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");

afterEach(() => useFormatMemo(undefined));

test("a memoized text is returned without formatting; a miss is formatted and stored", async () => {
  const stored = new Map<string, string>();
  useFormatMemo({ get: (s) => stored.get(s), put: (s, f) => stored.set(s, f) });
  const source = "const  a = {b:1}";
  expect(await formatTs(source)).toBe("const a = { b: 1 };\n");
  expect(stored.get(source)).toBe("const a = { b: 1 };\n");
  stored.set(source, "// from the memo\n");
  expect(await formatTs(source)).toBe("// from the memo\n");
  useFormatMemo(undefined);
  expect(await formatTs(source)).toBe("const a = { b: 1 };\n");
});

test("generate after a manifest edit, with formatted files from the memo, writes what --no-cache writes", () => {
  const root = mkdtempSync(join(tmpdir(), "mcpforge-fmt-"));
  try {
    cpSync(join(REPO, "test", "fixtures", "basic", "spec"), join(root, "spec"), { recursive: true });
    const mcpforge = (...args: string[]) => spawnSync(process.execPath, [BIN, "--root", root, ...args], { encoding: "utf8" }).status;
    const snapshot = () => Object.fromEntries(readdirSync(join(root, "generated"), { recursive: true, encoding: "utf8" }).sort().filter((f) => f.endsWith(".ts")).map((f) => [f, readFileSync(join(root, "generated", f), "utf8")]));
    expect(mcpforge("generate")).toBe(0);
    const demo = JSON.parse(readFileSync(join(root, "spec", "demo.json"), "utf8"));
    demo.description = `${demo.description} Edited for the format memo test.`;
    writeFileSync(join(root, "spec", "demo.json"), JSON.stringify(demo, null, 2) + "\n");
    expect(mcpforge("generate")).toBe(0);
    const cached = snapshot();
    expect(cached["demo/server.ts"]).toContain("Edited for the format memo test.");
    rmSync(join(root, "generated"), { recursive: true });
    expect(mcpforge("generate", "--no-cache")).toBe(0);
    expect(snapshot()).toEqual(cached);

    // validators.ts is kept by the schemas it compiles (issue 32): a constraint edit must reach it.
    writeFileSync(join(root, "spec", "demo.json"), readFileSync(join(root, "spec", "demo.json"), "utf8").replace('"maxLength": 20', '"maxLength": 21'));
    expect(mcpforge("generate")).toBe(0);
    const constrained = snapshot();
    expect(constrained["demo/validators.ts"]).not.toBe(cached["demo/validators.ts"]);
    expect(constrained["demo/validators.ts"]).toContain("21");
    rmSync(join(root, "generated"), { recursive: true });
    expect(mcpforge("generate", "--no-cache")).toBe(0);
    expect(snapshot()).toEqual(constrained);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

// The grouped fixture and the nine services: their IR (load → validate → ir, as runPipeline builds
// it), once for both every-service tests below. runPipeline would also format every file it emits.
let everyService: ServiceIR[] | undefined;
const allServices = async () => (everyService ??= [...specServices(join(REPO, "test", "fixtures", "grouped")), ...specServices(REPO)]);

test("server.ts formatted one tool entry at a time is what prettier makes of the whole file, for every service", async () => {
  const services = await allServices();
  const inputs: string[] = [];
  useFormatMemo({ get: (s) => void inputs.push(s), put: () => undefined });
  for (const service of services) {
    const rendered = renderServer(service);
    inputs.length = 0;
    const chunked = await formatServer(rendered);
    // The chunked path ran (no fallback): the head plus one wrapper per tool went to prettier.
    expect(inputs).toHaveLength(1 + service.tools.length);
    useFormatMemo(undefined);
    expect(chunked).toBe(await formatTs(rendered));
    useFormatMemo({ get: (s) => void inputs.push(s), put: () => undefined });
  }
  expect(services.length).toBe(10);
}, 300_000);

test("types.ts formatted one declaration group at a time is what prettier makes of the whole file, for every service", async () => {
  const services = await allServices();
  const inputs: string[] = [];
  for (const service of services) {
    const header = `// Generated from ${service.sourcePath} by npm run generate. DO NOT EDIT.\n`;
    const parts = await emitTypes(service);
    inputs.length = 0;
    useFormatMemo({ get: (s) => void inputs.push(s), put: () => undefined });
    const chunked = await formatTypes(header, parts);
    expect(inputs).toHaveLength(1 + parts.length); // the chunked path ran: the skeleton plus one input per part
    useFormatMemo(undefined);
    expect(chunked).toBe(await formatTs(render("types.ts.hbs", { header, body: parts.join("\n") })));
  }
  expect(services.length).toBe(10);
}, 300_000);
