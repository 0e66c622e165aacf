/**
 * The contract between the `search`/`fetch` tools (handlers/housing/catalog) and the areas that own
 * searchable documents. Each area exports one `SearchSource` for its id prefix: `rental:` (catalog),
 * `plan:` (lots), `page:` (rules: the ADU law corpus). index.ts hands all of them to the catalog
 * group, which ranks and merges results (at most ten) and routes `fetch` by prefix.
 */
export interface SearchHit {
  /** `<prefix>:<id>`, e.g. `rental:2f1c…`, `plan:la-county-std-1`, `page:gov-66314`. */
  id: string;
  title: string;
  url: string;
  /** Relevance within the source, higher is better; the catalog normalises across sources. */
  score: number;
  /** True when the document is documented sample data (search then says `sample`). */
  sample?: boolean;
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
  search(query: string, limit: number): SearchHit[] | Promise<SearchHit[]>;
  /** `id` without the prefix; `undefined` when there is no such document. */
  fetch(id: string): FetchedDocument | undefined | Promise<FetchedDocument | undefined>;
}
