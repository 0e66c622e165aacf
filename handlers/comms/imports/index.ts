import type { CommsImportsHandlers } from "../../../generated/comms/server";
import { isUniqueViolation } from "mcpforge/platform/storage";
import { recordAudit } from "../support/audit-log";
import type { CommsDeps } from "../support/deps";
import { principal, type Principal } from "../support/guard";
import { newId } from "../support/keys";
import { keysetPage } from "../support/paging";
import type { Ctx } from "../support/resource-def";
import { importRows } from "./confirm";
import { futureCapture, notResubscribed } from "./opted-out";
import { contactFileHandlers } from "./contact-files";
import { CsvRefusal, parseCsv, type ParsedCsv } from "./parse";
import {
  errorsAfter,
  findImport,
  importStatus,
  inBatches,
  PREVIEW_TTL_MS,
  presentError,
  presentImport,
  storePreview,
  type ImportRow,
} from "./store";
import { checkMapping, validateRows, type MappedColumn } from "./validate";

export { CONTACT_FILE_PURGE_QUEUE, contactFileRoute, purgeContactFile } from "./contact-files";

/** Errors a preview result shows inline (the manifest's maxItems); contact_import_errors pages all. */
const INLINE_ERRORS = 100;

/**
 * Contact imports (docs/comms.md, "Imports and exports"): preview parses and validates a CSV and
 * stores the valid rows and the row-level errors; confirm imports the valid rows once per
 * idempotency key; contacts_export / contact_file_get are in contact-files.ts.
 */
