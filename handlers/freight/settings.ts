import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { positiveInt } from "mcpforge/platform/storage";

/** Operator settings of the freight service, from the service env (docs/freight.md). */
export interface FreightSettings {
  /** Content directory (FREIGHT_CONTENT_DIR, default data/freight of the repository). */
  contentDir: string;
  /** Where inquiries are delivered (FREIGHT_PORTAL_URL); unset = create_inquiry refuses with upstream_unavailable. */
  portalUrl: string | null;
  /** A static bearer token granting freight:health (FREIGHT_HEALTH_TOKEN), beside OAuth tokens with that scope; unset: OAuth only. */
  healthToken: string | null;
  /** Delivery attempts before an inquiry goes to the dead letter (FREIGHT_DELIVERY_ATTEMPTS, default 5). */
  deliveryAttempts: number;
  /** Longest free-text query the page tools search for (FREIGHT_MAX_QUERY_CHARS, default 200). */
  maxQueryChars: number;
}

type Env = Readonly<Record<string, string | undefined>>;

export const DELIVERY_QUEUE = "freight.deliver";

export function freightSettingsFrom(env: Env): FreightSettings {
  const portalUrl = env.FREIGHT_PORTAL_URL?.trim() || null;
  if (portalUrl !== null && !/^https?:\/\/[^\s]+$/.test(portalUrl)) throw new Error(`FREIGHT_PORTAL_URL must be an http(s) URL, got "${portalUrl}"`);
  return {
    contentDir: env.FREIGHT_CONTENT_DIR?.trim() || shippedContentDir(),
    portalUrl,
    healthToken: env.FREIGHT_HEALTH_TOKEN || null,
    deliveryAttempts: positiveInt(env, "FREIGHT_DELIVERY_ATTEMPTS", 5),
    maxQueryChars: positiveInt(env, "FREIGHT_MAX_QUERY_CHARS", 200),
  };
}

/** data/freight of the repository, from the source tree (tests) or from dist/ (the built server). */
export function shippedContentDir(): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, "data", "freight", "portal.json"))) return join(dir, "data", "freight");
  }
  return join(process.cwd(), "data", "freight");
}
