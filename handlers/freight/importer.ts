import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { loadAirports, loadCarriers, type AirportRecord, type CarrierRecord } from "./datasets";
import { parseFrontMatter, type FrontValue, type ParsedPage, type Problem } from "./frontmatter";
import { isHttpUrl, isIsoDate, KEYS, PAGE_KINDS, type Page, type PageKind } from "./pages";
import { languageBase, loadPortal, type Portal } from "./portal";
import { checkLinks, loadSynonyms } from "./import-checks";
import { loadMetros, overlayCargoCarriers, type Metro } from "./reference";

/** Everything the importer read: valid pages only, plus every problem with its file and line. */
export interface Content {
  portal: Portal;
  pages: Page[];
  airports: Map<string, AirportRecord>;
  carriers: Map<string, CarrierRecord>;
  /** Extra names per airport IATA code (data/freight/synonyms.json). */
  synonyms: Map<string, string[]>;
  /** Folded city or metro name → the metro's primary airport and its others (data/freight/metro-airports.json). */
  metros: Map<string, Metro>;
  problems: Problem[];
}

/**
 * Reads a content directory (portal.json, synonyms.json, pages/**.md), validates every page and
 * keeps only the valid ones. Throws only when portal.json itself is unusable (nothing can be
 * served without it); page problems are collected, never thrown.
 */
export function importContent(dir: string, opts: { root?: string } = {}): Content {
  const problems: Problem[] = [];
  const portal = loadPortal(dir, problems);
  if (!portal) throw new Error(`freight content ${dir}: ${problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join("; ")}`);
  const airports = loadAirports();
  const metros = loadMetros(airports);
  const carriers = loadCarriers();
  overlayCargoCarriers(carriers);
  const synonyms = loadSynonyms({ path: join(dir, "synonyms.json"), file: relative(opts.root ?? process.cwd(), join(dir, "synonyms.json")) }, airports, problems);
  const files = listMarkdown(join(dir, "pages"));
  const pages: Page[] = [];
  const seen = new Map<string, string>();
  for (const path of files) {
    const file = relative(opts.root ?? process.cwd(), path);
    const parsed = parseFrontMatter(file, readFileSync(path, "utf8"), problems);
    if (!parsed) continue;
    const page = toPage({ file, parsed, portal, airports, carriers, problems });
    if (!page) continue;
    const key = `${page.kind}/${page.id}/${page.lang}`;
    if (seen.has(key)) {
      problems.push({ file, line: parsed.fields.get("id")!.line, message: `${page.kind} ${page.id} in ${page.lang} is already published by ${seen.get(key)}` });
      continue;
    }
    seen.set(key, file);
    pages.push(page);
  }
  const valid = checkLinks({ pages, portal, airports, carriers, problems });
  return { portal, pages: valid, airports, carriers, synonyms, metros, problems };
}

function listMarkdown(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listMarkdown(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

interface PageInput {
  file: string;
  parsed: ParsedPage;
  portal: Portal;
  airports: Map<string, AirportRecord>;
  carriers: Map<string, CarrierRecord>;
  problems: Problem[];
}

function toPage({ file, parsed, portal, airports, carriers, problems }: PageInput): Page | undefined {
  const before = problems.length;
  const f = parsed.fields;
  const bad = (key: string, message: string) => problems.push({ file, line: f.get(key)?.line ?? 1, message: `${key}: ${message}` });
  const kind = f.get("kind")?.value as PageKind;
  if (!PAGE_KINDS.includes(kind)) {
    bad("kind", `must be one of ${PAGE_KINDS.join(", ")}`);
    return undefined;
  }
  const allowed = KEYS[kind].map((k) => k.replace("*", ""));
  for (const [key, { line }] of f) if (!allowed.includes(key)) problems.push({ file, line, message: `unknown key '${key}' for a ${kind} page (allowed: ${allowed.join(", ")})` });
  for (const k of KEYS[kind]) if (k.endsWith("*") && !f.has(k.slice(0, -1))) problems.push({ file, line: 1, message: `missing required key '${k.slice(0, -1)}' for a ${kind} page` });
  const str = (key: string): string | null => {
    const v = f.get(key)?.value;
    if (v === undefined) return null;
    if (typeof v !== "string" || v === "") return bad(key, "must be a non-empty string"), null;
    return v;
  };
  const list = (key: string): string[] => {
    const v: FrontValue | undefined = f.get(key)?.value;
    if (v === undefined) return [];
    if (!Array.isArray(v)) return bad(key, "must be a list like [a, b]"), [];
    return v;
  };
  const id = str("id");
  if (id !== null && !/^[a-z0-9][a-z0-9-]{0,80}$/.test(id)) bad("id", "use lower-case letters, digits and hyphens");
  const lang = str("lang");
  if (lang !== null && !portal.languages.some((l) => l.code === lang)) bad("lang", `'${lang}' is not served (portal.json languages: ${portal.languages.map((l) => l.code).join(", ")})`);
  const canonical = str("canonical_url");
  if (canonical !== null && lang !== null && portal.languages.some((l) => l.code === lang) && !canonical.startsWith(languageBase(portal, lang))) bad("canonical_url", `must start with ${languageBase(portal, lang)} for lang ${lang}`);
  const md = str("md_url");
  if (md !== null && (!isHttpUrl(md) || !md.endsWith(".md"))) bad("md_url", "must be an http(s) URL ending in .md");
  for (const key of ["date", "verified_on"]) {
    const d = str(key);
    if (d !== null && !isIsoDate(d)) bad(key, "must be a date like 2026-10-01");
  }
  const sample = f.get("sample")?.value ?? false;
  if (typeof sample !== "boolean") bad("sample", "must be true or false");
  const iata = str("iata");
  if (kind === "airport" && iata !== null && !airports.has(iata)) bad("iata", `'${iata}' is not an airport code of the OpenFlights dataset`);
  if (kind === "carrier" && iata !== null && !carriers.has(iata)) bad("iata", `'${iata}' is not an active carrier code of the OpenFlights dataset`);
  const [origin, destination] = [str("origin"), str("destination")];
  for (const [key, code] of [["origin", origin], ["destination", destination]] as const) {
    if (code !== null && !airports.has(code)) bad(key, `'${code}' is not an airport IATA code of the OpenFlights dataset`);
  }
  if (origin !== null && origin === destination) bad("destination", "must differ from origin");
  const carrierCodes = list("carriers");
  for (const c of carrierCodes) if (!carriers.has(c)) bad("carriers", `'${c}' is not an active carrier IATA code of the OpenFlights dataset`);
  if (parsed.body === "") problems.push({ file, line: parsed.bodyLine, message: "the page has no body" });
  if (problems.length > before) return undefined;
  return {
    id: id!, kind, lang: lang!, title: str("title")!, canonicalUrl: canonical!, mdUrl: md, date: str("date"), sample: sample === true,
    body: parsed.body, file, iata, origin, destination, carriers: carrierCodes, transit: str("transit"), synonyms: list("synonyms"),
    company: kind === "company" ? { legal_name: str("legal_name")!, address: str("address"), country: str("country"), website: str("website"), contact_email: str("contact_email"), contact_form_url: str("contact_form_url"), verified_on: str("verified_on") } : null,
    source: null,
    bodyLine: parsed.bodyLine,
  };
}
