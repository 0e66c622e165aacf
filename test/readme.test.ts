import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = join(__dirname, "..");
const readme = readFileSync(join(ROOT, "README.md"), "utf8");

test("the README opens with the two commands that install-and-start and install-and-test", () => {
  const firstBlock = readme.split("```")[1];
  expect(firstBlock).toContain("npm ci && npm start");
  expect(firstBlock).toContain("npm ci && npm test");
});

test("the README status table is what `mcpforge status --format markdown` prints", () => {
  const table = readme.split("<!-- status:begin -->")[1].split("<!-- status:end -->")[0].trim();
  const r = spawnSync(process.execPath, [join(ROOT, "bin", "mcpforge.js"), "status", "--format", "markdown"], { cwd: ROOT, encoding: "utf8" });
  expect(r.status).toBe(0);
  expect(table).toBe(r.stdout.trim());
});
