import Ajv, { type ErrorObject } from "ajv";
import addFormats from "ajv-formats";
import { findNodeAtLocation, parseTree, type Node, type ParseError } from "jsonc-parser";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/**
 * Every housing data file is JSON under data/housing/ with an `about` block saying where the data
 * comes from and under which licence, and whether it is sample data (then every result that uses
 * it says `sample`). `loadDataFile` validates a file against its JSON Schema at start-up and
 * reports every problem with file and line, so a bad edit stops the service with a message a
 * person can act on instead of a wrong answer later.
 */
export interface DataAbout {
  origin: string;
  licence: string;
  sample: boolean;
  notes?: string;
}

export interface DataProblem {
  file: string;
  line: number;
  pointer: string;
  message: string;
}

export class DataFileError extends Error {
  constructor(readonly problems: DataProblem[]) {
    super(`housing data is invalid:\n${problems.map((p) => `  ${p.file}:${p.line}: ${p.pointer || "/"} ${p.message}`).join("\n")}`);
    this.name = "DataFileError";
  }
}

const ABOUT_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["origin", "licence", "sample"],
  properties: { origin: { type: "string", minLength: 1 }, licence: { type: "string", minLength: 1 }, sample: { type: "boolean" }, notes: { type: "string" } },
};

// Each schema is compiled to validate one file once, at start-up: ajv's optimisation passes over the
// generated code cost more than they save (a housing start 1.21 -> 1.11 s CPU without them).
const ajv = new Ajv({ allErrors: true, strict: false, code: { optimize: false } });
addFormats(ajv);

/** data/housing in this checkout or installed package (HOUSING_DATA_DIR overrides it). */
export function housingDataDir(override?: string): string {
  if (override?.trim()) return override.trim();
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, "data", "housing"))) return join(dir, "data", "housing");
  }
  return join(process.cwd(), "data", "housing");
}

/**
 * Reads `<dataDir>/<file>` and validates it: the top level must be an object with `about` and the
 * properties `schema` describes. Throws a DataFileError naming file and line of each problem.
 */
export function loadDataFile<T extends { about: DataAbout }>(dataDir: string, file: string, schema: object): T {
  const path = join(dataDir, file);
  const shown = shownPath(path);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new DataFileError([{ file: shown, line: 1, pointer: "", message: `cannot be read: ${(err as Error).message}` }]);
  }
  // The syntax tree only places problems on lines: it is built when there is a problem to place.
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const errors: ParseError[] = [];
    parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
    throw new DataFileError([{ file: shown, line: lineAt(text, errors[0]?.offset ?? 0), pointer: "", message: "is not valid JSON" }]);
  }
  const full = { type: "object", required: ["about"], properties: { about: ABOUT_SCHEMA }, allOf: [schema] };
  const validate = ajv.compile(full);
  if (validate(value)) return value as T;
  const tree = parseTree(text) as Node;
  throw new DataFileError((validate.errors ?? []).map((e) => problemOf(e, tree, text, shown)));
}

/**
 * A problem that a check across records finds after `loadDataFile` (a repeated key, a reference to
 * something the data lacks), reported like a schema problem: the file, the line of `path` in it
 * (of its nearest ancestor when `path` is absent, e.g. a missing record: the list it belongs in)
 * and the JSON pointer. Collect them and throw `new DataFileError(problems)`.
 */
export function problemAt(dataDir: string, file: string, path: readonly (string | number)[], message: string): DataProblem {
  const full = join(dataDir, file);
  const text = readFileSync(full, "utf8");
  const tree = parseTree(text);
  return { file: shownPath(full), line: lineAt(text, tree ? offsetOf(tree, path) : 0), pointer: `/${path.join("/")}`, message };
}

function problemOf(e: ErrorObject, tree: Node, text: string, file: string): DataProblem {
  const segments = e.instancePath.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  const path = segments.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const extra = e.keyword === "additionalProperties" ? ` "${String((e.params as { additionalProperty: string }).additionalProperty)}"` : "";
  return { file, line: lineAt(text, offsetOf(tree, path)), pointer: e.instancePath, message: `${e.message ?? e.keyword}${extra}` };
}

/** Offset of the node at `path`, or of its nearest ancestor that exists. */
function offsetOf(tree: Node, path: readonly (string | number)[]): number {
  let node: Node | undefined;
  for (let n = path.length; n >= 0 && !node; n--) node = findNodeAtLocation(tree, path.slice(0, n));
  return node?.offset ?? 0;
}

const shownPath = (path: string) => relative(process.cwd(), path) || path;

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
