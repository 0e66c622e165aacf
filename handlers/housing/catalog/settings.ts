/**
 * Settings of the catalog tools, read from the service environment (docs/housing.md, "Catalog
 * tools" and "Published listings"). A bad value stops the service at start-up with the variable named.
 */
export interface CatalogSettings {
  /** How long a start_listing claim link stays valid (HOUSING_CLAIM_LINK_TTL_HOURS, default 168 = 7 days). */
  claimLinkTtlHours: number;
  /** How often the published listings are re-read besides the events (HOUSING_PUBLISHED_RELOAD_SECONDS, default 30). */
  publishedReloadSeconds: number;
}

export function catalogSettings(env: Readonly<Record<string, string | undefined>>): CatalogSettings {
  return {
    claimLinkTtlHours: positiveInt(env, "HOUSING_CLAIM_LINK_TTL_HOURS", 168, 24 * 365),
    publishedReloadSeconds: positiveInt(env, "HOUSING_PUBLISHED_RELOAD_SECONDS", 30, 3600),
  };
}

function positiveInt(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max} (got "${raw}"); default ${fallback}`);
  return value;
}
