import { matchKey, METRO, type Gazetteer, type Geo } from "./geography";

/**
 * Metro and congressional-district readings of a resolve query (issue 26): "Boise metro",
 * "Seattle metropolitan area", "Chicago MSA"; "CA-12", "NY 10", "Idaho's 1st congressional
 * district", "Texas congressional district 7", "Wyoming at-large congressional district".
 */
const METRO_WORDS = /\s*\b(?:metropolitan statistical area|metropolitan area|metro area|metropolitan|metro|msa|cbsa)\b\s*/i;

/** The query without its metro words, when it has some. */
export function metroQuery(text: string): string | undefined {
  return METRO_WORDS.test(text) ? text.replace(METRO_WORDS, " ").replace(/\s+/g, " ").trim() : undefined;
}

export function isMetro(g: Geo): boolean {
  return g.level === METRO;
}

/** The congressional district a query names, or undefined when it names none. */
export function districtOf(g: Gazetteer, text: string): Geo | undefined {
  const short = /^([a-z]{2})[-\s]?(\d{1,2}|al)$/i.exec(text.trim());
  if (short) return pick(g, g.state(short[1]), short[2]);
  if (!/\b(?:congressional|district|cd)\b/i.test(text)) return undefined;
  const state = stateIn(g, text);
  const at = /\bat[- ]?large\b/i.test(text) ? "al" : /\b(\d{1,2})(?:st|nd|rd|th)?\b/.exec(text)?.[1];
  return at ? pick(g, state, at) : undefined;
}

function pick(g: Gazetteer, state: Geo | undefined, n: string): Geo | undefined {
  if (!state) return undefined;
  const inState = g.districts.filter((d) => d.within.state === state.geoid);
  if (inState.length === 1 && (n.toLowerCase() === "al" || Number(n) <= 1)) return inState[0];
  return inState.find((d) => d.fips === (n.toLowerCase() === "al" ? "00" : n.padStart(2, "0")));
}

/** A state named in free text: its name (longest first) or a USPS code written in capitals. */
function stateIn(g: Gazetteer, text: string): Geo | undefined {
  const key = ` ${matchKey(text.replace(/'s\b/g, "")).replace(/[^a-z ]/g, " ")} `;
  const byName = [...g.states].sort((a, b) => b.key.length - a.key.length).find((s) => key.includes(` ${s.key} `));
  if (byName) return byName;
  const code = /\b([A-Z]{2})\b/.exec(text)?.[1];
  return code ? g.state(code) : undefined;
}
