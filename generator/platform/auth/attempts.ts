import type { Kysely } from "kysely";

/**
 * Takes one attempt at the e-mailed code `codeHash` of sign-in row `idHash` in `table` (the
 * authorization server's `auth_requests`, the housing pages' `housing_page_sessions`: both have
 * id_hash, code_hash and attempts) while fewer than `limit` were taken. One conditional UPDATE,
 * before the code is compared: codes posted at once each take their own attempt, so no more than
 * `limit` codes are ever tried against one code. The attempts taken, this one included; undefined
 * when they are used up or the code was replaced or cleared meanwhile.
 */
export async function takeCodeAttempt(
  db: Kysely<any>,
  table: "auth_requests" | "housing_page_sessions",
  idHash: string,
  codeHash: string,
  limit: number,
): Promise<number | undefined> {
  const row = await db
    .updateTable(table)
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id_hash", "=", idHash)
    .where("code_hash", "=", codeHash)
    .where("attempts", "<", limit)
    .returning("attempts")
    .executeTakeFirst();
  return row && Number(row.attempts);
}
