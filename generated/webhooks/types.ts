// Generated from spec/webhooks.json by npm run generate. DO NOT EDIT.

/**
 * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
 *
 * Defined at spec/webhooks.json#/$defs/bucketId.
 */
export type BucketId = string;

/**
 * Opaque pagination cursor: pass the next_cursor of the previous page unchanged.
 *
 * Defined at spec/defs.json#/$defs/cursor.
 */
export type Cursor = string;

/**
 * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
 *
 * Defined at spec/defs.json#/$defs/isoDateTime.
 */
export type IsoDateTime = string;

/**
 * Cursor for the next page, or null when this is the last page.
 *
 * Defined at spec/defs.json#/$defs/nextCursor.
 */
export type NextCursor = string | null;

/**
 * What the capture URL answers.
 *
 * Defined at spec/webhooks.json#/$defs/responseSettings.
 */
export interface ResponseSettings {
  body: string;
  content_type: string;
  delay_ms: number;
  headers: {
    [k: string]: string | undefined;
  };
  status: number;
}

/**
 * Capture id from list_webhooks or wait_for_webhook.
 *
 * Defined at spec/webhooks.json#/$defs/webhookId.
 */
export type WebhookId = string;

/**
 * Arguments of `clear_webhooks` as the handler receives them: every property with a default is set.
 */
export interface ClearWebhooksInput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Must be true to confirm the deletion. Leave it out to have a 2026-07-28 client ask the user (MRTR); a 2025 client without it is refused with confirmation_required.
   */
  confirm?: true;
}

/** Arguments of `clear_webhooks` as a client sends them: properties with a default may be left out. */
export type ClearWebhooksClientInput = ClearWebhooksInput;

/**
 * Result of `clear_webhooks` (structuredContent).
 */
export interface ClearWebhooksOutput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  deleted_count: number;
}

/**
 * Arguments of `configure_webhook_response` as the handler receives them: every property with a default is set.
 */
export interface ConfigureWebhookResponseInput {
  /**
   * Response body, at most 65536 characters; may be empty.
   */
  body: string;
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Content-Type of the response, e.g. application/json. Sent as an HTTP header: printable ASCII, tab and Latin-1 only (no CR, LF, NUL or other control characters).
   */
  content_type: string;
  /**
   * Wait this many milliseconds before answering, 0 to 10000.
   */
  delay_ms: number;
  /**
   * Extra response headers, name to string value (printable ASCII, tab and Latin-1 only). Set-Cookie and the security headers the capture URL sets itself (Content-Security-Policy, X-Content-Type-Options, …) are refused.
   */
  headers?: {
    [k: string]: string | undefined;
  };
  /**
   * HTTP status code to answer with, 200 to 599.
   */
  status: number;
}

/**
 * Arguments of `configure_webhook_response` as a client sends them: properties with a default may be left out.
 */
export interface ConfigureWebhookResponseClientInput {
  /**
   * Response body, at most 65536 characters; may be empty.
   */
  body: string;
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Content-Type of the response, e.g. application/json. Sent as an HTTP header: printable ASCII, tab and Latin-1 only (no CR, LF, NUL or other control characters).
   */
  content_type: string;
  /**
   * Wait this many milliseconds before answering, 0 to 10000.
   */
  delay_ms?: number;
  /**
   * Extra response headers, name to string value (printable ASCII, tab and Latin-1 only). Set-Cookie and the security headers the capture URL sets itself (Content-Security-Policy, X-Content-Type-Options, …) are refused.
   */
  headers?: {
    [k: string]: string | undefined;
  };
  /**
   * HTTP status code to answer with, 200 to 599.
   */
  status: number;
}

/**
 * Result of `configure_webhook_response` (structuredContent).
 */
export interface ConfigureWebhookResponseOutput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  capture_count: number;
  controlled_test: boolean;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Captures removed to stay within the bucket's capture quota or the service's storage quota, oldest first (WEBHOOKS_MAX_CAPTURES_PER_BUCKET, WEBHOOKS_MAX_STORED_BYTES).
   */
  evicted_count: number;
  /**
   * When the bucket expires unless it sees activity (15 days after the last capture or tool use).
   */
  expires_at: IsoDateTime;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  last_activity_at: IsoDateTime;
  name: string | null;
  /**
   * What the capture URL answers.
   */
  response: ResponseSettings;
  /**
   * Capture URL: any HTTP method sent to this URL, or a sub-path below it, is captured.
   */
  url: string;
}

/**
 * Arguments of `create_webhook_bucket` as the handler receives them: every property with a default is set.
 */
export interface CreateWebhookBucketInput {
  /**
   * Set true only for maintainer QA or automated evaluations, never for a real user's first test.
   */
  controlled_test: boolean;
  /**
   * Optional display name for the bucket.
   */
  name?: string;
}

/**
 * Arguments of `create_webhook_bucket` as a client sends them: properties with a default may be left out.
 */
