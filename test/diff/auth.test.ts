import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSide, diffSides } from "../../generator/commands/diff";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { canonicalJson } from "../../generator/pipeline/schema/walk";

// diff classifies a tool's auth as a client meets it (issue 31): adding auth or a scope is
// breaking (anonymous calls, or tokens with the old scopes, are refused); removing either is info.
const REPO = join(__dirname, "..", "..");
const SPEC = join(REPO, "test", "fixtures", "basic", "spec");
const demo = () => JSON.parse(readFileSync(join(SPEC, "demo.json"), "utf8")) as Record<string, any>;

function side(label: string, auth: string[] | undefined) {
  const m = demo();
  if (auth) {
    m.tools["get-item"].auth = { scopes: auth, subject: true };
    m.tools["get-item"].errors = [...m.tools["get-item"].errors, "sign_in_required"].sort();
  }
  const files = [
    { path: "spec/defs.json", text: readFileSync(join(SPEC, "defs.json"), "utf8") },
    { path: "spec/demo.json", text: canonicalJson(m) },
  ];
  return buildSide(label, loadSpecTexts(files));
}

function authChanges(before: string[] | undefined, after: string[] | undefined) {
  return diffSides(side("old", before), side("new", after))
    .changes.filter((c) => c.rule.startsWith("auth-"))
    .map((c) => [c.rule, c.severity, c.new?.pointer]);
}

test.each([
  ["adding auth", undefined, ["demo:read"], [["auth-added", "breaking", "/tools/get-item/auth"]]],
  ["narrowing scopes (one more)", ["demo:read"], ["demo:read", "demo:write"], [["auth-scope-added", "breaking", "/tools/get-item/auth/scopes/1"]]],
  ["removing auth", ["demo:read"], undefined, [["auth-removed", "info", "/tools/get-item"]]],
  ["widening scopes (one fewer)", ["demo:read", "demo:write"], ["demo:read"], [["auth-scope-removed", "info", "/tools/get-item/auth/scopes"]]],
  ["no auth change", ["demo:read"], ["demo:read"], []],
])("%s", (_name, before, after, want) => {
  expect(authChanges(before, after)).toEqual(want);
});
