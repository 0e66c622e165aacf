import { spawnSync } from "node:child_process";
import { appendFileSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_IDLE_SECONDS, serverSettings, stopServer } from "../../generator/commands/check/typecheck-client";

// Issue 11, speed: `check` in a terminal asks a type-check server that keeps the program parsed.
// It must stay correct: a handler type error is caught through the server (TypeScript 5.9 in
// process) exactly as by a check from scratch (TypeScript 7, issue 32), and fixing it passes again. Runs the built CLI (dist/, as `npm test` builds it).
const REPO = join(__dirname, "..", "..");
const BIN = join(REPO, "bin", "mcpforge.js");
const FIXTURE = join(__dirname, "..", "fixtures", "basic");
const TYPE_ERROR = 'export const speedProbe: number = "not a number";\n';

let root: string;

function mcpforge(server: "on" | "off", ...args: string[]) {
  const env = { ...process.env, MCPFORGE_CHECK_SERVER: server, MCPFORGE_CHECK_SERVER_IDLE_S: "120" };
  const r = spawnSync(process.execPath, [BIN, "--root", root, ...args], { encoding: "utf8", env });
  return { code: r.status, err: r.stderr };
}

const typeErrors = (stderr: string) => stderr.split("\n").filter((l) => /^handlers\/.*:\d+:\d+ /.test(l));

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "mcpforge-speed-"));
  cpSync(join(FIXTURE, "spec"), join(root, "spec"), { recursive: true });
  for (const f of ["tsconfig.json", "tsconfig.build.json"]) copyFileSync(join(REPO, f), join(root, f));
  // Generated code imports the runtime from ../../generator/runtime; the compiler resolves node_modules.
  symlinkSync(join(REPO, "generator"), join(root, "generator"));
  symlinkSync(join(REPO, "node_modules"), join(root, "node_modules"));
  expect(mcpforge("off", "generate").code).toBe(0);
  expect(mcpforge("off", "scaffold").code).toBe(0);
});

afterAll(async () => {
  await stopServer(root);
  rmSync(root, { recursive: true, force: true });
});

test("a handler type error is caught through the type-check server, as by a check from scratch, and fixing it passes", async () => {
  const handler = join(root, "handlers", "demo", "index.ts");
  const clean = readFileSync(handler, "utf8");
  expect(mcpforge("on", "check").code).toBe(0); // starts the server, which checks everything once

  appendFileSync(handler, TYPE_ERROR);
  const viaServer = mcpforge("on", "check");
  expect(viaServer.code).toBe(1);
  expect(typeErrors(viaServer.err)).toEqual([expect.stringMatching(/^handlers\/demo\/index\.ts:\d+:14 Type 'string' is not assignable to type 'number'\.$/)]);

  const fromScratch = mcpforge("off", "check", "--no-cache");
  expect(fromScratch.code).toBe(1);
  expect(typeErrors(fromScratch.err)).toEqual(typeErrors(viaServer.err));

  writeFileSync(handler, clean.replace("notImplemented(\"create_item\")", "notImplemented(\"get-item\"),\n    extra_tool: notImplemented(\"extra_tool\")"));
  const extraTool = mcpforge("on", "check");
  expect(extraTool.code).toBe(1);
  expect(typeErrors(extraTool.err).join("\n")).toContain("extra_tool");

  writeFileSync(handler, clean);
  expect(mcpforge("on", "check").code).toBe(0);
  expect(await stopServer(root)).toBe(true); // it was the server that answered, and it is still up
}, 300_000);

test("the server is on in a terminal, off elsewhere, and its settings are checked", () => {
  // With TypeScript 7 installed (typecheck-native.ts) no server is needed; with 5.9 alone it is on in a terminal.
  expect(serverSettings({}, true)).toEqual({ enabled: false, idleSeconds: DEFAULT_IDLE_SECONDS });
  expect(serverSettings({ MCPFORGE_TYPECHECK: "typescript5" }, true)).toEqual({ enabled: true, idleSeconds: DEFAULT_IDLE_SECONDS });
  expect(serverSettings({}, false).enabled).toBe(false);
  expect(serverSettings({ CI: "true" }, true).enabled).toBe(false);
  expect(serverSettings({ MCPFORGE_CHECK_SERVER: "on" }, false).enabled).toBe(true);
  expect(serverSettings({ MCPFORGE_CHECK_SERVER: "off", MCPFORGE_CHECK_SERVER_IDLE_S: "30" }, true)).toEqual({ enabled: false, idleSeconds: 30 });
  expect(() => serverSettings({ MCPFORGE_CHECK_SERVER: "yes" }, true)).toThrow(/MCPFORGE_CHECK_SERVER must be "on" or "off"/);
  expect(() => serverSettings({ MCPFORGE_CHECK_SERVER_IDLE_S: "0" }, true)).toThrow(/MCPFORGE_CHECK_SERVER_IDLE_S must be a whole number of seconds from 1 to 86400/);
});

test("check --service sees ambient module declarations outside the service's folders", () => {
  // handlers/_shared/retrieval/wink.d.ts declares a package's types this way; nothing imports such a file.
  const handler = join(root, "handlers", "demo", "index.ts");
  const clean = readFileSync(handler, "utf8");
  mkdirSync(join(root, "handlers", "_shared"), { recursive: true });
  writeFileSync(join(root, "handlers", "_shared", "probe.d.ts"), 'declare module "mcpforge-speed-probe" {\n  export const probe: number;\n}\n');
  writeFileSync(handler, `import { probe } from "mcpforge-speed-probe";\nexport const probed: number = probe;\n${clean}`);
  try {
    const one = mcpforge("off", "check", "--service", "demo");
    expect(one.err).toBe("");
    expect(one.code).toBe(0);
    writeFileSync(handler, `import { probe } from "mcpforge-speed-probe";\nexport const probed: string = probe;\n${clean}`);
    const wrong = mcpforge("off", "check", "--service", "demo");
    expect(wrong.code).toBe(1);
    expect(typeErrors(wrong.err)).toEqual([expect.stringMatching(/^handlers\/demo\/index\.ts:2:14 Type 'number' is not assignable to type 'string'\.$/)]);
  } finally {
    writeFileSync(handler, clean);
    rmSync(join(root, "handlers", "_shared", "probe.d.ts"));
  }
}, 120_000);
