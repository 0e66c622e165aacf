import type { CommsSendersHandlers } from "../../generated/comms/server";
import type { SendingDomain, TemplateVersion } from "../../generated/comms/types";
import type { CampaignDeps } from "./campaigns/deps";
import { placeholderProblems, type PlaceholderProblem } from "./campaigns/placeholders";
import type { SendingDomainsTable, TemplateVersionsTable } from "./migrations/campaigns";
import { checkRelayDomain, relayDomainStatuses, relayPauses, sealRelayKey, type RelayDomainStatus } from "./senders/relay";
import { insertAudited, recordAudit } from "./support/audit-log";
import { iso, isoOrNull } from "./support/deps";
import { principal } from "./support/guard";
import { newId } from "./support/keys";

const showDomain = (
  r: Omit<SendingDomainsTable, "seq">,
  status: RelayDomainStatus,
  paused: string | null = null,
): SendingDomain => ({
  domain_id: r.id,
  name: r.name,
  status: status === "active" && paused ? "paused" : status,
  status_detail: status === "active" ? paused : null,
  relay_key_prefix: r.relay_key_prefix,
  created_at: iso(Number(r.created_at)),
});

function refuseUnknownPlaceholders(ctx: { error(code: "invalid_arguments", m: string, d?: Record<string, unknown>): Error }, problems: PlaceholderProblem[]): void {
  if (problems.length === 0) return;
  throw ctx.error("invalid_arguments", `Invalid arguments: ${problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`, {
    issues: problems,
  });
}

const showVersion = (r: TemplateVersionsTable): TemplateVersion => ({
  template_id: r.template_id,
  name: r.name,
  version: Number(r.version),
  subject: r.subject,
  published_at: isoOrNull(r.published_at === null ? null : Number(r.published_at)),
  created_at: iso(Number(r.created_at)),
});

/**
 * Sending domains (bound to a domain the e-mail relay verified) and marketing templates with
 * immutable integer versions (docs/comms.md, "Sending domains and templates").
 */
