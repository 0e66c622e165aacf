import type { RequestContext } from "mcpforge/runtime";
import type { SearchManagersOutput, SearchServicesOutput } from "../../../generated/housing/types";
import type { LotsData, ManagerRecord, ProviderRecord } from "./data";
import { placeKey } from "./paging";

/**
 * search_managers and search_services over the directory files. Managers: residential only
 * (the document excludes multifamily-only and commercial managers), matched by city; providers:
 * by category (slug or name, case-insensitive) and city. Both sorted by name then id.
 */
type Manager = SearchManagersOutput["managers"][number];
type Provider = SearchServicesOutput["providers"][number];

const byName = <T extends { name: string; id: string }>(a: T, b: T) => a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id);

export function residentialManagers(data: LotsData, city: string | undefined): ManagerRecord[] {
  return data.managers.filter((m) => m.kind === "residential" && (city === undefined || placeKey(m.city) === placeKey(city))).sort(byName);
}

export function managerResult(m: ManagerRecord): Manager {
  return { city: m.city, id: m.id, license_number: m.license_number, license_status: m.license_status, license_warning: licenseWarning(m.license_status), name: m.name, url: m.url, website: m.website };
}

/** Statuses of a licence in good standing; any other recorded status is flagged (issue 27, item 10). */
const GOOD_STANDING = new Set(["active", "licensed"]);

/**
 * The warning beside a licence that is not in good standing (suspended, expired, revoked, …), so
 * an agent does not present such a provider as licensed; null for an active licence or none.
 */
export function licenseWarning(status: string | null): string | null {
  if (status === null || GOOD_STANDING.has(status.trim().toLowerCase())) return null;
  return `Licence ${status.trim().toLowerCase()} in the directory data: not in good standing, so do not hire for work that needs a licence until the licensing board shows it active again.`;
}

/** The category slug `given` names (slug or display name); an unknown one is refused naming /category. */
export function categorySlug(data: LotsData, given: string, ctx: Pick<RequestContext, "invalid">): string {
  const key = placeKey(given).replace(/ /g, "-");
  const hit = data.categories.find((c) => c.slug === key || placeKey(c.name) === placeKey(given));
  if (!hit) throw ctx.invalid({ path: "/category", message: `is not a category; use one of: ${data.categories.map((c) => `${c.slug} (${c.name})`).join(", ")}` });
  return hit.slug;
}

export function providers(data: LotsData, category: string | undefined, city: string | undefined): ProviderRecord[] {
  return data.providers.filter((p) => (category === undefined || p.category === category) && (city === undefined || (p.city !== null && placeKey(p.city) === placeKey(city)))).sort(byName);
}

export function providerResult(data: LotsData, p: ProviderRecord): Provider {
  const category = data.categories.find((c) => c.slug === p.category)?.name ?? p.category;
  return {
    booking_url: p.booking_url,
    category,
    city: p.city,
    claimed_by_owner: p.claimed_by_owner,
    id: p.id,
    license_number: p.license_number,
    license_status: p.license_status,
    license_warning: licenseWarning(p.license_status),
    name: p.name,
    price_ranges: p.price_ranges.map((r) => ({ high_usd: r.high_usd, low_usd: r.low_usd, service: r.service })),
    service_radius_miles: p.service_radius_miles,
    url: p.url,
  };
}
