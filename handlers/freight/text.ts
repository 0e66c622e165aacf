/**
 * Text normalisation shared by the search index, name resolution and FAQ filtering: the same
 * folding on both sides is what makes search accent-, case- and stem-tolerant.
 */

/** Lower case without diacritics: "Zürich" → "zurich", "São Paulo" → "sao paulo", "Straße" → "strasse". */
export function fold(text: string): string {
  // Most names are plain ASCII: lower-casing is all they need (the index build folds ~40,000 of them).
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/ø/g, "o")
    .replace(/œ/g, "oe")
    .toLowerCase();
}

/** Words of a text, folded (letters and digits only). */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

// Longest first: a light suffix stripper for the portal's languages (en, de, fr, es). It only has
// to map inflections of one word onto the same stem on both the index and the query side.
const SUFFIXES = ["ungen", "ments", "ement", "iones", "ation", "ment", "ing", "ung", "ies", "ion", "ern", "es", "en", "er", "s", "e"];

/** A stem for matching, never shown: "shipments" → "shipm", "Flughäfen" → "flughaf". */
export function stem(word: string): string {
  if (word.length <= 4 || /^\d/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

/** Folded, stemmed terms of a text. */
export function terms(text: string): string[] {
  return words(text).map(stem);
}

export { distance } from "../_shared/distance";
