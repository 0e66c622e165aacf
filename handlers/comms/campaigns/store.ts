import type { Kysely } from "kysely";
import type { Campaign } from "../../../generated/comms/types";
import type { CommsTables } from "../migrations";
import type { CampaignsTable } from "../migrations/campaigns";
import { relayDomainActive } from "../senders/relay";
import { iso, isoOrNull } from "../support/deps";
import type { Principal } from "../support/guard";
import type { Ctx } from "../support/resource-def";

export type CampaignRow = Omit<CampaignsTable, "seq"> & { seq: number };
type Db = Kysely<CommsTables>;

const num = (v: number | null): number | null => (v === null ? null : Number(v));

export function showCampaign(r: CampaignRow): Campaign {
  return {
    campaign_id: r.id,
    name: r.name,
    domain_id: r.domain_id,
    audience_id: r.audience_id,
    template_id: r.template_id,
    template_version: Number(r.template_version),
    status: r.status,
    status_reason: r.status_reason,
    scheduled_for: isoOrNull(num(r.scheduled_for)),
    launched_at: isoOrNull(num(r.launched_at)),
    created_at: iso(Number(r.created_at)),
    updated_at: iso(Number(r.updated_at)),
  };
}

export async function findCampaign(db: Db, organizationId: string, id: string): Promise<CampaignRow | undefined> {
  return (await db
    .selectFrom("comms_campaigns")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .where("id", "=", id)
    .executeTakeFirst()) as CampaignRow | undefined;
}

export async function loadCampaign(db: Db, ctx: Ctx, who: Principal, id: string): Promise<CampaignRow> {
  const row = await findCampaign(db, who.organizationId, id);
  if (!row) throw ctx.error("not_found", `No campaign ${JSON.stringify(id)} in this organization (campaign_id).`);
  return row;
}

/** The organization's sending domain and whether the relay has it active now (create, update and launch check it). */
export async function sendingDomain(db: Db, organizationId: string, domainId: string): Promise<{ name: string; active: boolean } | undefined> {
  const domain = await db
    .selectFrom("comms_sending_domains")
    .select(["name", "relay_account_id"])
    .where("organization_id", "=", organizationId)
    .where("id", "=", domainId)
    .executeTakeFirst();
  return domain && { name: domain.name, active: await relayDomainActive(db, domain.relay_account_id, domain.name) };
}

/** The domain_not_active refusal of create, update and launch: the relay no longer has the domain verified. */
export const domainNotActive = (name: string): string =>
  `The sending domain ${name} is not active at the e-mail relay (domain_id): verify it there again, or use another domain.`;

/** The campaign content a draft is made of, checked against the organization's own resources. */
export interface Content {
  domain_id: string;
  audience_id: string;
  template_id: string;
  template_version?: number;
}

/**
 * Checks a draft's references: an active sending domain, an audience and a published template
 * version of this organization (other tenants' ids are not_found). Returns the version to freeze:
 * the one asked for, or the latest published.
 */
export async function checkContent(db: Db, ctx: Ctx, who: Principal, c: Content): Promise<number> {
  const owned = (table: "comms_audiences" | "comms_templates", id: string) =>
    db
      .selectFrom(table)
      .select("id")
      .where("organization_id", "=", who.organizationId)
      .where("id", "=", id)
      .executeTakeFirst();
  const domain = await sendingDomain(db, who.organizationId, c.domain_id);
  if (!domain)
    throw ctx.error(
      "not_found",
      `No sending domain ${JSON.stringify(c.domain_id)} in this organization (domain_id): add one with commsvc_domain_add.`,
    );
  if (!domain.active) throw ctx.error("domain_not_active", domainNotActive(domain.name));
  if (!(await owned("comms_audiences", c.audience_id)))
    throw ctx.error("not_found", `No audience ${JSON.stringify(c.audience_id)} in this organization (audience_id).`);
  if (!(await owned("comms_templates", c.template_id)))
    throw ctx.error("not_found", `No template ${JSON.stringify(c.template_id)} in this organization (template_id).`);
  let q = db
    .selectFrom("comms_template_versions")
    .select("version")
    .where("template_id", "=", c.template_id)
    .where("published_at", "is not", null);
  if (c.template_version !== undefined) q = q.where("version", "=", c.template_version);
  const version = await q.orderBy("version", "desc").executeTakeFirst();
  if (!version)
    throw ctx.error(
      "template_not_published",
      c.template_version === undefined
        ? `Template ${c.template_id} has no published version (template_id): publish one with commsvc_template_publish.`
        : `Version ${c.template_version} of template ${c.template_id} is not published (template_version).`,
    );
  return Number(version.version);
}

/** Campaigns that still use an audience (audience_delete answers in_use while one does). */
export async function campaignUsingAudience(
  db: Db,
  organizationId: string,
  audienceId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("comms_campaigns")
    .select("id")
    .where("organization_id", "=", organizationId)
    .where("audience_id", "=", audienceId)
    .where("status", "not in", ["cancelled", "completed"])
    .executeTakeFirst();
  return row?.id ?? null;
}
