import type { Kysely } from "kysely";
import { textSearch } from "../search";
import { scanInWindows, seqSpan } from "../search/scan-windows";
import { recordAudit } from "./audit-log";
import { iso, type CommsDeps } from "./deps";
import { principal, type Principal } from "./guard";
import { newId } from "./keys";
import { keysetPage } from "./paging";
import type { Args, Ctx, ResourceDef, Row, Trx } from "./resource-def";

export type { ResourceDef } from "./resource-def";

type AnyDb = Kysely<any>;

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
  /** Rows of this resource's table as results show them (with url), e.g. for another group's lists. */
  present(who: Principal, rows: Row[]): Promise<any[]>;
  /** The resource as get shows it, or undefined when the caller's organization has no such id. */
  read(who: Principal, args: Args): Promise<Record<string, unknown> | undefined>;
}

/** The resource's absolute URL: `<base>/comms/crm/<path>/<id>`, under the parent's when it has one. */
export function resourceUrl(def: ResourceDef, base: string, row: Row): string {
  const under = def.parent ? `${def.parent.path}/${String(row[def.parent.column])}/` : "";
  return `${base}/comms/crm/${under}${def.path}/${row.id}`;
}

export function crudHandlers(def: ResourceDef, deps: CommsDeps): CrudTools {
  const db = deps.db as AnyDb;
  const orderBy = def.orderBy ?? "seq";
  const dialect = deps.storage.dialect;
  const show = async (trx: Trx, who: Principal, rows: Row[]) => {
    await def.load?.(trx, who, rows);
    return rows.map((row) => ({
      ...def.present(row),
      [def.idField]: row.id,
      created_at: iso(Number(row.created_at)),
      updated_at: iso(Number(row.updated_at)),
      url: resourceUrl(def, deps.settings.baseUrl(), row),
    }));
  };
  const showOne = async (trx: Trx, who: Principal, row: Row) => (await show(trx, who, [row]))[0];
  const missing = (ctx: Ctx, id: unknown, field = def.idField, noun = def.noun) =>
    ctx.error("not_found", `No ${noun} ${JSON.stringify(id)} in this organization (${field}).`);
  const find = async (trx: AnyDb, who: Principal, args: Args) => {
    let q = trx
      .selectFrom(def.table)
      .selectAll()
      .where("organization_id", "=", who.organizationId)
      .where("id", "=", String(args[def.idField]));
    if (def.parent) q = q.where(def.parent.column, "=", String(args[def.parent.column]));
    return (await q.executeTakeFirst()) as Row | undefined;
  };
  const pick = (args: Args) => {
    const out: Record<string, unknown> = {};
    for (const c of def.columns)
      if (args[c] !== undefined) out[c] = def.normalize ? def.normalize(c, args[c]) : args[c];
    return out;
  };
  const refs = () => ({ ...def.references, ...(def.parent ? { [def.parent.column]: def.parent } : {}) });
  async function verify(trx: Trx, who: Principal, row: Row, ctx: Ctx) {
    for (const [column, ref] of Object.entries(refs())) {
      const value = row[column];
      if (value === null || value === undefined) continue;
      const hit = await (trx as AnyDb)
        .selectFrom(ref.table)
        .select("id")
        .where("organization_id", "=", who.organizationId)
        .where("id", "=", String(value))
        .executeTakeFirst();
      if (!hit) throw missing(ctx, value, column, ref.noun);
    }
    await def.check?.(trx, who, row, ctx);
  }
  const write = <T>(fn: (trx: Trx) => Promise<T>) => deps.db.transaction().execute(fn);
  const audit = (trx: Trx, who: Principal, now: number, op: string, id: string, details?: Record<string, unknown>) =>
    recordAudit(trx, who, now, { action: `crm.${def.noun}.${op}`, target_type: def.path, target_id: id, details });
  const writable = [...def.columns, ...(def.parent ? [def.parent.column] : [])];

  const read = async (who: Principal, args: Args) => {
    const row = await find(db, who, args);
    return row && showOne(deps.db, who, row);
  };

  return {
    async create(args, ctx) {
      const who = principal(ctx);
      const now = deps.clock.now().getTime();
      const fields = { ...pick(args), ...(def.parent ? { [def.parent.column]: args[def.parent.column] } : {}) };
      const values = {
        ...Object.fromEntries(def.columns.map((c) => [c, null])),
        ...def.defaults,
        ...fields,
        id: newId(def.idPrefix),
        organization_id: who.organizationId,
        created_at: now,
        updated_at: now,
      } as Row;
      return write(async (trx) => {
        await verify(trx, who, values, ctx);
        const { seq: _seq, ...insert } = values;
        await (trx as AnyDb).insertInto(def.table).values(insert).execute();
        await def.afterWrite?.(trx, who, values, args, ctx, now);
        await audit(trx, who, now, "create", values.id, { fields: Object.keys(fields).sort() });
        return showOne(trx, who, (await find(trx, who, { ...args, [def.idField]: values.id }))!);
      });
    },
    async get(args, ctx) {
      const found = await read(principal(ctx), args);
      if (!found) throw missing(ctx, args[def.idField]);
      return found;
    },
    read,
    present: (who, rows) => show(deps.db, who, rows),
    async list(args, ctx) {
      const who = principal(ctx);
      if (def.parent) await verify(deps.db, who, { [def.parent.column]: args[def.parent.column] } as Row, ctx);
      if (typeof args.q === "string" && args.q.includes("\u0000"))
        throw ctx.invalid({ path: "/q", message: "must not contain the NUL character (U+0000)" }); // no stored text can
      const { rows, next_cursor } = await keysetPage(
        ctx,
        args,
        async (after, take) => {
          const col = (c: string) => `${def.table}.${c}`; // qualified: a search join brings its own columns
          let q = db.selectFrom(def.table).selectAll(def.table).where(col("organization_id"), "=", who.organizationId);
          for (const f of [...def.filters, ...(def.parent ? [def.parent.column] : [])])
            if (args[f] !== undefined) q = q.where(col(f), "=", args[f]);
          let key = col(orderBy);
          let scanned = false;
          if (typeof args.q === "string")
            ({ query: q, key, scanned } = textSearch(q, { dialect, table: def.table, columns: def.search, orderBy, q: args.q }));
          const page = (from: number | undefined, upTo: number | undefined, n: number) => {
            let w = from === undefined ? q : q.where(key, ">", from);
            if (upTo !== undefined) w = w.where(key, "<=", upTo);
            return w.orderBy(key).limit(n).execute() as Promise<Row[]>;
          };
          if (!scanned) return page(after, undefined, take);
          const span = () => seqSpan(db as Kysely<any>, def.table, who.organizationId);
          return scanInWindows({ after, take, span, window: page });
        },
        (row) => Number(row[orderBy]),
      );
      return { [def.listField]: await show(deps.db, who, rows), next_cursor };
    },
    async update(args, ctx) {
      const who = principal(ctx);
      const now = deps.clock.now().getTime();
      const fields = pick(args);
      return write(async (trx) => {
        const before = await find(trx, who, args);
        if (!before) throw missing(ctx, args[def.idField]);
        const sent = Object.keys(args)
          .filter((k) => k !== "organization_id" && k !== def.idField && k !== def.parent?.column)
          .sort();
        if (sent.length === 0) return showOne(trx, who, before); // nothing sent, nothing changes
        const after = { ...before, ...fields } as Row;
        await verify(trx, who, after, ctx);
        const set = Object.fromEntries(writable.map((c) => [c, after[c]]));
        await (trx as AnyDb)
          .updateTable(def.table)
          .set({ ...set, updated_at: now })
          .where("id", "=", before.id)
          .execute();
        await def.afterWrite?.(trx, who, after, args, ctx, now);
        await audit(trx, who, now, "update", before.id, { fields: sent });
        return showOne(trx, who, (await find(trx, who, args))!);
      });
    },
    async delete(args, ctx) {
      const who = principal(ctx);
      const now = deps.clock.now().getTime();
      const id = await write(async (trx) => {
        const row = await find(trx, who, args);
        if (!row) throw missing(ctx, args[def.idField]);
        await def.onDelete?.(trx, who, row, ctx);
        await (trx as AnyDb).deleteFrom(def.table).where("id", "=", row.id).execute();
        await audit(trx, who, now, "delete", row.id);
        return row.id;
      });
      return {
        [def.idField]: id,
        deleted: true as const,
        ...(def.parent ? { [def.parent.column]: args[def.parent.column] } : {}),
      };
    },
  };
}
