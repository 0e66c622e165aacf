import type { CommsAudiencesHandlers } from "../../generated/comms/server";
import { parseSegmentFilter } from "./audiences/segment-filter";
import { campaignUsingAudience } from "./campaigns/store";
import { findAudience, showAudience, type AudienceRow } from "./audiences/store";
import { contactResource } from "./crm/contacts";
import { insertAudited, recordAudit } from "./support/audit-log";
import type { CommsDeps } from "./support/deps";
import { principal, type Principal } from "./support/guard";
import { newId } from "./support/keys";
import { keysetPage } from "./support/paging";
import { crudHandlers } from "./support/resource";
import type { Ctx, Row } from "./support/resource-def";

type FilterError = { error(code: "filter_not_allowed", message: string, details?: Record<string, unknown>): Error };

/** A filter as stored (JSON), refused with filter_not_allowed naming the offending path. */
function checkedFilter(
  ctx: FilterError,
  kind: AudienceRow["kind"],
  filter: Record<string, unknown> | null | undefined,
): string | null {
  if (kind === "static") {
    if (filter !== undefined && filter !== null)
      throw ctx.error(
        "filter_not_allowed",
        "A static audience takes no filter (filter); add members with commsvc_audience_member_add.",
      );
    return null;
  }
  const parsed = parseSegmentFilter(filter ?? {});
  if (!parsed.ok) throw ctx.error("filter_not_allowed", `${parsed.path} ${parsed.message}.`, { path: parsed.path });
  return JSON.stringify(filter);
}

