/**
 * The shapes `mcpforge import openapi` writes into a proxy handler module and the proxy
 * (generator/platform/openapi-proxy) reads: types only, shared by the importer and the proxy.
 */

/** What `mcpforge import openapi` writes per tool into a proxy handler module (see docs/openapi-import.md). */
export interface ProxyRoute {
  method: string;
  /** The path as the document writes it, parameters in braces: /pets/{petId}. */
  path: string;
  params: { arg: string; name: string; in: "path" | "query" | "header" }[];
  /** The argument holding the JSON request body. */
  body?: string;
  /** json: the body is the output; wrap: it is `{ result }`; text: `{ body }`; empty: `{}`. */
  output: "json" | "wrap" | "text" | "empty";
  /** Status as the document writes it (404, 4XX, default) → the declared error code. */
  errors: Record<string, string>;
  /** Security schemes the operation needs (names of `upstream.credentials`). */
  security: string[];
}

/** A credential read from one environment variable of the service, never from tool arguments. */
export interface ProxyCredential {
  kind: "header" | "query" | "bearer" | "basic";
  name?: string;
  env: string;
}

export interface ProxyUpstream {
  /** The variable holding the API's base URL, e.g. PET_STORE_BASE_URL. */
  baseUrlEnv: string;
  /** The document's first absolute server URL, used when the variable is unset. */
  defaultBaseUrl?: string;
  credentials: Record<string, ProxyCredential>;
}

/** A tool argument the proxy puts in the request: the argument, the parameter's name, where it goes. */
export type ProxyParam = ProxyRoute["params"][number];
