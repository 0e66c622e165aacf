/** CRM text search (`q`): trigram indexes on both databases (docs/comms.md, "Search"). */
export { isIndexed, SEARCH_INDEXES } from "./indexes";
export { commsSearchMigrations } from "./migrations";
export { MIN_INDEXED_CHARS, textSearch } from "./text-search";
