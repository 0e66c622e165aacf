import { ToolError } from "mcpforge/runtime";
import { OutboundError } from "mcpforge/platform/http";
import type { Outbound } from "./outbound";
import type { PaymentSettings } from "./settings";
import { pickRequirement, requirementFrom, type Requirement } from "./x402";

/** One listed x402 resource, normalized from a discovery item. */
export interface Listing {
  resource: string;
  description: string | null;
  /** The Base USDC option when offered, else the first; undefined when accepts is empty. */
  requirement: Requirement | undefined;
  /** Every recipient the item's options name, lower-cased. */
  payTos: string[];
}

const PAGE_BYTES = 8 * 1024 * 1024;

/**
 * Reads the discovery ("Bazaar") list at X402_DISCOVERY_URL page by page: `?type=http&limit=&offset=`
 * answered with `{x402Version, items: [{resource, type, x402Version, accepts, lastUpdated,
 * metadata}], pagination: {limit, offset, total}}` (the facilitator's list-resources response in
 * coinbase/x402). Stops at PAYMENTS_DISCOVERY_MAX_ITEMS.
 */
export async function fetchListings(outbound: Outbound, settings: PaymentSettings): Promise<Listing[]> {
  const out: Listing[] = [];
  for (let offset = 0; out.length < settings.discoveryMaxItems; ) {
    const url = new URL(settings.discoveryUrl);
    const limit = Math.min(settings.discoveryPageSize, settings.discoveryMaxItems - out.length);
    url.searchParams.set("type", "http");
    url.searchParams.set("limit", String(limit));
    url.searchParams.set("offset", String(offset));
    const page = await readPage(outbound, url.href);
    const items = Array.isArray(page.items) ? page.items : [];
    for (const item of items.slice(0, limit)) {
      const listing = listingFrom(item);
      if (listing) out.push(listing);
    }
    offset += items.length;
    const total = typeof page.pagination?.total === "number" ? page.pagination.total : undefined;
    if (items.length < limit || (total !== undefined && offset >= total)) break;
  }
  return out;
}

async function readPage(outbound: Outbound, url: string): Promise<{ items?: unknown[]; pagination?: { total?: unknown } }> {
  const unavailable = (why: string) => new ToolError("upstream_unavailable", `The x402 discovery list (X402_DISCOVERY_URL ${new URL(url).origin}) ${why}; nothing was scored. Retry later.`);
  let res;
  try {
    res = await outbound.fetch(url, { headers: { accept: "application/json" }, maxBodyBytes: PAGE_BYTES });
  } catch (err) {
    throw unavailable(err instanceof OutboundError ? `could not be read: ${err.message}` : "could not be read");
  }
  if (res.status !== 200) throw unavailable(`answered HTTP ${res.status}`);
  if (res.truncated) throw unavailable(`sent a page over ${PAGE_BYTES} bytes`);
  try {
    const page = JSON.parse(res.body.toString("utf8"));
    if (page && typeof page === "object" && !Array.isArray(page)) return page;
  } catch {
    /* fall through */
  }
  throw unavailable("answered with something that is not a discovery list");
}

function listingFrom(raw: unknown): Listing | undefined {
  if (!raw || typeof raw !== "object") return undefined;
  const item = raw as { resource?: unknown; accepts?: unknown; metadata?: { description?: unknown } };
  if (typeof item.resource !== "string") return undefined;
  try {
    new URL(item.resource);
  } catch {
    return undefined;
  }
  const accepts = (Array.isArray(item.accepts) ? item.accepts.slice(0, 20) : []).map(requirementFrom).filter((r): r is Requirement => r !== undefined);
  const requirement = accepts.length ? pickRequirement({ version: 1, form: "body", accepts }) : undefined;
  const metaDescription = typeof item.metadata?.description === "string" ? item.metadata.description.slice(0, 2000) : null;
  return {
    resource: item.resource,
    description: requirement?.description ?? metaDescription,
    requirement,
    payTos: [...new Set(accepts.map((r) => r.payTo.toLowerCase()))],
  };
}
