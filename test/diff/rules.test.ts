import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RULES, runDiff, type Change } from "../../generator/commands/diff";
import { REPO } from "./run-cli";

/** [rule, severity, subject (a tool's name, "prompt x", "resource y", "-" for the service), old pointer, new pointer] */
type Want = [string, string, string, string, string];

const FIXTURES = "test/fixtures/diff";
const NOT_BUMPED: Want = ["version-not-bumped", "warning", "-", "/versions/running", "/versions/running"];
const P = (tool: string, rest = "") => `/tools/${tool}${rest}`;
const ARGS = "/prompts/summarize_item/arguments";

const cases: [string, Want[]][] = [
  // breaking
  ["tool-removed", [NOT_BUMPED, ["tool-removed", "breaking", "put_item", P("put_item"), "/tools"]]],
  ["tool-renamed", [NOT_BUMPED, ["tool-renamed", "breaking", "put_item", P("put_item"), P("upsert_item")]]],
  ["input-required-added", [NOT_BUMPED, ["input-required-added", "breaking", "put_item", P("put_item", "/inputSchema/properties"), P("put_item", "/inputSchema/properties/sku")]]],
  ["input-became-required", [NOT_BUMPED, ["input-became-required", "breaking", "put_item", P("put_item", "/inputSchema/properties/quantity"), P("put_item", "/inputSchema/properties/quantity")]]],
  ["input-property-removed", [NOT_BUMPED, ["input-property-removed", "breaking", "put_item", P("put_item", "/inputSchema/properties/tags"), P("put_item", "/inputSchema/properties")]]],
  ["input-type-narrowed", [NOT_BUMPED, ["input-type-narrowed", "breaking", "put_item", P("put_item", "/inputSchema/properties/quantity/type"), P("put_item", "/inputSchema/properties/quantity/type")]]],
  ["input-enum-value-removed", [NOT_BUMPED, ["input-enum-value-removed", "breaking", "get_item", P("get_item", "/inputSchema/properties/fields/items/enum"), P("get_item", "/inputSchema/properties/fields/items/enum")]]],
  [
    "input-bound-tightened",
    [
      NOT_BUMPED,
      ...["name/maxLength", "name/minLength"].map((k): Want => ["input-bound-tightened", "breaking", "put_item", P("put_item", `/inputSchema/properties/${k}`), P("put_item", `/inputSchema/properties/${k}`)]),
      ["input-bound-tightened", "breaking", "put_item", P("put_item", "/inputSchema/properties/name"), P("put_item", "/inputSchema/properties/name/pattern")],
      ...["quantity/maximum", "quantity/minimum", "tags/maxItems"].map((k): Want => ["input-bound-tightened", "breaking", "put_item", P("put_item", `/inputSchema/properties/${k}`), P("put_item", `/inputSchema/properties/${k}`)]),
    ],
  ],
  ["input-additional-properties-closed", [NOT_BUMPED, ["input-additional-properties-closed", "breaking", "search_items", P("search_items", "/inputSchema"), P("search_items", "/inputSchema/additionalProperties")]]],
  ["output-property-removed", [NOT_BUMPED, ["output-property-removed", "breaking", "get_item", P("get_item", "/outputSchema/properties/price"), P("get_item", "/outputSchema/properties")]]],
  ["output-property-became-optional", [NOT_BUMPED, ["output-property-became-optional", "breaking", "get_item", P("get_item", "/outputSchema/properties/name"), P("get_item", "/outputSchema/properties/name")]]],
  ["output-became-nullable", [NOT_BUMPED, ["output-became-nullable", "breaking", "get_item", P("get_item", "/outputSchema/properties/note/type"), P("get_item", "/outputSchema/properties/note/type")]]],
  ["output-type-changed", [NOT_BUMPED, ["output-type-changed", "breaking", "put_item", P("put_item", "/outputSchema/properties/created/type"), P("put_item", "/outputSchema/properties/created/type")]]],
  ["output-schema-removed", [NOT_BUMPED, ["output-schema-removed", "breaking", "get_item", P("get_item", "/outputSchema"), P("get_item", "/outputSchema")]]],
  ["error-code-removed", [NOT_BUMPED, ["error-code-removed", "breaking", "put_item", P("put_item", "/errors/0"), P("put_item", "/errors")]]],
  ["prompt-removed", [NOT_BUMPED, ["prompt-removed", "breaking", "prompt triage", "/prompts/triage", "/prompts"]]],
  ["prompt-argument-required-added", [NOT_BUMPED, ["prompt-argument-required-added", "breaking", "prompt summarize_item", ARGS, `${ARGS}/2`]]],
  ["prompt-argument-became-required", [NOT_BUMPED, ["prompt-argument-became-required", "breaking", "prompt summarize_item", `${ARGS}/1`, `${ARGS}/1/required`]]],
  // The first argument removed: the second moves to index 0 and is not reported.
  ["prompt-argument-removed", [NOT_BUMPED, ["prompt-argument-removed", "breaking", "prompt summarize_item", `${ARGS}/0`, ARGS]]],
  ["resource-removed", [NOT_BUMPED, ["resource-removed", "breaking", "resource catalog", "/resources/catalog", "/resources"]]],
  ["resource-uri-changed", [NOT_BUMPED, ["resource-uri-changed", "breaking", "resource catalog", "/resources/catalog/uri", "/resources/catalog/uri"]]],
  ["resource-uri-to-template", [NOT_BUMPED, ["resource-uri-changed", "breaking", "resource catalog", "/resources/catalog/uri", "/resources/catalog/uriTemplate"]]],
  ["resource-template-changed", [NOT_BUMPED, ["resource-template-changed", "breaking", "resource item", "/resources/item/uriTemplate", "/resources/item/uriTemplate"]]],
  // warning
  ["output-enum-value-added", [["output-enum-value-added", "warning", "get_item", P("get_item", "/outputSchema/properties/status/enum"), P("get_item", "/outputSchema/properties/status/enum")]]],
  ["input-default-changed", [["input-default-changed", "warning", "search_items", P("search_items", "/inputSchema/properties/limit/default"), P("search_items", "/inputSchema/properties/limit/default")]]],
  ["read-only-hint-removed", [["read-only-hint-removed", "warning", "get_item", P("get_item", "/annotations/readOnlyHint"), P("get_item", "/annotations/readOnlyHint")]]],
  ["destructive-hint-added", [["destructive-hint-added", "warning", "put_item", P("put_item", "/annotations/destructiveHint"), P("put_item", "/annotations/destructiveHint")]]],
  ["input-property-removed-open", [["input-property-removed-open", "warning", "search_items", P("search_items", "/inputSchema/properties/query"), P("search_items", "/inputSchema/properties")]]],
  ["prompt-may-request-input-added", [["prompt-may-request-input-added", "warning", "prompt triage", "/prompts/triage", "/prompts/triage/mayRequestInput"]]],
  ["resource-template-variable-renamed", [["resource-template-variable-renamed", "warning", "resource item", "/resources/item/uriTemplate", "/resources/item/uriTemplate"]]],
  ["resource-mime-type-changed", [["resource-mime-type-changed", "warning", "resource catalog", "/resources/catalog/mimeType", "/resources/catalog/mimeType"]]],
  // a bumped version silences version-not-bumped
  ["version-bumped", [["version-changed", "info", "-", "/versions/running", "/versions/running"], ["tool-removed", "breaking", "put_item", P("put_item"), "/tools"]]],
  // info
  ["tool-added", [["tool-added", "info", "archive_item", "/tools", P("archive_item")]]],
  ["input-optional-added", [["input-optional-added", "info", "search_items", P("search_items", "/inputSchema/properties"), P("search_items", "/inputSchema/properties/tag")]]],
  [
    "input-bound-loosened",
    [
      ["input-bound-loosened", "info", "put_item", P("put_item", "/inputSchema/properties/quantity/minimum"), P("put_item", "/inputSchema/properties/quantity")],
      ["input-bound-loosened", "info", "search_items", P("search_items", "/inputSchema/properties/limit/maximum"), P("search_items", "/inputSchema/properties/limit/maximum")],
      ["input-bound-loosened", "info", "search_items", P("search_items", "/inputSchema/properties/query/maxLength"), P("search_items", "/inputSchema/properties/query/maxLength")],
    ],
  ],
  ["output-property-added", [["output-property-added", "info", "put_item", P("put_item", "/outputSchema/properties"), P("put_item", "/outputSchema/properties/updated_at")]]],
  [
    "description-changed",
    [
      ["description-changed", "info", "get_item", P("get_item", "/description"), P("get_item", "/description")],
      ["description-changed", "info", "get_item", P("get_item", "/inputSchema/properties/verbose/description"), P("get_item", "/inputSchema/properties/verbose/description")],
    ],
  ],
  ["param-header-added", [["param-header-added", "warning", "get_item", P("get_item", "/inputSchema/properties/id"), P("get_item", "/inputSchema/properties/id")]]],
  ["param-header-removed", [["param-header-removed", "info", "get_item", P("get_item", "/inputSchema/properties/id"), P("get_item", "/inputSchema/properties/id")]]],
  [
    "protocol-declaration-changed",
    [
      ["protocol-declaration-changed", "info", "-", "", "/caching"],
      ["protocol-declaration-changed", "info", "put_item", P("put_item"), P("put_item", "/task")],
    ],
  ],
  ["title-changed", [["title-changed", "info", "put_item", P("put_item", "/title"), P("put_item", "/title")]]],
  ["prompt-added", [["prompt-added", "info", "prompt restock", "/prompts", "/prompts/restock"]]],
  ["prompt-argument-optional-added", [["prompt-argument-optional-added", "info", "prompt summarize_item", ARGS, `${ARGS}/2`]]],
  ["prompt-argument-became-optional", [["prompt-argument-became-optional", "info", "prompt summarize_item", `${ARGS}/0/required`, `${ARGS}/0/required`]]],
  ["prompt-argument-values-changed", [["prompt-argument-values-changed", "info", "prompt summarize_item", `${ARGS}/1/values`, `${ARGS}/1/values`]]],
  ["prompt-may-request-input-removed", [["prompt-may-request-input-removed", "info", "prompt triage", "/prompts/triage/mayRequestInput", "/prompts/triage"]]],
  // Arguments are matched by name: a new order changes nothing a client sends.
  ["prompt-arguments-reordered", []],
  [
    "prompt-resource-texts",
    [
      ["description-changed", "info", "prompt summarize_item", `${ARGS}/1/description`, `${ARGS}/1/description`],
      ["title-changed", "info", "prompt triage", "/prompts/triage/title", "/prompts/triage/title"],
      ["description-changed", "info", "resource item", "/resources/item/description", "/resources/item/description"],
    ],
  ],
  ["resource-added", [["resource-added", "info", "resource price-list", "/resources", "/resources/price-list"]]],
  // Clients read by URI: the same uri under a new name is reported once, at both names.
  ["resource-renamed", [["resource-renamed", "info", "resource items-csv", "/resources/catalog", "/resources/items-csv"]]],
  ["unchanged", []],
];

