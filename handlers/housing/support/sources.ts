/**
 * The contract between the `search`/`fetch` tools (handlers/housing/catalog) and the areas that own
 * searchable documents. Each area exports one `SearchSource` for its id prefix: `rental:` (catalog),
 * `plan:` (lots), `page:` (rules: the ADU law corpus). The catalog group indexes every source's
 * documents in ONE retriever (handlers/_shared/retrieval), so one ranking covers all sources, and
 * routes `fetch` by prefix.
 */
export interface SearchDocument {
  /** `<prefix>:<id>`, e.g. `rental:2f1c…`, `plan:<uuid>`, `page:gov-66314`. */
  id: string;
  title: string;
  url: string;
  /** True when the document is documented sample data (search then says `sample`). */
  sample: boolean;
  /** Where it is or applies: address, city and its other names, ZIP, jurisdictions. */
  place: string;
  /** Its other words: what kind of document it is, description, topics, text. */
  body: string;
}

export interface FetchedDocument {
  id: string;
  title: string;
  text: string;
  url: string;
  metadata: Record<string, unknown>;
}

export interface SearchSource {
  prefix: "rental" | "plan" | "page";
  /** Every searchable document of the source. */
  documents(): SearchDocument[] | Promise<SearchDocument[]>;
  /** Changes when `documents()` would answer differently (published listings); absent: fixed. */
  version?(): number;
  /** `id` without the prefix; `undefined` when there is no such document. */
  fetch(id: string): FetchedDocument | undefined | Promise<FetchedDocument | undefined>;
}
