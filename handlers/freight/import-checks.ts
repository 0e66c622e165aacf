import { readFileSync } from "node:fs";
import type { AirportRecord, CarrierRecord } from "./datasets";
import type { Problem } from "./frontmatter";
import { markdownLinks, type Page } from "./pages";
import { languageBase, type Portal } from "./portal";

/** URL of the page built from a dataset record: `<language base>airports/fra`, `<language base>carriers/lh`. */
export function datasetUrl(portal: Portal, lang: string, kind: "airport" | "carrier", iata: string): string {
  return `${languageBase(portal, lang)}${kind}s/${iata.toLowerCase()}`;
}

/**
 * Every link a page body makes into the portal must reach a published page (a content page or a
 * dataset airport/carrier page); a page with a dead link is reported at the link's line and dropped.
 */
export function checkLinks(input: { pages: Page[]; portal: Portal; airports: Map<string, AirportRecord>; carriers: Map<string, CarrierRecord>; problems: Problem[] }): Page[] {
  const { pages, portal, airports, carriers, problems } = input;
  const published = new Set(pages.flatMap((p) => [p.canonicalUrl, ...(p.mdUrl ? [p.mdUrl] : [])]));
  const reaches = (url: string): boolean => {
    if (published.has(url)) return true;
    for (const l of portal.languages) {
      const m = new RegExp(`^${escape(languageBase(portal, l.code))}(airport|carrier)s/([a-z0-9]{2,3})(\\.md)?$`).exec(url);
      if (m) return (m[1] === "airport" ? airports : carriers).has(m[2].toUpperCase());
    }
    return false;
  };
  return pages.filter((page) => {
    let ok = true;
    for (const link of markdownLinks(page.body)) {
      if (!link.url.startsWith(portal.baseUrl) || reaches(link.url)) continue;
      const line = page.bodyLine + page.body.slice(0, link.offset).split("\n").length - 1;
      problems.push({ file: page.file ?? "", line, message: `link to ${link.url} reaches no published page` });
      ok = false;
    }
    return ok;
  });
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** data/freight/synonyms.json: `{ "FRA": ["Francfort", …] }`, other names of an airport's city. */
export function loadSynonyms({ path, file }: { path: string; file: string }, airports: Map<string, AirportRecord>, problems: Problem[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return out;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    problems.push({ file, line: 1, message: `not JSON: ${(err as Error).message}` });
    return out;
  }
  const lines = text.split("\n");
  for (const [code, names] of Object.entries(raw as Record<string, unknown>)) {
    const line = lines.findIndex((l) => l.includes(`"${code}"`)) + 1;
    if (code.startsWith("$")) continue;
    if (!airports.has(code)) problems.push({ file, line, message: `'${code}' is not an airport IATA code of the OpenFlights dataset` });
    else if (!Array.isArray(names) || !names.every((n) => typeof n === "string" && n !== "")) problems.push({ file, line, message: `${code}: expected a list of names` });
    else out.set(code, names);
  }
  return out;
}