const subject = (c: Change) => c.tool ?? (c.prompt !== undefined ? `prompt ${c.prompt}` : c.resource !== undefined ? `resource ${c.resource}` : "-");
const brief = (c: Change): Want => [c.rule, c.severity, subject(c), c.old?.pointer ?? "", c.new?.pointer ?? ""];

test("every rule id in the table has a fixture pair", () => {
  for (const [name] of cases) expect(existsSync(join(REPO, FIXTURES, name, "old.json"))).toBe(true);
});

test.each(cases)("%s: old.json → new.json reports exactly the expected changes", (name, want) => {
  const { report, diagnostics } = runDiff({ root: REPO, old: `${FIXTURES}/${name}/old.json`, new: `${FIXTURES}/${name}/new.json` });
  expect(diagnostics).toEqual([]);
  expect(report.changes.map(brief)).toEqual(want);
  for (const c of report.changes) {
    // Every side names the file it points into and a real position in it.
    for (const side of [c.old, c.new]) {
      expect(side?.file).toMatch(/^test\/fixtures\/diff\/.+\.json$/);
      expect(side!.line).toBeGreaterThan(0);
    }
  }
});

test("a change in a shared definition is reported at every tool that uses it, via defs.json", () => {
  const dir = `${FIXTURES}/shared-def-tightened`;
  const { report } = runDiff({ root: REPO, old: `${dir}/old`, new: `${dir}/new` });
  const tightened = report.changes.filter((c) => c.rule === "input-bound-tightened");
  expect(tightened.map((c) => `${c.service}/${c.tool}`)).toEqual(["other/get_item", "other/put_item", "svc/get_item", "svc/put_item"]);
  for (const c of tightened) {
    expect(c.new!.pointer).toBe(`/tools/${c.tool}/inputSchema/properties/id/pattern`);
    expect(c.new!.via).toEqual({ file: `${dir}/new/defs.json`, pointer: "/$defs/itemId/pattern", line: 5, col: 7 });
    expect(c.message).toBe('input id: pattern "^[a-z0-9]{4,32}$" → "^[a-z0-9]{8,32}$"');
  }
  expect(report.summary).toEqual({ breaking: 4, warning: 2, info: 0 });
});

