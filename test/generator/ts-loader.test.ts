import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

// The TypeScript loader `serve` runs handlers with (generator/commands/loader), as built in
// generator/dist, in a child process per start like a real `serve`.
const LOADER = resolve(__dirname, "../../generator/dist/commands/loader/index.js");

interface Start {
  value: number;
  transpiled: number;
  cached: number;
  swcLoaded: boolean;
}

describe("TypeScript loader: a start whose files are cached does not load the transpiler", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "ts-loader-"));
    mkdirSync(join(root, "node_modules")); // the cache goes to node_modules/.cache of this root
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const start = (): Start => {
    const script = `const { registerTypeScript } = require(${JSON.stringify(LOADER)});
      const stats = registerTypeScript(${JSON.stringify(root)});
      const { value } = require(${JSON.stringify(join(root, "a.ts"))});
      const swcLoaded = Object.keys(require.cache).some((k) => k.includes("@swc"));
      process.stdout.write(JSON.stringify({ value, ...stats, swcLoaded }));`;
    return JSON.parse(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })) as Start;
  };

  test("first start transpiles with swc, a restart reads the cache only, an edit transpiles again", () => {
    writeFileSync(join(root, "a.ts"), "export const value: number = 1;\n");
    expect(start()).toEqual({ value: 1, transpiled: 1, cached: 0, swcLoaded: true });
    expect(start()).toEqual({ value: 1, transpiled: 0, cached: 1, swcLoaded: false });
    writeFileSync(join(root, "a.ts"), "export const value: number = 2;\n");
    expect(start()).toEqual({ value: 2, transpiled: 1, cached: 0, swcLoaded: true });
    expect(start()).toEqual({ value: 2, transpiled: 0, cached: 1, swcLoaded: false });
  });
});
