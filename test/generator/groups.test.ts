import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runPipeline } from "../../generator/pipeline/run";

// Two groups whose PascalCase forms are equal would declare one interface twice (TypeScript
// merges them silently): a name collision, reported at the tool's group.
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "mcpforge-group-names-"));
  cpSync(join(__dirname, "..", "fixtures", "grouped", "spec"), join(root, "spec"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test("two groups that generate one interface name are an error naming both", async () => {
  const path = join(root, "spec", "crm.json");
  const manifest = JSON.parse(readFileSync(path, "utf8"));
  manifest.tools.ping.group = "crm_deals"; // CrmDeals, like crm.deals
  writeFileSync(path, JSON.stringify(manifest, null, 2) + "\n");
  const { diagnostics } = await runPipeline({ root });
  const collision = diagnostics.filter((d) => d.code === "name-collision");
  expect(collision).toHaveLength(1);
  expect(collision[0].message).toMatch(/group "crm_deals" and group "crm.deals" both generate the identifiers CrmCrmDealsHandlers|group "crm.deals" and group "crm_deals" both generate the identifiers CrmCrmDealsHandlers/);
});

test("a group that is not dotted lower-case identifiers is refused by the manifest format", async () => {
  const path = join(root, "spec", "crm.json");
  const manifest = JSON.parse(readFileSync(path, "utf8"));
  manifest.tools.ping.group = "CRM.Deals";
  writeFileSync(path, JSON.stringify(manifest, null, 2) + "\n");
  const { diagnostics } = await runPipeline({ root });
  expect(diagnostics.some((d) => d.code === "manifest-format" && d.pointer === "/tools/ping/group")).toBe(true);
});
