import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mcpforge, REPO } from "../diff/run-cli";
import { linkedRoot } from "./linked-root";

/**
 * `mcpforge check` over a scaffolded fixture, compiled for real: the temporary root links the
 * repository's generator/ and node_modules/, so generated code and handlers type-check as in the repo.
 */
const FIXTURE = join(REPO, "test/fixtures/scaffold");
let root: string;
const run = (...args: string[]) => mcpforge(["--root", root, ...args]);
const lines = (text: string) => text.split("\n").filter(Boolean);

beforeAll(() => {
  root = linkedRoot(FIXTURE, "mcpforge-coverage-");
  expect(run("generate").code).toBe(0);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("before scaffold: every missing module and handler, every orphan, with file and line", () => {
  const r = run("check", "--no-typecheck");
  expect(r.code).toBe(1);
  const problems = lines(r.err).filter((l) => /^handlers\//.test(l));
  expect(problems).toEqual([
    "handlers/notes/index.ts:1:1 missing handler module for service notes (2 tool(s)); run `mcpforge scaffold` to create it",
    expect.stringMatching(/^handlers\/shop\/index\.ts:16:12 no handler for tool "delete_item" declared at spec\/shop\.json:\d+:\d+; run `mcpforge scaffold` to add a stub$/),
    expect.stringMatching(/^handlers\/shop\/index\.ts:16:12 no handler for tool "put_item" declared at spec\/shop\.json:\d+:\d+; run/),
    "handlers/shop/extra.ts:4:3 handler \"legacy_report\" has no tool in spec/shop.json; remove it or run `mcpforge scaffold --remove-orphans`",
    "handlers/shop/index.ts:23:7 handler \"export_items\" has no tool in spec/shop.json; remove it or run `mcpforge scaffold --remove-orphans`",
    expect.stringMatching(/^handlers\/tasks\/index\.ts:5:10 no handler for tool "close-task" declared at spec\/tasks\.json:\d+:\d+/),
    "handlers/tasks/index.ts:8:5 handler \"done_task\" has no tool in spec/tasks.json; remove it or run `mcpforge scaffold --remove-orphans`",
  ]);
  // The manifest position named for a missing handler is the tool's own key.
  const [, specLine] = /spec\/shop\.json:(\d+):/.exec(problems[1])!;
  expect(readFileSync(join(root, "spec/shop.json"), "utf8").split("\n")[Number(specLine) - 1]).toContain('"delete_item": {');
});

test("after scaffold --remove-orphans and one hand edit, check passes, type-check included", () => {
  expect(run("scaffold", "--remove-orphans").code).toBe(0);
  const left = run("check", "--no-typecheck");
  expect(left.code).toBe(1);
  expect(lines(left.err).filter((l) => l.startsWith("handlers/"))).toEqual([
    "handlers/shop/extra.ts:4:3 handler \"legacy_report\" has no tool in spec/shop.json; remove it or run `mcpforge scaffold --remove-orphans`",
  ]);
  const extra = join(root, "handlers/shop/extra.ts");
  writeFileSync(extra, readFileSync(extra, "utf8").replace("  legacy_report: async () => ({ ok: false }),\n", ""));
  rmSync(join(root, "handlers/gone"), { recursive: true });
  const r = run("check");
  expect(r.err).toBe("");
  expect(r.code).toBe(0);
});

test("a tool added to the spec makes check fail until scaffold adds its stub", () => {
  const path = join(root, "spec/shop.json");
  const spec = JSON.parse(readFileSync(path, "utf8"));
  spec.tools.restock_item = { ...spec.tools.put_item, title: "Restock item", description: "Add units to an item's stock." };
  writeFileSync(path, JSON.stringify(spec, null, 2) + "\n");
  expect(run("format").code).toBe(0);
  expect(run("generate").code).toBe(0);
  const r = run("check", "--no-typecheck");
  expect(r.code).toBe(1);
  expect(r.err).toMatch(/^handlers\/shop\/index\.ts:17:12 no handler for tool "restock_item" declared at spec\/shop\.json:\d+:\d+/m);
  expect(lines(run("scaffold").out).filter((l) => l.includes("added stub"))).toEqual([expect.stringContaining("added stub restock_item")]);
  expect(run("check").code).toBe(0);
});

test("a handler edit in a folder another service imports reaches that service's remembered coverage", () => {
  // Coverage is remembered per service (issue 32); handlers/_shared/ is part of shop's key only through its import.
  const shared = join(root, "handlers/_shared/reports.ts");
  const index = join(root, "handlers/shop/index.ts");
  const before = readFileSync(index, "utf8");
  writeFileSync(shared, "export const sharedTools = {};\n");
  writeFileSync(index, `import { sharedTools } from "../_shared/reports";\n${before.replace("...extraTools,", "...extraTools,\n      ...sharedTools,")}`);
  expect(run("check", "--no-typecheck").code).toBe(0); // remembered with the empty object
  writeFileSync(shared, "export const sharedTools = {\n  shared_report: async () => ({ ok: true }),\n};\n");
  const r = run("check", "--no-typecheck");
  expect(r.code).toBe(1);
  expect(lines(r.err).filter((l) => l.startsWith("handlers/"))).toEqual([
    "handlers/_shared/reports.ts:2:3 handler \"shared_report\" has no tool in spec/shop.json; remove it or run `mcpforge scaffold --remove-orphans`",
  ]);
  rmSync(shared);
  writeFileSync(index, before);
  expect(run("check", "--no-typecheck").code).toBe(0);
});
