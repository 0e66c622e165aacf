/**
 * Resources and prompts as the generated code declares them and handlers implement them
 * (manifest `resources` / `prompts`). Served on both eras: resources/list, resources/read,
 * resources/templates/list, prompts/list, prompts/get (runtime/resources.ts, runtime/prompts.ts).
 */

export interface ResourceDefinition {
  name: string;
  title: string;
  description: string;
  mimeType?: string;
  /** A fixed resource (listed by resources/list)… */
  uri?: string;
  /** …or a template (listed by resources/templates/list): `{name}` expressions match one path segment. */
  uriTemplate?: string;
  variables: readonly string[];
}

export interface PromptArgumentDefinition {
  name: string;
  title?: string;
  description: string;
  required: boolean;
  /** Completion candidates (completion/complete, prefix match). */
  values?: readonly string[];
}

export interface PromptDefinition {
  name: string;
  title: string;
  description: string;
  arguments: readonly PromptArgumentDefinition[];
  /** The handler may ask the caller for input (MRTR: ctx.confirm / ctx.elicit / ctx.input). */
  mayRequestInput?: boolean;
}

/** What resources/read asked for: the URI and, for a template, its variables (decoded). */
export interface ResourceRequest<V extends string = string> {
  uri: string;
  variables: Readonly<Record<V, string>>;
}

export type ResourceContents = { uri: string; mimeType?: string; text: string } | { uri: string; mimeType?: string; blob: string };

export interface ResourceResult {
  contents: ResourceContents[];
}

export type Annotated = { annotations?: Record<string, unknown> };
/** MCP content blocks, as tool results (runtime/content.ts) and prompt messages carry them. */
export type ContentBlock =
  | ({ type: "text"; text: string } & Annotated)
  | ({ type: "image"; data: string; mimeType: string } & Annotated)
  | ({ type: "audio"; data: string; mimeType: string } & Annotated)
  | ({ type: "resource"; resource: ResourceContents } & Annotated)
  | ({ type: "resource_link"; uri: string; name: string; mimeType?: string; description?: string } & Annotated);

export interface PromptMessage {
  role: "user" | "assistant";
  content: ContentBlock;
}

export interface PromptResult {
  description?: string;
  messages: PromptMessage[];
}

/** The handler interface type of a service without resources or without prompts. */
export type NoHandlers = Record<never, never>;