test("messages say what changed, with old and new values", () => {
  const { report } = runDiff({ root: REPO, old: `${FIXTURES}/input-bound-tightened/old.json`, new: `${FIXTURES}/input-bound-tightened/new.json` });
  expect(report.changes.map((c) => c.message)).toContain("input quantity: maximum 1000 → 500");
  const renamed = runDiff({ root: REPO, old: `${FIXTURES}/tool-renamed/old.json`, new: `${FIXTURES}/tool-renamed/new.json` }).report;
  expect(renamed.changes[1].message).toContain("put_item renamed to upsert_item");
});

test("every prompt and resource rule has a fixture pair that reports it", () => {
  const reported = new Set(cases.flatMap(([, want]) => want.map((w) => w[0])));
  const ids = Object.keys(RULES).filter((id) => id.startsWith("prompt-") || id.startsWith("resource-"));
  expect(ids.length).toBe(17);
  expect(ids.filter((id) => !reported.has(id))).toEqual([]);
});

test("the rules table in docs/generator.md lists every rule with its severity and explanation, in RULES order", () => {
  const docs = readFileSync(join(REPO, "docs/generator.md"), "utf8");
  const rows = docs.split("\n").filter((l) => /^\| `[a-z-]+` \| (breaking|warning|info) \|/.test(l));
  expect(rows).toEqual(Object.entries(RULES).map(([id, r]) => `| \`${id}\` | ${r.severity} | ${r.doc} |`));
});

