import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Calls and SQL that destroy data or history; migrations may only add. */
const DESTRUCTIVE = /\.(dropTable|dropColumn|dropIndex|dropView|dropSchema|dropConstraint|renameColumn|renameTo|alterColumn|modifyColumn)\s*\(|\b(DROP|TRUNCATE)\s+(TABLE|COLUMN|INDEX|SCHEMA|VIEW)\b|\bRENAME\s+(TO|COLUMN)\b|\bDELETE\s+FROM\b/i;

export function destructiveLines(source: string): string[] {
  return source.split("\n").filter((line) => DESTRUCTIVE.test(line) && !/^\s*(\/\/|\*)/.test(line));
}

function migrationFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...migrationFiles(path));
    else if (name.endsWith(".ts") && readFileSync(path, "utf8").includes(": Migration[]")) out.push(path);
  }
  return out;
}

const root = join(__dirname, "..", "..");

describe("migrations are additive", () => {
  // The services' migrations, and the platform's (storage core, auth) since the package move.
  const files = [...migrationFiles(join(root, "handlers")), ...migrationFiles(join(root, "generator", "platform"))];

  test("finds the migration lists (storage core and webhooks at least)", () => {
    const rel = files.map((f) => relative(root, f));
    expect(rel).toEqual(expect.arrayContaining(["generator/platform/storage/storage.ts", "handlers/webhooks/migrations.ts"]));
  });

  test.each(files.map((f) => [relative(root, f), f]))("%s drops, renames and deletes nothing", (_rel, file) => {
    expect(destructiveLines(readFileSync(file, "utf8"))).toEqual([]);
  });

  test.each([
    ['await db.schema.dropTable("x").execute();', true],
    ['await db.schema.alterTable("x").renameColumn("a", "b").execute();', true],
    ["await sql`DROP TABLE x`.execute(db);", true],
    ['await db.schema.alterTable("x").addColumn("y", "text").execute();', false],
    ["// never dropTable( here", false],
  ])("the checker flags %s: %s", (line, flagged) => {
    expect(destructiveLines(line).length > 0).toBe(flagged);
  });
});
