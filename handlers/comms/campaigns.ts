import type { CommsCampaignsHandlers } from "../../generated/comms/server";
import type { CampaignDeps } from "./campaigns/deps";
import { CONTENT, enqueueCampaign, launchCampaign } from "./campaigns/launch";
import { reconcile } from "./campaigns/reconcile";
import { campaignReport } from "./campaigns/report";
import { checkContent, loadCampaign, showCampaign, type CampaignRow } from "./campaigns/store";
import { insertAudited, recordAudit } from "./support/audit-log";
import { principal } from "./support/guard";
import { newId } from "./support/keys";

/** Which status a campaign may move to from which (campaign_update with `status`). */
const TRANSITIONS: Record<string, readonly CampaignRow["status"][]> = {
  paused: ["sending", "waiting_for_allowance"],
  sending: ["paused"],
  cancelled: ["draft", "scheduled", "sending", "waiting_for_allowance", "paused"],
};

/**
 * Campaigns (docs/comms.md, "Campaigns"): drafts, launch (campaigns/launch.ts), pause / resume /
 * cancel, the sending worker (campaigns/worker.ts) and the reconciled report.
 */
export function campaignsHandlers(deps: CampaignDeps) {
  const { db, clock } = deps;
  return {
    async commsvc_campaign_create(args, ctx) {
      const who = principal(ctx);
      const version = await checkContent(db, ctx, who, args);
      const now = clock.now().getTime();
      const row: Omit<CampaignRow, "seq"> = {
        id: newId("cmp"),
        organization_id: who.organizationId,
        name: args.name,
        domain_id: args.domain_id,
        audience_id: args.audience_id,
        template_id: args.template_id,
        template_version: version,
        status: "draft",
        status_reason: null,
        scheduled_for: null,
        launched_at: null,
        created_at: now,
        updated_at: now,
      };
      await db.transaction().execute((trx) =>
        insertAudited(trx, who, now, "comms_campaigns", row, {
          action: "campaign.create",
          target_type: "campaign",
          target_id: row.id,
          details: { template_id: row.template_id, template_version: version },
        }),
      );
      return showCampaign({ ...row, seq: 0 });
    },
    async commsvc_campaign_get(args, ctx) {
      return showCampaign(await loadCampaign(db, ctx, principal(ctx), args.campaign_id));
    },
    async commsvc_campaigns(_args, ctx) {
      const rows = await db
        .selectFrom("comms_campaigns")
        .selectAll()
        .where("organization_id", "=", principal(ctx).organizationId)
        .orderBy("seq", "desc")
        .execute();
      return { campaigns: rows.map((r) => showCampaign(r as CampaignRow)) };
    },
    async commsvc_campaign_update(args, ctx) {
      const who = principal(ctx);
      const c = await loadCampaign(db, ctx, who, args.campaign_id);
      const changed = CONTENT.filter((k) => args[k] !== undefined);
      if (changed.length > 0 && c.status !== "draft")
        throw ctx.error(
          "campaign_frozen",
          `Campaign ${c.id} is ${c.status}: its content is frozen (${changed.join(", ")}).`,
        );
      if (args.status !== undefined && !TRANSITIONS[args.status].includes(c.status))
        throw ctx.error(
          "invalid_status_transition",
          `Campaign ${c.id} is ${c.status}; it cannot become ${args.status} (status).`,
        );
      const next: Partial<CampaignRow> = {};
      for (const k of changed) (next as Record<string, unknown>)[k] = args[k];
      if (changed.some((k) => k !== "name")) {
        next.template_version = await checkContent(db, ctx, who, {
          domain_id: args.domain_id ?? c.domain_id,
          audience_id: args.audience_id ?? c.audience_id,
          template_id: args.template_id ?? c.template_id,
          template_version: args.template_version ?? (args.template_id === undefined ? c.template_version : undefined),
        });
      }
      if (args.status !== undefined) {
        next.status = args.status;
        next.status_reason = null;
      }
      if (Object.keys(next).length === 0) return showCampaign(c);
      const now = clock.now().getTime();
      next.updated_at = now;
      const updated = await db.transaction().execute(async (trx) => {
        const r = await trx
          .updateTable("comms_campaigns")
          .set(next)
          .where("id", "=", c.id)
          .where("status", "=", c.status) // a concurrent change wins once
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0)
          throw ctx.error(
            "invalid_status_transition",
            `Campaign ${c.id} changed status meanwhile; read it again (campaign_id).`,
          );
        if (args.status === "cancelled")
          await trx
            .updateTable("comms_campaign_recipients")
            .set({ state: "cancelled", updated_at: now })
            .where("campaign_id", "=", c.id)
            .where("state", "=", "queued")
            .execute();
        await recordAudit(trx, who, now, {
          action:
            args.status === undefined
              ? "campaign.update"
              : `campaign.${{ paused: "pause", sending: "resume", cancelled: "cancel" }[args.status]}`,
          target_type: "campaign",
          target_id: c.id,
          details: { fields: changed, from: c.status, to: next.status ?? c.status },
        });
        return { ...c, ...next } as CampaignRow;
      });
      const shown = showCampaign(updated);
      if (args.status === "sending") await enqueueCampaign(deps, shown, who.organizationId);
      return shown;
    },
    async commsvc_campaign_launch(args, ctx) {
      return launchCampaign(deps, ctx, principal(ctx), args);
    },
    async commsvc_campaign_report(args, ctx) {
      const who = principal(ctx);
      const c = await loadCampaign(db, ctx, who, args.campaign_id);
      await reconcile(deps, who.organizationId, c.id);
      return campaignReport(deps, c);
    },
  } satisfies CommsCampaignsHandlers;
}
