import { sql, type Kysely } from "kysely";
import type { RequestContext } from "../../../generator/runtime";
import type { CommsTables, CrmRowBase } from "../migrations";
import { recordAudit } from "./audit-log";
import { iso, type CommsDeps } from "./deps";
import { principal, type Principal } from "./guard";
import { newId } from "./keys";
import { keysetPage } from "./paging";

type CrmTable = Extract<keyof CommsTables, `comms_crm_${string}`>;
type Row = CrmRowBase & Record<string, unknown> & { seq: number };
type Ctx = RequestContext<any>;
type Args = Record<string, unknown>;
type AnyDb = Kysely<any>;

/**
 * One CRM resource, declared once; its create/get/list/update/delete handlers are built from it
 * (crudHandlers). Every query is filtered by the caller's organization, so another tenant's id is
 * simply not found.
 */
export interface ResourceDef {
  table: CrmTable;
  /** Singular noun for messages and audit actions ("company" → crm.company.create). */
  noun: string;
  /** URL path segment (`<base>/comms/crm/<path>/<id>`) and audit target type. */
  path: string;
  idPrefix: string;
  idField: string;
  listField: string;
  /** Columns a caller writes, named as the tool's arguments. */
  columns: readonly string[];
  /** Columns naming another resource of the same organization: checked, not_found naming the field. */
  references?: Readonly<Record<string, { table: CrmTable; noun: string }>>;
  /** Equality filters of the list tool (argument = column). */
  filters: readonly string[];
  /** Columns `q` searches (case-insensitive substring). */
  search: readonly string[];
  /** Normalizes a written value (e.g. lower-case e-mail). */
  normalize?: (column: string, value: unknown) => unknown;
  /** Refusals beyond the schema, inside the write transaction (e.g. a duplicate e-mail). */
  check?: (trx: Kysely<CommsTables>, who: Principal, row: Row, ctx: Ctx) => Promise<void>;
  /** Runs in the delete transaction before the row goes (detach dependants). */
  onDelete?: (trx: Kysely<CommsTables>, who: Principal, id: string, ctx: Ctx) => Promise<void>;
  /** The resource as results show it, without `url`. */
  present(row: Row): Record<string, unknown>;
}

/**
 * The five tools of a resource. Arguments and results are typed loosely here (one builder serves
 * seven resources); the generated validators check both at the boundary, and the tests run with
 * output validation on.
 */
export interface CrudTools {
  create(args: any, ctx: Ctx): Promise<any>;
  get(args: any, ctx: Ctx): Promise<any>;
  list(args: any, ctx: Ctx): Promise<any>;
  update(args: any, ctx: Ctx): Promise<any>;
  delete(args: any, ctx: Ctx): Promise<any>;
}

