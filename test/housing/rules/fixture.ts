import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { housingDataDir } from "../../../handlers/housing/support/data-file";

/**
 * A copy of data/housing whose corpus/jurisdictions.json `edit` changes: the service is then
 * started on it with HOUSING_DATA_DIR (for records the shipped data does not hold, e.g. a void ordinance).
 */
export function editedDataDir(edit: (jurisdictions: any) => void): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), "housing-rules-data-"));
  cpSync(housingDataDir(), dir, { recursive: true });
  const file = join(dir, "corpus", "jurisdictions.json");
  const data = JSON.parse(readFileSync(file, "utf8"));
  edit(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
