import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formatDiagnostic } from "../../generator/pipeline/diagnostics";
import { loadSpecTexts } from "../../generator/pipeline/load";
import { runPipeline } from "../../generator/pipeline/run";
import { canonicalJson } from "../../generator/pipeline/schema/walk";
import { validateSpec } from "../../generator/pipeline/validate";

// A manifest of one's own: no source document, no prices, output schemas written as a $ref.
const ROOT = join(__dirname, "..", "fixtures", "own-design");
const notes = () => JSON.parse(readFileSync(join(ROOT, "spec", "notes.json"), "utf8"));
const validate = (m: unknown) => validateSpec(loadSpecTexts([{ path: "spec/notes.json", text: canonicalJson(m) }])).diagnostics.map(formatDiagnostic);

test("a manifest without source and price, whose output schema root is a $ref, generates", async () => {
  const result = await runPipeline({ root: ROOT });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  const server = result.files.find((f) => f.path === "generated/notes/server.ts")!.content;
  expect(server).not.toMatch(/priceMicros|source:/);
  const note = notes().$defs.note;
  const [add] = result.services[0].tools;
  expect(add.outputSchema).toEqual(note); // the $ref root is inlined: tools/list shows the object schema
  expect(add.priceMicros).toBeUndefined();
  expect(result.services[0].source).toBeUndefined();
});

test("an output schema $ref root that is not an object schema is refused at the $ref", () => {
  const m = notes();
  m.$defs.word = { description: "one word", type: "string" };
  m.tools.get_note.outputSchema = { $ref: "#/$defs/word" };
  expect(validate(m)).toEqual([
    'spec/notes.json:87:9 /tools/get_note/outputSchema/$ref: outputSchema $ref resolves to a schema of type "string"; a tool\'s outputSchema must be an object schema (point the $ref at a definition with "type": "object")',
  ]);
});

test("a manifest that encodes a document (has source) still needs a price per tool", () => {
  const m = notes();
  m.source = { document: "spec-docs/x.txt", section: "A" };
  m.tools.add_note.price = { micros: 1000 };
  expect(validate(m)).toEqual([
    'spec/notes.json:65:5 /tools/get_note: tool "get_note" has no price, and the manifest encodes a document (it has "source") (copy the price from the document\'s tool table: "price": {"micros": <n>})',
  ]);
});
