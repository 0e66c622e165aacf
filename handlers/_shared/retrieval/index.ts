export { Retriever, type Hit, type RetrievalResult, type RetrieverOptions, type SearchOptions } from "./retriever";
export { mergeResults } from "./merge";
export { checkQuery, tokenize, MAX_QUERY_CHARS, type QueryCheck } from "./text";
