import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { toMatchFile } from "jest-file-snapshot";
import { mcpforge, REPO } from "../diff/run-cli";
import { linkedRoot } from "./linked-root";

expect.extend({ toMatchFile });

/**
 * Handler groups: scaffold writes one module per group (handlers/crm/crm/deals.ts …) that
 * `satisfies` its group interface, spreads it into the service's tools object, and the result
 * type-checks (`check` compiles it; the temporary root links the repository's generator/).
 */
const FIXTURE = join(REPO, "test/fixtures/grouped");
let root: string;
const run = (...args: string[]) => mcpforge(["--root", root, ...args]);
const read = (path: string) => readFileSync(join(root, path), "utf8");

beforeEach(() => {
  root = linkedRoot(FIXTURE, "mcpforge-groups-");
  expect(run("generate").code).toBe(0);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** True when `small` can be read out of `big` in order: only insertions. */
function isSubsequence(small: string, big: string): boolean {
  let i = 0;
  for (let j = 0; j < big.length && i < small.length; j++) if (big[j] === small[i]) i++;
  return i === small.length;
}

test("a new service gets one module per group, spread into index.ts, and it type-checks", () => {
  const r = run("scaffold");
  expect(r.code).toBe(0);
  for (const path of ["handlers/index.ts", "handlers/crm/index.ts", "handlers/crm/crm/deals.ts", "handlers/crm/crm/contacts.ts"]) {
    expect(read(path)).toMatchFile(join(FIXTURE, "expected-scaffold", path));
  }
  expect(read("handlers/crm/crm/deals.ts")).toContain("} satisfies CrmCrmDealsHandlers;");
  expect(read("handlers/crm/index.ts")).toContain("...crmDealsHandlers,");
  const check = run("check");
  expect(check.out + check.err).toContain("check passed");
  expect(check.code).toBe(0);
});

test("new tools of an existing group go to its module, a new group gets a new module; nothing is rewritten", () => {
  expect(run("scaffold").code).toBe(0);
  const before = { index: read("handlers/crm/index.ts"), deals: read("handlers/crm/crm/deals.ts"), contacts: read("handlers/crm/crm/contacts.ts") };
  const manifest = JSON.parse(read("spec/crm.json"));
  const ping = manifest.tools.ping;
  manifest.tools.close_deal = { ...ping, description: "Close deal: marks a deal as won or lost.", title: "Close deal", group: "crm.deals" };
  manifest.tools.add_note = { ...ping, description: "Add note: attaches a note to a deal.", title: "Add note", group: "crm.notes" };
  manifest.tools.status = { ...ping, description: "Status: reports the service state.", title: "Status" };
  writeFileSync(join(root, "spec/crm.json"), JSON.stringify(manifest, null, 2));
  expect(run("format").code).toBe(0);
  expect(run("generate").code).toBe(0);
  const r = run("scaffold");
  expect(r.code).toBe(0);
  expect(r.out).toMatch(/^handlers\/crm\/crm\/deals\.ts:\d+:\d+ added stub close_deal/m);
  expect(r.out).toMatch(/^handlers\/crm\/crm\/notes\.ts:\d+:\d+ added stub add_note/m);
  expect(r.out).toMatch(/^handlers\/crm\/index\.ts:\d+:\d+ added stub status/m);
  expect(read("handlers/crm/crm/deals.ts")).toContain('close_deal: notImplemented("close_deal"),');
  expect(read("handlers/crm/crm/notes.ts")).toContain("} satisfies CrmCrmNotesHandlers;");
  expect(read("handlers/crm/index.ts")).toContain('import { crmNotesHandlers } from "./crm/notes";');
  expect(read("handlers/crm/index.ts")).toContain("...crmNotesHandlers,");
  expect(isSubsequence(before.index, read("handlers/crm/index.ts"))).toBe(true);
  expect(isSubsequence(before.deals, read("handlers/crm/crm/deals.ts"))).toBe(true);
  expect(read("handlers/crm/crm/contacts.ts")).toBe(before.contacts);
  expect(run("check").code).toBe(0);
  // Idempotent.
  expect(run("scaffold").err).toContain("nothing to scaffold");
  expect(existsSync(join(root, "handlers/crm/crm/notes.ts"))).toBe(true);
});
