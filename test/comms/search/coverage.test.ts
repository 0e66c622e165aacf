import { readdirSync } from "node:fs";
import { join } from "node:path";
import { isIndexed } from "../../../handlers/comms/search";
import type { ResourceDef } from "../../../handlers/comms/support/resource";

/** Every ResourceDef exported by handlers/comms/crm/*.ts (a new resource is picked up by itself). */
function crmResources(): ResourceDef[] {
  const dir = join(__dirname, "../../../handlers/comms/crm");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .flatMap((f) => Object.values(require(join(dir, f)) as Record<string, unknown>))
    .filter((v): v is ResourceDef => typeof v === "object" && v !== null && "table" in v && "search" in v);
}

describe("comms search: every CRM resource with q is on the trigram index", () => {
  const withQ = crmResources().filter((r) => r.search.length > 0);

  test("the resources are found (six with q, stages without)", () => {
    expect(withQ.map((r) => r.table).sort()).toEqual(
      ["activities", "companies", "contacts", "deals", "pipelines", "tasks"].map((t) => `comms_crm_${t}`),
    );
  });

  test.each(withQ.map((r) => [r.table, r] as const))(
    "%s: its q columns are indexed, its list pages by seq",
    (_t, def) => {
      expect(isIndexed(def.table, def.search)).toBe(true);
      expect(def.orderBy ?? "seq").toBe("seq");
    },
  );

  test("a resource whose q columns changed since the migration is not taken for indexed", () => {
    expect(isIndexed("comms_crm_contacts", ["email"])).toBe(false);
    expect(isIndexed("comms_crm_contacts", ["first_name", "email"])).toBe(false);
    expect(isIndexed("comms_crm_stages", ["name"])).toBe(false);
  });
});
