import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { toMatchFile } from "jest-file-snapshot";

expect.extend({ toMatchFile });

// Snapshot of `mcpforge status` on the real spec/ and handlers/: a handler landing or a tool
// being added shows up here (update with `npx jest test/status -u`).
test("mcpforge status on the repository", () => {
  const root = join(__dirname, "..", "..");
  const r = spawnSync(process.execPath, [join(root, "bin", "mcpforge.js"), "status"], { cwd: root, encoding: "utf8" });
  expect(r.status).toBe(0);
  expect(r.stdout).toMatchFile(join(__dirname, "__file_snapshots__", "repository-status.txt"));
});