export interface CreateWebhookBucketClientInput {
  /**
   * Set true only for maintainer QA or automated evaluations, never for a real user's first test.
   */
  controlled_test?: boolean;
  /**
   * Optional display name for the bucket.
   */
  name?: string;
}

/**
 * Result of `create_webhook_bucket` (structuredContent).
 */
export interface CreateWebhookBucketOutput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  capture_count: number;
  controlled_test: boolean;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Captures removed to stay within the bucket's capture quota or the service's storage quota, oldest first (WEBHOOKS_MAX_CAPTURES_PER_BUCKET, WEBHOOKS_MAX_STORED_BYTES).
   */
  evicted_count: number;
  /**
   * When the bucket expires unless it sees activity (15 days after the last capture or tool use).
   */
  expires_at: IsoDateTime;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  last_activity_at: IsoDateTime;
  name: string | null;
  /**
   * What the capture URL answers.
   */
  response: ResponseSettings;
  /**
   * Capture URL: any HTTP method sent to this URL, or a sub-path below it, is captured.
   */
  url: string;
}

/**
 * Arguments of `delete_webhook_bucket` as the handler receives them: every property with a default is set.
 */
export interface DeleteWebhookBucketInput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Must be true to confirm the deletion. Leave it out to have a 2026-07-28 client ask the user (MRTR); a 2025 client without it is refused with confirmation_required.
   */
  confirm?: true;
}

/** Arguments of `delete_webhook_bucket` as a client sends them: properties with a default may be left out. */
export type DeleteWebhookBucketClientInput = DeleteWebhookBucketInput;

/**
 * Result of `delete_webhook_bucket` (structuredContent).
 */
export interface DeleteWebhookBucketOutput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  deleted: true;
  deleted_captures: number;
}

/**
 * Arguments of `get_webhook` as the handler receives them: every property with a default is set.
 */
export interface GetWebhookInput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Show sensitive header and query values (Authorization, cookies, tokens, signatures, keys) in clear. Default false: they are masked.
   */
  include_sensitive: boolean;
  /**
   * Return at most this many bytes of the body (default 65536, at most 262144); the capture says truncated when more exists.
   */
  max_body_bytes: number;
  /**
   * Capture id from list_webhooks or wait_for_webhook.
   */
  webhook_id: WebhookId;
}

/**
 * Arguments of `get_webhook` as a client sends them: properties with a default may be left out.
 */
export interface GetWebhookClientInput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Show sensitive header and query values (Authorization, cookies, tokens, signatures, keys) in clear. Default false: they are masked.
   */
  include_sensitive?: boolean;
  /**
   * Return at most this many bytes of the body (default 65536, at most 262144); the capture says truncated when more exists.
   */
  max_body_bytes?: number;
  /**
   * Capture id from list_webhooks or wait_for_webhook.
   */
  webhook_id: WebhookId;
}

/**
 * Result of `get_webhook` (structuredContent).
 */
export interface GetWebhookOutput {
  body: {
    /**
     * The body (or its first max_body_bytes bytes) as text or base64.
     */
    content: string;
    content_type: string | null;
    /**
     * text for UTF-8 text bodies, base64 for anything else, none when empty.
     */
    encoding: "text" | "base64" | "none";
    /**
     * Size of the body as received.
     */
    size_bytes: number;
    /**
     * True when the body exceeded the 1 MiB storage cap and only its first 1 MiB was kept.
     */
    stored_truncated: boolean;
    /**
     * True when content holds fewer bytes than were received (max_body_bytes or the storage cap).
     */
    truncated: boolean;
  };
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  content_type: string | null;
  /**
   * Request headers, lower-case names; repeated headers joined with ', '; sensitive values masked unless include_sensitive.
   */
  headers: {
    [k: string]: string | undefined;
  };
  method: string;
  /**
   * Path below the bucket's capture URL, starting with /.
   */
  path: string;
  /**
   * Query parameters, each name with its values in order; sensitive values masked unless include_sensitive.
   */
  query: {
    [k: string]: string[] | undefined;
  };
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  received_at: IsoDateTime;
  /**
   * Names of the headers and query parameters whose values were masked.
   */
  redacted: string[];
  size_bytes: number;
  source_ip: string | null;
  /**
   * Capture id from list_webhooks or wait_for_webhook.
   */
  webhook_id: WebhookId;
}

/**
 * Arguments of `get_webhook_bucket` as the handler receives them: every property with a default is set.
 */
export interface GetWebhookBucketInput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
}

/** Arguments of `get_webhook_bucket` as a client sends them: properties with a default may be left out. */
export type GetWebhookBucketClientInput = GetWebhookBucketInput;

/**
 * Result of `get_webhook_bucket` (structuredContent).
 */
