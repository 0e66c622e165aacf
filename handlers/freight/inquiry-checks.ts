import type { Issue } from "mcpforge/runtime";
import type { Catalog } from "./catalog";
import { describeAirport } from "./resolve";
import type { FreightIndex } from "./search";
import { fold } from "./text";

/**
 * Checks an inquiry needs before it is stored (issue 27 item 8): the operator must be able to answer
 * (an e-mail address or a phone number), and origin and destination must be places air freight goes
 * to: an airport (IATA or ICAO code, name, city, metro, alias or synonym) or a country named in the
 * airport data, alone or in "City, Country". "Mars Base" is refused naming the field.
 */
export function inquiryIssues(index: FreightIndex, catalog: Catalog, f: Record<string, string>): Issue[] {
  const issues: Issue[] = [];
  const email = f.email.trim();
  const phone = f.phone.trim();
  if (!email && !phone) {
    issues.push({ path: "/email", message: "give an e-mail address or a phone number (/phone) so the operator can answer the inquiry" });
  } else {
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) issues.push({ path: "/email", message: `'${email.slice(0, 80)}' is not an e-mail address` });
    if (phone && (phone.match(/\d/g) ?? []).length < 6) issues.push({ path: "/phone", message: "a phone number needs at least 6 digits, e.g. +49 69 1234567" });
  }
  for (const field of ["origin", "destination"] as const) {
    const issue = placeIssue(index, catalog, field, f[field]);
    if (issue) issues.push(issue);
  }
  return issues;
}

function placeIssue(index: FreightIndex, catalog: Catalog, field: string, raw: string): Issue | null {
  const text = raw.trim();
  const parts = [text, ...text.split(",").map((p) => p.trim())].filter(Boolean);
  if (parts.some((p) => knownPlace(index, catalog, p))) return null;
  const near = index.airports.search(text, { combineWith: "OR" }).slice(0, 3).map((r) => describeAirport(catalog, String(r.id)));
  return {
    path: `/${field}`,
    message: `'${text.slice(0, 80)}' is not an airport, city or country in the airport data; name a city, an airport or its IATA code (e.g. FRA), or a country${near.length ? `. Did you mean: ${near.join("; ")}?` : ""}`,
  };
}

function knownPlace(index: FreightIndex, catalog: Catalog, text: string): boolean {
  const key = fold(text).trim().replace(/\s+/g, " ");
  return index.exactAirports(text).length > 0 || catalog.content.metros.has(key) || countries(catalog).has(key);
}

let countryNames: { of: Catalog; names: Set<string> } | undefined;

function countries(catalog: Catalog): Set<string> {
  if (countryNames?.of !== catalog) countryNames = { of: catalog, names: new Set([...catalog.content.airports.values()].map((a) => fold(a.country))) };
  return countryNames.names;
}
