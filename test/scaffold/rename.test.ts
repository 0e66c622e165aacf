import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mcpforge, REPO } from "../diff/run-cli";
import { linkedRoot } from "./linked-root";

// A tool renamed in the manifest (diff: tool-renamed, same schemas) takes its handler with it:
// scaffold renames the key in the tools object instead of orphaning the code and stubbing the new name (issue 31).
let root: string;
function run(command: string) {
  const r = mcpforge(["--root", root, command]);
  if (r.code !== 0) throw new Error(`mcpforge ${command} exited ${r.code}: ${r.err}${r.out}`);
  return r;
}
beforeAll(() => {
  root = linkedRoot(join(REPO, "test", "fixtures", "basic"), "mcpforge-rename-");
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: root, stdio: "pipe" });
  git("init", "-q");
  run("generate");
  run("scaffold");
  const handlers = join(root, "handlers", "demo", "index.ts");
  // The handler a maintainer wrote for create_item.
  writeFileSync(handlers, readFileSync(handlers, "utf8").replace('create_item: notImplemented("create_item"),', "create_item: async (args) => ({ id: `item_${args.name}` }) as never,"));
  git("add", "spec", "handlers");
  git("commit", "-q", "-m", "before the rename");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("scaffold moves the handler of a renamed tool to its new name", () => {
  const spec = join(root, "spec", "demo.json");
  const manifest = JSON.parse(readFileSync(spec, "utf8")) as Record<string, any>;
  manifest.tools.add_item = manifest.tools.create_item;
  delete manifest.tools.create_item;
  writeFileSync(spec, `${JSON.stringify(manifest, null, 2)}\n`);
  run("format");
  run("generate");
  const out = run("scaffold");
  expect(out.out).toMatch(/handlers\/demo\/index\.ts:\d+:\d+ moved handler create_item: the tool was renamed to add_item \(diff: tool-renamed\)/);
  expect(out.out).not.toMatch(/orphan|added stub/);
  const text = readFileSync(join(root, "handlers", "demo", "index.ts"), "utf8");
  expect(text).toContain("add_item: async (args) => ({ id: `item_${args.name}` }) as never,");
  expect(text).not.toContain("create_item");
});
