import stem from "wink-porter2-stemmer";

/**
 * Text processing shared by indexing and querying: Unicode word tokens, lower case without
 * diacritics, English stop words dropped, Porter2 stems (wink-porter2-stemmer). The same pipeline on
 * both sides is what lets "heights" find "height" and "rentals" find "rental".
 */

/** Longest query the retriever reads; longer input is refused by checkQuery, cut by search. */
export const MAX_QUERY_CHARS = 500;

const STOP_WORDS = new Set(
  (
    "a about am an and are as at be because been being but by can could did do does doing for from had " +
    "has have having he her here hers him his how i i'd i'm id if im in into is it its itself just let " +
    "lets like may me might my myself nor of on or our ours please she should so some such than that " +
    "that's thats the their theirs them then there there's these they this those to was we were what " +
    "what's whats when where which while who whom why will with would you your yours tell show give want " +
    "need know whether also out"
  ).split(" "),
);

export interface Token {
  /** The word as written (lower case, no diacritics). */
  word: string;
  /** Its index term: the Porter2 stem for words, the token itself for numbers and codes. */
  term: string;
}

// Words, numbers and codes; an underscore or apostrophe inside keeps one token (game_a, B28002_004E, nature's).
const WORD = /[\p{L}\p{N}]+(?:[_'’][\p{L}\p{N}]+)*/gu;

function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The index term of one lower-case word, or null for a stop word. */
export function termOf(word: string): string | null {
  const w = word.replace(/’/g, "'");
  if (STOP_WORDS.has(w)) return null;
  const plain = w.replace(/'s$/, "").replace(/'/g, "");
  if (!plain) return null;
  return /^[a-z]+$/.test(plain) && plain.length > 2 ? stem(plain) : plain;
}

/** Every content token of `text`, in order (stop words dropped). */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of fold(text).matchAll(WORD)) {
    const term = termOf(m[0]);
    if (term) out.push({ word: m[0], term });
  }
  return out;
}

/** Index terms of `text` (for the engine's processTerm on documents). */
export const termsOf = (text: string): string[] => tokenize(text).map((t) => t.term);

export type QueryCheck = { ok: true; text: string } | { ok: false; message: string };

/**
 * Whether `raw` can be searched, and if not a message naming `field`. Length is checked first (no
 * scan of a 10,000-character query); then empty, other scripts, and stop words only.
 */
export function checkQuery(raw: string, field: string): QueryCheck {
  if (typeof raw !== "string") return { ok: false, message: `${field} must be a string` };
  if (raw.length > MAX_QUERY_CHARS)
    return {
      ok: false,
      message: `${field} is ${raw.length} characters long; the limit is ${MAX_QUERY_CHARS}. Ask with a few words.`,
    };
  const text = raw.trim().replace(/\s+/g, " ");
  if (!text) return { ok: false, message: `${field} is empty; give a few words to search for` };
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (letters.length > 0 && latin * 2 < letters.length) {
    return {
      ok: false,
      message: `${field} is written in a script this index does not hold (it is English); ask in English`,
    };
  }
  if (tokenize(text).length === 0)
    return { ok: false, message: `${field} has only common words ("${text}"); name what you are looking for` };
  return { ok: true, text };
}
