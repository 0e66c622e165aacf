import type { GetWebhookBucketOutput, GetWebhookOutput, ListWebhooksOutput } from "../../generated/webhooks/types";
import { captureId } from "./ids";
import { isSensitiveHeader, isSensitiveQuery, MASK } from "./redaction";
import { BUCKET_TTL_MS, CAPTURE_PREFIX } from "./settings";
import { responseOf, type BucketRow, type CaptureRow, type CaptureSummaryRow } from "./store";

const iso = (ms: number) => new Date(ms).toISOString();

/** What every tool result describing a bucket says, including its capture URL. */
export function bucketView(row: BucketRow, baseUrl: string): GetWebhookBucketOutput {
  return {
    bucket_id: row.id,
    name: row.name,
    url: `${baseUrl}${CAPTURE_PREFIX}${row.id}`,
    controlled_test: row.controlled_test === 1,
    created_at: iso(row.created_at),
    last_activity_at: iso(row.last_activity_at),
    expires_at: iso(row.last_activity_at + BUCKET_TTL_MS),
    capture_count: Number(row.capture_count),
    evicted_count: Number(row.evicted_count),
    response: responseOf(row),
  };
}

export function captureSummary(row: CaptureSummaryRow): ListWebhooksOutput["webhooks"][number] {
  return {
    webhook_id: captureId(row.token, Number(row.seq)),
    received_at: iso(row.received_at),
    method: row.method,
    path: row.path,
    content_type: row.content_type,
    size_bytes: Number(row.size_bytes),
    source_ip: row.source_ip,
  };
}

export interface ViewOptions {
  includeSensitive: boolean;
  maxBodyBytes: number;
}

/** One capture in full, redacted unless asked otherwise, body cut at maxBodyBytes. */
export function captureView(row: CaptureRow, bucketId: string, opts: ViewOptions): GetWebhookOutput {
  const redacted = new Set<string>();
  return {
    webhook_id: captureId(row.token, Number(row.seq)),
    bucket_id: bucketId,
    received_at: iso(row.received_at),
    method: row.method,
    path: row.path,
    query: queryView(row.query, opts.includeSensitive, redacted),
    headers: headersView(row.headers, opts.includeSensitive, redacted),
    content_type: row.content_type,
    size_bytes: Number(row.size_bytes),
    source_ip: row.source_ip,
    body: bodyView(row, opts.maxBodyBytes),
    redacted: [...redacted],
  };
}

function headersView(raw: string, includeSensitive: boolean, redacted: Set<string>): Record<string, string> {
  const pairs = JSON.parse(raw) as string[];
  // No prototype: senders choose the names ("constructor", "__proto__" are valid headers).
  const out: Record<string, string> = Object.create(null);
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const name = pairs[i].toLowerCase();
    let value = pairs[i + 1];
    if (!includeSensitive && isSensitiveHeader(name)) {
      value = MASK;
      redacted.add(name);
    }
    out[name] = out[name] === undefined ? value : `${out[name]}, ${value}`;
  }
  return out;
}

function queryView(raw: string, includeSensitive: boolean, redacted: Set<string>): Record<string, string[]> {
  const out: Record<string, string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(raw)) {
    const masked = !includeSensitive && isSensitiveQuery(name);
    if (masked) redacted.add(name);
    (out[name] ??= []).push(masked ? MASK : value);
  }
  return out;
}

/** Types whose bodies are binary even when the bytes happen to decode as UTF-8. */
const BINARY_TYPE = /^\s*(image|audio|video|font)\/|^\s*application\/(octet-stream|pdf|zip|gzip|x-gzip|x-tar|x-bzip2|x-7z-compressed|x-protobuf|protobuf|vnd\.google\.protobuf|wasm|msgpack|x-msgpack|cbor)\s*(;|$)/i;
/** C0 controls other than tab, line feed, vertical tab, form feed, carriage return and escape. */
const CONTROL = /[\u0000-\u0008\u000E-\u001A\u001C-\u001F]/;
const decoder = new TextDecoder("utf-8", { fatal: true });

function bodyView(row: CaptureRow, maxBytes: number): GetWebhookOutput["body"] {
  const stored = row.body;
  const size = Number(row.size_bytes);
  const storedTruncated = row.stored_truncated === 1;
  const base = { content_type: row.content_type, size_bytes: size, stored_truncated: storedTruncated };
  if (size === 0) return { ...base, encoding: "none", content: "", truncated: false };
  const text = asText(stored, row.content_type, storedTruncated);
  if (text === undefined) {
    const part = stored.subarray(0, Math.min(maxBytes, stored.length));
    return { ...base, encoding: "base64", content: part.toString("base64"), truncated: part.length < size };
  }
  // Cut text on a character boundary: content never ends in half a character.
  const end = maxBytes >= stored.length ? utf8Boundary(stored, stored.length, storedTruncated) : utf8Boundary(stored, maxBytes, true);
  return { ...base, encoding: "text", content: stored.subarray(0, end).toString("utf8"), truncated: end < size };
}

/** The body as text when it is UTF-8 text, else undefined (shown as base64). */
function asText(body: Buffer, contentType: string | null, cutAtEnd: boolean): string | undefined {
  if (contentType && BINARY_TYPE.test(contentType)) return undefined;
  try {
    const s = decoder.decode(body.subarray(0, utf8Boundary(body, body.length, cutAtEnd)));
    return CONTROL.test(s) ? undefined : s;
  } catch {
    return undefined;
  }
}

/**
 * The largest character boundary at or before byte `n`. When `cut` is false and n is the end,
 * the end is a boundary; when true, a multi-byte character started before n but ending after it
 * is dropped whole.
 */
export function utf8Boundary(buf: Buffer, n: number, cut: boolean): number {
  if (n >= buf.length && !cut) return buf.length;
  n = Math.min(n, buf.length);
  let k = n - 1;
  let back = 0;
  while (k >= 0 && back < 3 && (buf[k] & 0xc0) === 0x80) {
    k--;
    back++;
  }
  if (k < 0) return n;
  const lead = buf[k];
  const len = lead < 0x80 ? 1 : lead >> 5 === 0b110 ? 2 : lead >> 4 === 0b1110 ? 3 : lead >> 3 === 0b11110 ? 4 : 1;
  return k + len > n ? k : n;
}
