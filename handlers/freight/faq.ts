import { terms } from "./text";

/**
 * Filters the FAQ's lines without writing anything: `topic` keeps the sections whose heading
 * contains its words, `query` keeps the lines containing every query word (folded, stemmed,
 * prefix-tolerant). Without either, the whole page comes back.
 */
export function filterFaq(body: string, query: string, topic: string): { markdown: string; matched: number; filtered: boolean } {
  const q = terms(query);
  const t = terms(topic);
  if (q.length === 0 && t.length === 0) return { markdown: body, matched: body.split("\n").length, filtered: false };
  const out: string[] = [];
  let inTopic = t.length === 0;
  for (const line of body.split("\n")) {
    if (/^#{1,6}\s/.test(line)) {
      inTopic = t.length === 0 || has(terms(line), t);
      if (inTopic && t.length > 0 && q.length === 0) out.push(line);
      continue;
    }
    if (!inTopic || line.trim() === "") continue;
    if (q.length === 0 || has(terms(line), q)) out.push(line);
  }
  return { markdown: out.join("\n"), matched: out.length, filtered: true };
}

function has(lineTerms: string[], wanted: string[]): boolean {
  return wanted.every((w) => lineTerms.some((t) => t.startsWith(w) || w.startsWith(t) && t.length >= 4));
}