export interface GetWebhookBucketOutput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  capture_count: number;
  controlled_test: boolean;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  created_at: IsoDateTime;
  /**
   * Captures removed to stay within the bucket's capture quota or the service's storage quota, oldest first (WEBHOOKS_MAX_CAPTURES_PER_BUCKET, WEBHOOKS_MAX_STORED_BYTES).
   */
  evicted_count: number;
  /**
   * When the bucket expires unless it sees activity (15 days after the last capture or tool use).
   */
  expires_at: IsoDateTime;
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  last_activity_at: IsoDateTime;
  name: string | null;
  /**
   * What the capture URL answers.
   */
  response: ResponseSettings;
  /**
   * Capture URL: any HTTP method sent to this URL, or a sub-path below it, is captured.
   */
  url: string;
}

/**
 * Arguments of `list_webhooks` as the handler receives them: every property with a default is set.
 */
export interface ListWebhooksInput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Opaque pagination cursor: pass the next_cursor of the previous page unchanged.
   */
  cursor?: Cursor;
  /**
   * Captures per page, 1 to 50 (default 20).
   */
  limit: number;
}

/**
 * Arguments of `list_webhooks` as a client sends them: properties with a default may be left out.
 */
export interface ListWebhooksClientInput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Opaque pagination cursor: pass the next_cursor of the previous page unchanged.
   */
  cursor?: Cursor;
  /**
   * Captures per page, 1 to 50 (default 20).
   */
  limit?: number;
}

/**
 * Result of `list_webhooks` (structuredContent).
 */
export interface ListWebhooksOutput {
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Cursor for the next page, or null when this is the last page.
   */
  next_cursor: NextCursor;
  webhooks: {
    content_type: string | null;
    method: string;
    /**
     * Path below the bucket's capture URL, starting with /.
     */
    path: string;
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    received_at: IsoDateTime;
    size_bytes: number;
    source_ip: string | null;
    /**
     * Capture id from list_webhooks or wait_for_webhook.
     */
    webhook_id: WebhookId;
  }[];
}

/**
 * Arguments of `wait_for_webhook` as the handler receives them: every property with a default is set.
 */
export interface WaitForWebhookInput {
  /**
   * Capture id from list_webhooks or wait_for_webhook.
   */
  after_webhook_id?: WebhookId;
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Show sensitive header and query values (Authorization, cookies, tokens, signatures, keys) in clear. Default false: they are masked.
   */
  include_sensitive: boolean;
  /**
   * Return at most this many bytes of the body (default 65536, at most 262144); the capture says truncated when more exists.
   */
  max_body_bytes: number;
  /**
   * Seconds to wait for a new capture, 0 to 25 (default 20).
   */
  wait_seconds: number;
}

/**
 * Arguments of `wait_for_webhook` as a client sends them: properties with a default may be left out.
 */
export interface WaitForWebhookClientInput {
  /**
   * Capture id from list_webhooks or wait_for_webhook.
   */
  after_webhook_id?: WebhookId;
  /**
   * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
   */
  bucket_id: BucketId;
  /**
   * Show sensitive header and query values (Authorization, cookies, tokens, signatures, keys) in clear. Default false: they are masked.
   */
  include_sensitive?: boolean;
  /**
   * Return at most this many bytes of the body (default 65536, at most 262144); the capture says truncated when more exists.
   */
  max_body_bytes?: number;
  /**
   * Seconds to wait for a new capture, 0 to 25 (default 20).
   */
  wait_seconds?: number;
}

/**
 * Result of `wait_for_webhook` (structuredContent).
 */
export interface WaitForWebhookOutput {
  received: boolean;
  waited_ms: number;
  webhook: null | {
    body: {
      /**
       * The body (or its first max_body_bytes bytes) as text or base64.
       */
      content: string;
      content_type: string | null;
      /**
       * text for UTF-8 text bodies, base64 for anything else, none when empty.
       */
      encoding: "text" | "base64" | "none";
      /**
       * Size of the body as received.
       */
      size_bytes: number;
      /**
       * True when the body exceeded the 1 MiB storage cap and only its first 1 MiB was kept.
       */
      stored_truncated: boolean;
      /**
       * True when content holds fewer bytes than were received (max_body_bytes or the storage cap).
       */
      truncated: boolean;
    };
    /**
     * Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.
     */
    bucket_id: BucketId;
    content_type: string | null;
    /**
     * Request headers, lower-case names; repeated headers joined with ', '; sensitive values masked unless include_sensitive.
     */
    headers: {
      [k: string]: string | undefined;
    };
    method: string;
    /**
     * Path below the bucket's capture URL, starting with /.
     */
    path: string;
    /**
     * Query parameters, each name with its values in order; sensitive values masked unless include_sensitive.
     */
    query: {
      [k: string]: string[] | undefined;
    };
    /**
     * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
     */
    received_at: IsoDateTime;
    /**
     * Names of the headers and query parameters whose values were masked.
     */
    redacted: string[];
    size_bytes: number;
    source_ip: string | null;
    /**
     * Capture id from list_webhooks or wait_for_webhook.
     */
    webhook_id: WebhookId;
  };
}