test("prompt and resource messages say what a cached client meets", () => {
  const messages = (name: string) => runDiff({ root: REPO, old: `${FIXTURES}/${name}/old.json`, new: `${FIXTURES}/${name}/new.json` }).report.changes.map((c) => c.message);
  expect(messages("prompt-argument-removed")).toContain("argument id (required) removed: a call passing it is refused as unknown (-32602)");
  expect(messages("resource-template-variable-renamed")[0]).toBe('uriTemplate "svc://items/{id}" → "svc://items/{itemId}": variable id → itemId; old URIs still match, completion/complete naming the old template or variable answers -32602');
  expect(messages("resource-uri-to-template")).toContain('uri "svc://catalog" → uriTemplate "svc://catalog/{format}": it moves from resources/list to resources/templates/list');
  expect(messages("resource-renamed")).toEqual(['resource catalog renamed to items-csv: reads of "svc://catalog" are unaffected']);
});

test("the conformance fixture (every resource and prompt feature) compared with itself reports nothing", () => {
  const manifest = "test/conformance/fixture/spec/conformance.json";
  const { report, diagnostics } = runDiff({ root: REPO, old: manifest, new: manifest });
  expect(diagnostics).toEqual([]);
  expect(report.changes).toEqual([]);
});

test("the committed spec/ compared with itself reports nothing", () => {
  const { report, diagnostics } = runDiff({ root: REPO, old: "spec", new: "spec" });
  expect(diagnostics).toEqual([]);
  expect(report.changes).toEqual([]);
});

test("folders are matched by slug: a renamed slug is one service removed and one added", () => {
  const tmp = mkdtempSync(join(tmpdir(), "mcpforge-slugs-"));
  try {
    const base = JSON.parse(readFileSync(join(REPO, FIXTURES, "unchanged/old.json"), "utf8"));
    for (const [side, slug] of [["old", "alpha"], ["new", "beta"]]) {
      mkdirSync(join(tmp, side));
      writeFileSync(join(tmp, side, `${slug}.json`), JSON.stringify({ ...base, slug }, null, 2) + "\n");
    }
    const { report } = runDiff({ root: tmp, old: "old", new: "new" });
    expect(report.changes.map((c) => [c.rule, c.severity, c.service, c.old?.file ?? "-", c.new?.file ?? "-"])).toEqual([
      ["service-removed", "breaking", "alpha", "old/alpha.json", "-"],
      ["service-added", "info", "beta", "-", "new/beta.json"],
    ]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});

test("two manifests with one slug in a folder are reported, not silently merged", () => {
  const { diagnostics } = runDiff({ root: REPO, old: `${FIXTURES}/unchanged`, new: `${FIXTURES}/unchanged` });
  expect(diagnostics.map((d) => [d.code, d.file])).toEqual([
    ["duplicate-slug", `${FIXTURES}/unchanged/old.json`],
    ["duplicate-slug", `${FIXTURES}/unchanged/old.json`],
  ]);
});
