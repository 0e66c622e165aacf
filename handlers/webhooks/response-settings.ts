import type { BucketRow } from "./store";

/** What a bucket's capture URL answers (configure_webhook_response). */
export interface ResponseSettings {
  status: number;
  content_type: string;
  body: string;
  headers: Record<string, string>;
  delay_ms: number;
}

export function responseOf(row: Pick<BucketRow, "response_status" | "response_content_type" | "response_body" | "response_headers" | "response_delay_ms">): ResponseSettings {
  return {
    status: row.response_status,
    content_type: row.response_content_type,
    body: row.response_body,
    headers: storedHeaders(row.response_headers),
    delay_ms: row.response_delay_ms,
  };
}

/**
 * The stored header object, keeping only string values. A row no version of this code writes
 * (hand-edited, damaged) yields no headers rather than an exception on every capture and read.
 */
function storedHeaders(json: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === "string"));
}
