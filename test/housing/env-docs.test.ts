import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(__dirname, "../..");

/** Every HOUSING_* name the housing handlers read or mention. */
function housingVariables(): string[] {
  const files = readdirSync(join(root, "handlers/housing"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts"));
  const names = files.flatMap((f) => readFileSync(join(root, "handlers/housing", f), "utf8").match(/\bHOUSING_[A-Z0-9_]+\b/g) ?? []);
  return [...new Set(names)].sort();
}

it("every HOUSING_* variable of the housing handlers has a row in docs/deployment.md and is described in docs/housing.md", () => {
  const vars = housingVariables();
  expect(vars).toEqual(expect.arrayContaining(["HOUSING_ALERT_SMTP", "HOUSING_SECRET_KEY", "HOUSING_DATA_DIR"]));
  const deployment = readFileSync(join(root, "docs/deployment.md"), "utf8");
  const housing = readFileSync(join(root, "docs/housing.md"), "utf8");
  expect(vars.filter((v) => !deployment.includes(`| \`${v}\` |`))).toEqual([]);
  expect(vars.filter((v) => !housing.includes(`\`${v}\``))).toEqual([]);
});
