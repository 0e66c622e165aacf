import type { Kysely } from "kysely";
import type { RequestContext } from "mcpforge/runtime";
import type { CommsTables, CrmRowBase } from "../migrations";
import type { Principal } from "./guard";

export type CrmTable = Extract<keyof CommsTables, `comms_crm_${string}`>;
export type Row = CrmRowBase & Record<string, unknown> & { seq: number };
export type Ctx = RequestContext<any>;
export type Args = Record<string, unknown>;
export type Trx = Kysely<CommsTables>;

/** A resource another one names: checked in the same organization, not_found naming the column. */
export interface Reference {
  table: CrmTable;
  noun: string;
}

/**
 * One CRM resource, declared once; its create/get/list/update/delete handlers are built from it
 * (support/resource.ts). Every query is filtered by the caller's organization, so another
 * tenant's id is simply not found.
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
  /** Values a create starts from when the caller leaves a column out (e.g. a deal's status). */
  defaults?: Readonly<Record<string, unknown>>;
  /** Columns naming another resource of the same organization. */
  references?: Readonly<Record<string, Reference>>;
  /**
   * A resource addressed under another (stages under their pipeline): every tool takes the
   * parent's id, a row of another parent is not found, and list requires an existing parent.
   */
  parent?: { column: string; path: string } & Reference;
  /** Equality filters of the list tool (argument = column). */
  filters: readonly string[];
  /** Columns `q` searches (case-insensitive substring). */
  search: readonly string[];
  /** List order and cursor key (an integer column); `seq`, creation order, by default. */
  orderBy?: string;
  /** Normalizes a written value (e.g. lower-case e-mail). */
  normalize?: (column: string, value: unknown) => unknown;
  /** Refusals beyond the schema, inside the write transaction, before the row is written. */
  check?: (trx: Trx, who: Principal, row: Row, ctx: Ctx) => Promise<void>;
  /** After the row is inserted or updated, in the same transaction (dependent rows, ordering). */
  afterWrite?: (trx: Trx, who: Principal, row: Row, args: Args, ctx: Ctx, now: number) => Promise<void>;
  /** In the delete transaction, before the row goes: refuse (in_use) or detach dependants. */
  onDelete?: (trx: Trx, who: Principal, row: Row, ctx: Ctx) => Promise<void>;
  /** Fields computed from other tables for a page of rows (a pipeline's stage names). */
  load?: (db: Trx, who: Principal, rows: Row[]) => Promise<void>;
  /** The resource as results show it, without id, times and `url`. */
  present(row: Row): Record<string, unknown>;
}