export function sendersHandlers(deps: CampaignDeps) {
  const { db, clock } = deps;
  return {
    async commsvc_domain_add(args, ctx) {
      const who = principal(ctx);
      const name = args.name.toLowerCase();
      const taken = await db
        .selectFrom("comms_sending_domains")
        .select("id")
        .where("organization_id", "=", who.organizationId)
        .where("name", "=", name)
        .executeTakeFirst();
      if (taken) throw ctx.error("already_exists", `${name} is already a sending domain of this organization (name).`);
      const relay = await checkRelayDomain(db, args.relay_api_key, name);
      if (!relay.ok) throw ctx.error("domain_unverified", `Cannot bind ${name}: ${relay.reason}.`);
      const now = clock.now().getTime();
      const row = {
        id: newId("dom"),
        organization_id: who.organizationId,
        name,
        relay_account_id: relay.accountId,
        relay_key_sealed: sealRelayKey(args.relay_api_key, deps.send.secretKey),
        relay_key_prefix: args.relay_api_key.slice(0, 8),
        created_at: now,
      };
      await db.transaction().execute((trx) =>
        insertAudited(trx, who, now, "comms_sending_domains", row, {
          action: "domain.add",
          target_type: "domain",
          target_id: row.id,
          details: { name, relay_account_id: relay.accountId, relay_key_prefix: row.relay_key_prefix },
        }),
      );
      return showDomain(row, "active"); // just verified by checkRelayDomain
    },
    async commsvc_domain_list(_args, ctx) {
      const who = principal(ctx);
      const rows = await db
        .selectFrom("comms_sending_domains")
        .selectAll()
        .where("organization_id", "=", who.organizationId)
        .orderBy("seq")
        .execute();
      const bound = rows.map((r) => ({ accountId: r.relay_account_id, name: r.name }));
      const statuses = await relayDomainStatuses(db, bound);
      const paused = await relayPauses(db, bound, clock.now().getTime());
      return { domains: rows.map((r, i) => showDomain(r, statuses[i], paused[i])) };
    },
    async commsvc_template_create(args, ctx) {
      const who = principal(ctx);
      refuseUnknownPlaceholders(ctx, placeholderProblems(args));
      const now = clock.now().getTime();
      return db.transaction().execute(async (trx) => {
        let templateId = args.template_id;
        let version = 1;
        if (templateId === undefined) {
          templateId = newId("tpl");
          await trx
            .insertInto("comms_templates")
            .values({ id: templateId, organization_id: who.organizationId, name: args.name, created_at: now })
            .execute();
        } else {
          // Lock the template row first (UPDATE before SELECT), so two new versions get two numbers.
          const touched = await trx
            .updateTable("comms_templates")
            .set({ name: args.name })
            .where("organization_id", "=", who.organizationId)
            .where("id", "=", templateId)
            .executeTakeFirst();
          if (Number(touched.numUpdatedRows) === 0)
            throw ctx.error(
              "not_found",
              `No template ${JSON.stringify(templateId)} in this organization (template_id).`,
            );
          const last = await trx
            .selectFrom("comms_template_versions")
            .select((eb) => eb.fn.max("version").as("v"))
            .where("template_id", "=", templateId)
            .executeTakeFirst();
          version = Number(last?.v ?? 0) + 1;
        }
        const row: TemplateVersionsTable = {
          template_id: templateId,
          organization_id: who.organizationId,
          version,
          name: args.name,
          subject: args.subject,
          text_body: args.text,
          html_body: args.html ?? null,
          created_at: now,
          published_at: null,
        };
        await insertAudited(
          trx,
          who,
          now,
          "comms_template_versions",
          { ...row },
          {
            action: "template.create_version",
            target_type: "template",
            target_id: templateId,
            details: { version },
          },
        );
        return showVersion(row);
      });
    },
    async commsvc_template_publish(args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      return db.transaction().execute(async (trx) => {
        const published = await trx
          .updateTable("comms_template_versions")
          .set({ published_at: now })
          .where("organization_id", "=", who.organizationId)
          .where("template_id", "=", args.template_id)
          .where("version", "=", args.version)
          .where("published_at", "is", null)
          .executeTakeFirst();
        const row = await trx
          .selectFrom("comms_template_versions")
          .selectAll()
          .where("organization_id", "=", who.organizationId)
          .where("template_id", "=", args.template_id)
          .where("version", "=", args.version)
          .executeTakeFirst();
        if (!row)
          throw ctx.error(
            "not_found",
            `No version ${args.version} of template ${JSON.stringify(args.template_id)} in this organization (template_id, version).`,
          );
        // A version stored before placeholders were checked: refused here, so it can never be sent.
        const stored = placeholderProblems({ subject: row.subject, text: row.text_body, html: row.html_body });
        refuseUnknownPlaceholders(ctx, stored.map((p) => ({ path: "/version", message: `${p.path.slice(1)}: ${p.message}` })));
        if (Number(published.numUpdatedRows) > 0)
          await recordAudit(trx, who, now, {
            action: "template.publish",
            target_type: "template",
            target_id: args.template_id,
            details: { version: args.version },
          });
        return showVersion(row);
      });
    },
    async commsvc_template_list(_args, ctx) {
      const who = principal(ctx);
      const templates = await db
        .selectFrom("comms_templates")
        .selectAll()
        .where("organization_id", "=", who.organizationId)
        .orderBy("seq")
        .execute();
      const versions = await db
        .selectFrom("comms_template_versions")
        .selectAll()
        .where("organization_id", "=", who.organizationId)
        .orderBy("template_id")
        .orderBy("version")
        .execute();
      return {
        templates: templates.map((t) => ({
          template_id: t.id,
          name: t.name,
          created_at: iso(Number(t.created_at)),
          versions: versions.filter((v) => v.template_id === t.id).map(showVersion),
        })),
      };
    },
  } satisfies CommsSendersHandlers;
}
