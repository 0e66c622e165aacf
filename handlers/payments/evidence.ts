import type { VerifyWebEvidenceInput, VerifyWebEvidenceOutput } from "../../generated/payments/types";
import { ToolError } from "mcpforge/runtime";
import type { Outbound } from "./outbound";
import { pageMetadata } from "./metadata";
import { issueReceipt, sha256Hex } from "./receipts";
import type { ReceiptKey } from "./receipt-key";
import { fetchForCheck, header } from "./url-check";

export interface EvidenceDeps {
  outbound: Outbound;
  bodyBytes: number;
  key: ReceiptKey;
  now(): Date;
  jwksUrl(): string;
}

/**
 * verify_web_evidence: a bounded GET, the SHA-256 of the inspected bytes, page metadata, the
 * expectedText match with a snippet, and a signed receipt over all of it. A target that is not
 * public is refused (url_not_allowed); other failures are evidence too (error set, empty hash).
 */
export async function verifyWebEvidence(args: VerifyWebEvidenceInput, deps: EvidenceDeps): Promise<VerifyWebEvidenceOutput> {
  const fetchedAt = deps.now().toISOString();
  const f = await fetchForCheck(deps.outbound, args.url, deps.bodyBytes);
  if (f.error?.code === "url_not_allowed") throw new ToolError("url_not_allowed", f.error.message);
  const r = f.response;
  const body = r ? r.body : Buffer.alloc(0);
  const contentType = r ? header(r.headers, "content-type") : null;
  const text = isText(contentType) ? body.toString("utf8") : "";
  const meta = r && /html|xml/i.test(contentType ?? "") ? pageMetadata(text, r.url) : { title: null, description: null, canonicalUrl: null };
  const found = args.expectedText === undefined || !r ? null : text.toLowerCase().includes(args.expectedText.toLowerCase());
  const evidence = {
    url: args.url,
    finalUrl: r ? r.url : null,
    status: r ? r.status : null,
    redirects: f.redirects,
    fetchedAt,
    bytesInspected: body.length,
    bodyTruncated: r ? r.truncated : false,
    contentHash: { algorithm: "sha256" as const, value: sha256Hex(body) },
    metadata: {
      title: meta.title,
      description: meta.description,
      canonicalUrl: meta.canonicalUrl,
      contentType,
      etag: r ? header(r.headers, "etag") : null,
      lastModified: r ? header(r.headers, "last-modified") : null,
    },
    expectedStatusMatched: args.expectedStatus === undefined ? null : r !== null && r.status === args.expectedStatus,
    expectedTextFound: found,
    expectedTextSnippet: found ? snippet(text, args.expectedText as string) : null,
    error: f.error,
  };
  const receipt = issueReceipt(deps.key, evidence, args.url, deps.now().toISOString(), deps.jwksUrl());
  return { ...evidence, receipt };
}

/** Text bodies are matched and parsed; binary bodies are only hashed. A missing type is read as text. */
function isText(contentType: string | null): boolean {
  return contentType === null || /^text\/|json|xml|javascript|html/i.test(contentType);
}

/** The first match with up to 80 characters either side, whitespace collapsed. */
function snippet(text: string, needle: string): string {
  const at = text.toLowerCase().indexOf(needle.toLowerCase());
  const start = Math.max(0, at - 80);
  return text.slice(start, at + needle.length + 80).replace(/\s+/g, " ").trim();
}