export function importsHandlers(deps: CommsDeps) {
  const { db, clock } = deps;
  const missing = (ctx: Ctx, id: string) =>
    ctx.error("not_found", `No contact import ${JSON.stringify(id)} in this organization (import_id).`);

  /** The outcome of a confirm that cannot claim the import: a replay, or the reason it is refused. */
  async function settled(ctx: Ctx, who: Principal, args: { import_id: string; idempotency_key: string }) {
    const now = clock.now().getTime();
    const imp = await findImport(db, who, args.import_id);
    if (!imp) throw missing(ctx, args.import_id);
    if (imp.idempotency_key === args.idempotency_key) return presentImport(imp, now); // replay: writes nothing
    const other = await db
      .selectFrom("comms_contact_imports")
      .selectAll()
      .where("organization_id", "=", who.organizationId)
      .where("idempotency_key", "=", args.idempotency_key)
      .executeTakeFirst();
    // This very import, confirmed with this key by a racing call since `imp` was read: a replay.
    if (other?.id === imp.id) return presentImport(other, now);
    if (other)
      throw ctx.error(
        "idempotency_conflict",
        `The idempotency_key was already used to confirm import ${other.id}; use a new key for import ${imp.id} (idempotency_key).`,
      );
    const status = importStatus(imp, now);
    if (status !== "previewed")
      throw ctx.error(
        "import_state_conflict",
        status === "expired"
          ? `Import ${imp.id} expired unconfirmed seven days after its preview (import_id); preview the CSV again.`
          : `Import ${imp.id} was already confirmed with another idempotency_key (import_id).`,
        { status },
      );
    return undefined;
  }

  return {
    ...contactFileHandlers(deps),
    async commsvc_contact_import_preview(args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const future = futureCapture(Date.parse(args.captured_at), now);
      if (future) throw ctx.error("invalid_arguments", future, { issues: [{ path: "/captured_at", message: future }] });
      const parsed = await parseCsv(args.csv).catch((err: unknown) => {
        throw err instanceof CsvRefusal ? ctx.error(err.code, err.message) : err;
      });
      const mapping = args.mapping as Record<string, string>;
      const { problems, columns } = checkMapping(parsed.header, mapping);
      if (problems.length > 0)
        throw ctx.error("invalid_mapping", `The mapping does not fit the CSV (mapping): ${problems.join("; ")}.`, {
          problems,
        });
      const companies = await knownCompanies(deps, who, parsed, columns);
      const { valid, errors, rowsWithErrors } = await validateRows(parsed.records, parsed.header, columns, companies);
      const imp: ImportRow = {
        id: newId("imp"),
        organization_id: who.organizationId,
        status: "previewed",
        basis: args.basis,
        source: args.source,
        captured_at: Date.parse(args.captured_at),
        mapping: JSON.stringify(mapping),
        rows_total: parsed.records.length,
        rows_valid: valid.length,
        rows_with_errors: rowsWithErrors,
        created_at: now,
        idempotency_key: null,
        confirmed_at: null,
        completed_at: null,
        contacts_created: null,
        contacts_updated: null,
      };
      await db.transaction().execute(async (trx) => {
        await storePreview(trx, imp, valid, errors);
        await recordAudit(trx, who, now, {
          action: "contact_import.preview",
          target_type: "contact_import",
          target_id: imp.id,
          details: { rows_total: imp.rows_total, rows_valid: imp.rows_valid, rows_with_errors: rowsWithErrors },
        });
      });
      const held = await notResubscribed(db, who.organizationId, valid);
      return {
        ...presentImport(imp, now),
        errors: errors.slice(0, INLINE_ERRORS),
        not_resubscribed: held.slice(0, INLINE_ERRORS),
        rows_not_resubscribed: held.length,
      };
    },
    async commsvc_contact_import_confirm(args, ctx) {
      const who = principal(ctx);
      const early = await settled(ctx, who, args);
      if (early) return early;
      const now = clock.now().getTime();
      try {
        const done = await db.transaction().execute(async (trx) => {
          // Claim first: of two racing confirms only one moves the import out of `previewed`.
          const claimed = await trx
            .updateTable("comms_contact_imports")
            .set({ status: "completed", idempotency_key: args.idempotency_key, confirmed_at: now, completed_at: now })
            .where("organization_id", "=", who.organizationId)
            .where("id", "=", args.import_id)
            .where("status", "=", "previewed")
            .where("created_at", ">", now - PREVIEW_TTL_MS)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return undefined;
          const imp = (await findImport(trx, who, args.import_id))!;
          const { created, updated } = await importRows(trx, who, imp, now);
          await trx
            .updateTable("comms_contact_imports")
            .set({ contacts_created: created, contacts_updated: updated })
            .where("id", "=", imp.id)
            .execute();
          await recordAudit(trx, who, now, {
            action: "contact_import.confirm",
            target_type: "contact_import",
            target_id: imp.id,
            details: { contacts_created: created, contacts_updated: updated },
          });
          return presentImport({ ...imp, contacts_created: created, contacts_updated: updated }, now);
        });
        if (done) return done;
      } catch (err) {
        // The key was taken by a racing confirm of another import (importRows itself takes
        // addresses and consent created meanwhile in its stride, see confirm.ts).
        if (!isUniqueViolation(err)) throw err;
      }
      const after = await settled(ctx, who, args);
      if (after) return after;
      throw new Error("comms: an import neither claimed nor settled"); // cannot happen: internal_error
    },
    async commsvc_contact_import_get(args, ctx) {
      const imp = await findImport(db, principal(ctx), args.import_id);
      if (!imp) throw missing(ctx, args.import_id);
      return presentImport(imp, clock.now().getTime());
    },
    async commsvc_contact_imports(args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const { rows, next_cursor } = await keysetPage(
        ctx,
        args,
        (before, take) => {
          let q = db.selectFrom("comms_contact_imports").selectAll().where("organization_id", "=", who.organizationId);
          if (before !== undefined) q = q.where("seq", "<", before);
          return q.orderBy("seq", "desc").limit(take).execute();
        },
        (row) => Number(row.seq),
      );
      return { imports: rows.map((r) => presentImport(r, now)), next_cursor };
    },
    async commsvc_contact_import_errors(args, ctx) {
      const imp = await findImport(db, principal(ctx), args.import_id);
      if (!imp) throw missing(ctx, args.import_id);
      const { rows, next_cursor } = await keysetPage(
        ctx,
        args,
        (after, take) => errorsAfter(db, imp.id, after, take),
        (e) => Number(e.ordinal),
      );
      return { import_id: imp.id, errors: rows.map(presentError), next_cursor };
    },
  } satisfies CommsImportsHandlers;
}

/** The ids among the company column's values that are companies of the caller's organization. */
async function knownCompanies(
  deps: CommsDeps,
  who: Principal,
  parsed: ParsedCsv,
  columns: MappedColumn[],
): Promise<Set<string>> {
  const col = columns.find((c) => c.field === "company_id");
  const out = new Set<string>();
  if (!col) return out;
  const named = new Set<string>();
  for (const r of parsed.records)
    if ("values" in r && r.values[col.index]?.trim()) named.add(r.values[col.index].trim());
  await inBatches([...named], async (slice) => {
    const found = await deps.db
      .selectFrom("comms_crm_companies")
      .select("id")
      .where("organization_id", "=", who.organizationId)
      .where("id", "in", slice)
      .execute();
    for (const f of found) out.add(f.id);
  });
  return out;
}
