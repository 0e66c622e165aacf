import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { RequestOptions } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { ERROR_META_KEY } from "./dispatch";
import type { Issue } from "./issues";

/** A tool's refusal as a typed value: `code` is one of the tool's declared codes (or a built-in). */
export interface ToolCallError<C extends string> {
  code: C;
  message: string;
  /** `invalid_arguments` only: every offending property, as a JSON pointer and a message. */
  issues?: Issue[];
  /** Other details the server attached (`request_id` of an `internal_error`, …). */
  [detail: string]: unknown;
}

/** What a typed client method returns: never throws for a tool error, only for transport failures. */
export type ToolOutcome<O, C extends string> =
  | { ok: true; value: O; meta?: Record<string, unknown> }
  | { ok: false; error: ToolCallError<C>; meta?: Record<string, unknown> };

export type ToolCallOptions = RequestOptions;

/**
 * One tools/call through the SDK `Client`, read as the error contract writes it: a success is the
 * result's `structuredContent`, a refusal the object under `_meta["dev.mcpforge/error"]`. A result
 * that follows neither (a server that is not mcpforge) becomes `internal_error` with its text, so
 * callers handle one shape. Protocol errors (unknown tool, connection lost) still throw: they are
 * not answers of the tool. Shared by every generated `generated/<slug>/client.ts`.
 */
export async function typedToolCall<O, C extends string>(client: Client, name: string, args: object | undefined, options?: ToolCallOptions): Promise<ToolOutcome<O, C>> {
  const result = await client.callTool({ name, arguments: { ...(args ?? {}) } as Record<string, unknown> }, undefined, options);
  const meta = (result._meta ?? undefined) as Record<string, unknown> | undefined;
  const extra = meta === undefined ? {} : { meta };
  if (result.isError) {
    const error = meta?.[ERROR_META_KEY];
    if (isError(error)) return { ok: false, error: error as ToolCallError<C>, ...extra };
    return { ok: false, error: { code: "internal_error" as C, message: firstText(result.content) ?? "tool error without details" }, ...extra };
  }
  if (result.structuredContent === undefined) {
    return { ok: false, error: { code: "internal_error" as C, message: `tool ${name} answered without structuredContent` }, ...extra };
  }
  return { ok: true, value: result.structuredContent as O, ...extra };
}

function isError(value: unknown): value is { code: string; message: string } {
  return typeof value === "object" && value !== null && typeof (value as { code?: unknown }).code === "string" && typeof (value as { message?: unknown }).message === "string";
}

function firstText(content: unknown): string | undefined {
  if (!Array.isArray(content)) return undefined;
  const block = content.find((c): c is { type: "text"; text: string } => typeof c === "object" && c !== null && (c as { type?: unknown }).type === "text");
  return block?.text;
}