/** Audiences: static member lists and saved segments (docs/comms.md, "Audiences"). */
export function audiencesHandlers(deps: CommsDeps) {
  const { db, clock } = deps;
  const contacts = crudHandlers(contactResource, deps);
  const load = async (ctx: { error(code: "not_found", m: string): Error }, who: Principal, id: string) => {
    const row = await findAudience(db, who, id);
    if (!row) throw ctx.error("not_found", `No audience ${JSON.stringify(id)} in this organization (audience_id).`);
    return row;
  };
  const staticOnly = (ctx: Ctx, row: AudienceRow) => {
    if (row.kind !== "static")
      throw ctx.error(
        "audience_not_static",
        `Audience ${row.id} is a saved segment (audience_id): its members are the contacts matching its filter.`,
      );
  };
  /** member_add / member_remove: the change (if any) and its audit event, in one transaction. */
  const membership = async (ctx: Ctx, args: { audience_id: string; contact_id: string }, add: boolean) => {
    const who = principal(ctx);
    staticOnly(ctx, await load(ctx, who, args.audience_id));
    if (!(await contacts.read(who, { contact_id: args.contact_id })))
      throw ctx.error("not_found", `No contact ${JSON.stringify(args.contact_id)} in this organization (contact_id).`);
    const now = clock.now().getTime();
    await db.transaction().execute(async (trx) => {
      const pair = trx
        .selectFrom("comms_audience_members")
        .select("seq")
        .where("audience_id", "=", args.audience_id)
        .where("contact_id", "=", args.contact_id);
      const present = await pair.executeTakeFirst();
      if (add === Boolean(present)) return; // already so: nothing changes, nothing is recorded
      if (add)
        await trx
          .insertInto("comms_audience_members")
          .values({
            organization_id: who.organizationId,
            audience_id: args.audience_id,
            contact_id: args.contact_id,
            added_at: now,
          })
          .execute();
      else
        await trx
          .deleteFrom("comms_audience_members")
          .where("audience_id", "=", args.audience_id)
          .where("contact_id", "=", args.contact_id)
          .execute();
      await recordAudit(trx, who, now, {
        action: add ? "audience.member_add" : "audience.member_remove",
        target_type: "audience",
        target_id: args.audience_id,
        details: { contact_id: args.contact_id },
      });
    });
    return { audience_id: args.audience_id, contact_id: args.contact_id, member: add };
  };

  return {
    async commsvc_audience_create(args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const row: AudienceRow = {
        seq: 0,
        id: newId("aud"),
        organization_id: who.organizationId,
        name: args.name,
        kind: args.kind,
        filter: checkedFilter(ctx, args.kind, args.filter),
        created_at: now,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        const { seq: _seq, ...values } = row;
        await insertAudited(trx, who, now, "comms_audiences", values, {
          action: "audience.create",
          target_type: "audience",
          target_id: row.id,
          details: { kind: row.kind },
        });
      });
      return showAudience(deps, who, row);
    },
    async commsvc_audience_get(args, ctx) {
      const who = principal(ctx);
      return showAudience(deps, who, await load(ctx, who, args.audience_id));
    },
    async commsvc_audience_update(args, ctx) {
      const who = principal(ctx);
      const before = await load(ctx, who, args.audience_id);
      if (args.name === undefined && args.filter === undefined) return showAudience(deps, who, before);
      const filter = args.filter === undefined ? before.filter : checkedFilter(ctx, before.kind, args.filter);
      const now = clock.now().getTime();
      const after = { ...before, name: args.name ?? before.name, filter, updated_at: now };
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("comms_audiences")
          .set({ name: after.name, filter: after.filter, updated_at: now })
          .where("id", "=", before.id)
          .execute();
        const fields = [args.name !== undefined && "name", args.filter !== undefined && "filter"].filter(Boolean);
        await recordAudit(trx, who, now, {
          action: "audience.update",
          target_type: "audience",
          target_id: before.id,
          details: { fields },
        });
      });
      return showAudience(deps, who, after);
    },
    async commsvc_audience_delete(args, ctx) {
      const who = principal(ctx);
      const row = await load(ctx, who, args.audience_id);
      const now = clock.now().getTime();
      await db.transaction().execute(async (trx) => {
        const user = await campaignUsingAudience(trx, who.organizationId, row.id);
        if (user)
          throw ctx.error(
            "in_use",
            `Audience ${row.id} is used by campaign ${user}, which has not finished (audience_id).`,
            {
              campaign_id: user,
            },
          );
        await trx.deleteFrom("comms_audience_members").where("audience_id", "=", row.id).execute();
        await trx.deleteFrom("comms_audiences").where("id", "=", row.id).execute();
        await recordAudit(trx, who, now, { action: "audience.delete", target_type: "audience", target_id: row.id });
      });
      return { audience_id: row.id, deleted: true as const };
    },
    async commsvc_audiences(args, ctx) {
      const who = principal(ctx);
      const page = await keysetPage(
        ctx,
        args,
        async (after, take) => {
          let q = db.selectFrom("comms_audiences").selectAll().where("organization_id", "=", who.organizationId);
          if (after !== undefined) q = q.where("seq", ">", after);
          return (await q.orderBy("seq").limit(take).execute()) as AudienceRow[];
        },
        (row) => Number(row.seq),
      );
      return {
        audiences: await Promise.all(page.rows.map((r) => showAudience(deps, who, r))),
        next_cursor: page.next_cursor,
      };
    },
    commsvc_audience_member_add: (args, ctx) => membership(ctx, args, true),
    commsvc_audience_member_remove: (args, ctx) => membership(ctx, args, false),
    async commsvc_audience_members(args, ctx) {
      const who = principal(ctx);
      staticOnly(ctx, await load(ctx, who, args.audience_id));
      const page = await keysetPage(
        ctx,
        args,
        async (after, take) => {
          let q = db
            .selectFrom("comms_audience_members as m")
            .innerJoin("comms_crm_contacts as c", "c.id", "m.contact_id")
            .selectAll("c")
            .select("m.seq as member_seq")
            .where("m.audience_id", "=", args.audience_id);
          if (after !== undefined) q = q.where("m.seq", ">", after);
          return (await q.orderBy("m.seq").limit(take).execute()) as unknown as (Row & { member_seq: number })[];
        },
        (row) => Number(row.member_seq),
      );
      return { members: await contacts.present(who, page.rows), next_cursor: page.next_cursor };
    },
  } satisfies CommsAudiencesHandlers;
}
