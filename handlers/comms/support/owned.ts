import type { Selectable } from "kysely";
import type { CommsTables } from "../migrations";
import type { Principal } from "./guard";
import type { Trx } from "./resource-def";

type OwnedTable = {
  [T in keyof CommsTables]: CommsTables[T] extends { id: string; organization_id: string } ? T : never;
}[keyof CommsTables];

/** The row `id` of `table` when it belongs to the caller's organization; another tenant's id is simply not found. */
export function findOwned<T extends OwnedTable>(
  db: Trx,
  table: T,
  who: Principal,
  id: string,
): Promise<Selectable<CommsTables[T]> | undefined> {
  return (db as Trx)
    .selectFrom(table as OwnedTable)
    .selectAll()
    .where("organization_id", "=", who.organizationId)
    .where("id", "=", id)
    .executeTakeFirst() as Promise<Selectable<CommsTables[T]> | undefined>;
}
