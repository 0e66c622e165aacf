declare module "wink-porter2-stemmer" {
  /** Porter2 (English) stem of one lower-case word. */
  function stem(word: string): string;
  export = stem;
}