export function crudHandlers(def: ResourceDef, deps: CommsDeps): CrudTools {
  const db = deps.db as AnyDb;
  const url = (id: string) => `${deps.settings.baseUrl()}/comms/crm/${def.path}/${id}`;
  const show = (row: Row) => ({ ...def.present(row), [def.idField]: row.id, created_at: iso(Number(row.created_at)), updated_at: iso(Number(row.updated_at)), url: url(row.id) });
  const missing = (ctx: Ctx, id: unknown, field = def.idField) => ctx.error("not_found", `No ${def.noun} ${JSON.stringify(id)} in this organization (${field}).`);
  const find = async (trx: AnyDb, who: Principal, id: unknown) =>
    (await trx.selectFrom(def.table).selectAll().where("organization_id", "=", who.organizationId).where("id", "=", String(id)).executeTakeFirst()) as Row | undefined;
  const pick = (args: Args) => {
    const out: Record<string, unknown> = {};
    for (const c of def.columns) if (args[c] !== undefined) out[c] = def.normalize ? def.normalize(c, args[c]) : args[c];
    return out;
  };
  async function verify(trx: Kysely<CommsTables>, who: Principal, row: Row, ctx: Ctx) {
    for (const [column, ref] of Object.entries(def.references ?? {})) {
      const value = row[column];
      if (value === null || value === undefined) continue;
      const hit = await (trx as AnyDb).selectFrom(ref.table).select("id").where("organization_id", "=", who.organizationId).where("id", "=", String(value)).executeTakeFirst();
      if (!hit) throw ctx.error("not_found", `No ${ref.noun} ${JSON.stringify(value)} in this organization (${column}).`);
    }
    await def.check?.(trx, who, row, ctx);
  }
  const write = <T>(fn: (trx: Kysely<CommsTables>) => Promise<T>) => deps.db.transaction().execute(fn);
  const target = (id: string) => ({ target_type: def.path, target_id: id });

  return {
    async create(args: Args, ctx: Ctx) {
      const who = principal(ctx);
      const now = deps.clock.now().getTime();
      const fields = pick(args);
      const values = { ...Object.fromEntries(def.columns.map((c) => [c, null])), ...fields, id: newId(def.idPrefix), organization_id: who.organizationId, created_at: now, updated_at: now };
      const row = await write(async (trx) => {
        await verify(trx, who, values as Row, ctx);
        await (trx as AnyDb).insertInto(def.table).values(values).execute();
        await recordAudit(trx, who, now, { action: `crm.${def.noun}.create`, ...target(values.id), details: { fields: Object.keys(fields).sort() } });
        return (await find(trx as AnyDb, who, values.id))!;
      });
      return show(row);
    },
    async get(args: Args, ctx: Ctx) {
      const row = await find(db, principal(ctx), args[def.idField]);
      if (!row) throw missing(ctx, args[def.idField]);
      return show(row);
    },
    async list(args: Args & { cursor?: string; limit: number }, ctx: Ctx) {
      const who = principal(ctx);
      const { rows, next_cursor } = await keysetPage(ctx, args, async (after, take) => {
        let q = db.selectFrom(def.table).selectAll().where("organization_id", "=", who.organizationId);
        for (const f of def.filters) if (args[f] !== undefined) q = q.where(f, "=", args[f]);
        if (typeof args.q === "string") q = q.where(searchClause(def.search, args.q));
        if (after !== undefined) q = q.where("seq", ">", after);
        return (await q.orderBy("seq").limit(take).execute()) as Row[];
      });
      return { [def.listField]: rows.map(show), next_cursor };
    },
    async update(args: Args, ctx: Ctx) {
      const who = principal(ctx);
      const now = deps.clock.now().getTime();
      const fields = pick(args);
      const row = await write(async (trx) => {
        const before = await find(trx as AnyDb, who, args[def.idField]);
        if (!before) throw missing(ctx, args[def.idField]);
        if (Object.keys(fields).length === 0) return before;
        const after = { ...before, ...fields } as Row;
        await verify(trx, who, after, ctx);
        await (trx as AnyDb).updateTable(def.table).set({ ...fields, updated_at: now }).where("id", "=", before.id).execute();
        await recordAudit(trx, who, now, { action: `crm.${def.noun}.update`, ...target(before.id), details: { fields: Object.keys(fields).sort() } });
        return { ...after, updated_at: now };
      });
      return show(row);
    },
    async delete(args: Args, ctx: Ctx) {
      const who = principal(ctx);
      const now = deps.clock.now().getTime();
      const id = await write(async (trx) => {
        const row = await find(trx as AnyDb, who, args[def.idField]);
        if (!row) throw missing(ctx, args[def.idField]);
        await def.onDelete?.(trx, who, row.id, ctx);
        await (trx as AnyDb).deleteFrom(def.table).where("id", "=", row.id).execute();
        await recordAudit(trx, who, now, { action: `crm.${def.noun}.delete`, ...target(row.id) });
        return row.id;
      });
      return { [def.idField]: id, deleted: true as const };
    },
  };
}

/** Case-insensitive substring match over `columns` (LIKE with % and _ escaped; same on both databases). */
function searchClause(columns: readonly string[], q: string) {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const parts = columns.map((c) => sql<boolean>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}
