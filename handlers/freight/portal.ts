import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Problem } from "./frontmatter";
import { isHttpUrl } from "./pages";

/** The portal's own settings (data/freight/portal.json): base URL, served languages, dataset page titles. */
export interface Language {
  code: string;
  native_name: string;
  url_prefix_pattern: string;
}

export interface Portal {
  name: string;
  baseUrl: string;
  sample: boolean;
  defaultLanguage: string;
  languages: Language[];
  /** Title templates of dataset pages per kind and language, with {name} and {iata}. */
  titles: { airport: Record<string, string>; carrier: Record<string, string> };
}

export function loadPortal(dir: string, problems: Problem[]): Portal | undefined {
  const file = join(dir, "portal.json");
  let raw: any;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    problems.push({ file, line: 1, message: `portal.json is missing or not JSON: ${(err as Error).message}` });
    return undefined;
  }
  const before = problems.length;
  const bad = (message: string) => problems.push({ file, line: 1, message });
  if (typeof raw.name !== "string" || raw.name === "") bad("name must be a non-empty string");
  if (typeof raw.base_url !== "string" || !isHttpUrl(raw.base_url) || raw.base_url.endsWith("/")) bad("base_url must be an http(s) URL without a trailing slash");
  const languages: Language[] = Array.isArray(raw.languages) ? raw.languages : [];
  if (languages.length === 0) bad("languages must list at least one language");
  for (const l of languages) {
    if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(l?.code ?? "") || typeof l.native_name !== "string" || !/^\/([a-z-]+\/)?$/i.test(l.url_prefix_pattern ?? "")) {
      bad(`language ${JSON.stringify(l)} needs code (e.g. de), native_name and url_prefix_pattern (e.g. /de/)`);
    }
  }
  if (!languages.some((l) => l.code === raw.default_language)) bad("default_language must be one of the languages");
  for (const kind of ["airport", "carrier"] as const) {
    for (const l of languages) {
      const t = raw.titles?.[kind]?.[l.code];
      if (typeof t !== "string" || !t.includes("{name}")) bad(`titles.${kind}.${l?.code} must be a string containing {name}`);
    }
  }
  if (problems.length > before) return undefined;
  return { name: raw.name, baseUrl: raw.base_url, sample: raw.sample === true, defaultLanguage: raw.default_language, languages, titles: raw.titles };
}

/** The URL prefix of a language's pages: `https://portal.example/de/`. */
export function languageBase(portal: Portal, lang: string): string {
  const l = portal.languages.find((x) => x.code === lang)!;
  return portal.baseUrl + l.url_prefix_pattern;
}
