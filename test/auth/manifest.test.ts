import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic } from "../../generator/pipeline/diagnostics";
import { buildIR } from "../../generator/pipeline/ir";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { validateSpec } from "../../generator/pipeline/validate";

const SPEC = join(__dirname, "..", "fixtures", "basic", "spec");

/** The fixture manifest with `mutate` applied: its diagnostics and, when valid, its IR. */
function build(mutate: (m: any) => void) {
  const m = JSON.parse(readFileSync(join(SPEC, "demo.json"), "utf8"));
  mutate(m);
  const v = validateSpec(loadSpecTexts([
    { path: "spec/defs.json", text: readFileSync(join(SPEC, "defs.json"), "utf8") },
    { path: "spec/demo.json", text: canonicalJson(m) },
  ]));
  const ir = buildIR(v.manifests);
  return { problems: [...v.diagnostics, ...ir.diagnostics].map(formatDiagnostic), ir };
}

const withAuth = (scopes: unknown, errors?: string[]) => (m: any) => {
  m.errors.sign_in_required = "The tool needs a signed-in person.";
  const t = m.tools.create_item;
  t.auth = { subject: true, scopes };
  t.errors = errors ?? [...t.errors, "sign_in_required"];
};

test("a tool's auth field reaches the IR with sorted scopes", () => {
  const { problems, ir } = build(withAuth(["demo:write", "demo:act"]));
  expect(problems).toEqual([]);
  const tool = (ir as any).services[0].tools.find((t: any) => t.name === "create_item");
  expect(tool.auth).toEqual({ scopes: ["demo:act", "demo:write"] });
});

test.each<[string, unknown, string[] | undefined, RegExp]>([
  ["a tool with auth must declare sign_in_required", ["demo:act"], [], /\/tools\/create_item\/errors: a tool with "auth" must declare the error code "sign_in_required"/],
  ["scopes are named <service>:<action>", ["Act"], undefined, /\/tools\/create_item\/auth\/scopes\/0: must match the pattern/],
  ["at least one scope", [], undefined, /\/tools\/create_item\/auth\/scopes: must NOT have fewer than 1 items/],
])("%s", (_name, scopes, errors, want) => {
  const { problems } = build(withAuth(scopes, errors));
  expect(problems.join("\n")).toMatch(want);
});
