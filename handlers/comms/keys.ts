import type { CommsKeysHandlers } from "../../generated/comms/server";
import type { ApiKey } from "../../generated/comms/types";
import type { ApiKeysTable } from "./migrations";
import { recordAudit } from "./support/audit-log";
import { iso, isoOrNull, type CommsDeps } from "./support/deps";
import { principal } from "./support/guard";
import { newApiKey, newId, type Scope } from "./support/keys";

/** A key as listings show it: never the secret, never its hash; the prefix tells keys apart. */
export function presentKey(row: ApiKeysTable): ApiKey {
  return {
    api_key_id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: JSON.parse(row.scopes) as Scope[],
    status: row.revoked_at === null ? "active" : "revoked",
    created_at: iso(row.created_at),
    last_used_at: isoOrNull(row.last_used_at),
    revoked_at: isoOrNull(row.revoked_at),
  };
}

/** api_key_create / api_key_revoke / api_keys (organization:admin). */
export function keysHandlers(deps: CommsDeps) {
  const { db, clock } = deps;
  return {
    async commsvc_api_key_create(args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const key = newApiKey();
      const scopes = [...new Set(args.scopes)].sort();
      const row: ApiKeysTable = {
        id: newId("key"),
        organization_id: who.organizationId,
        name: args.name,
        prefix: key.prefix,
        key_hash: key.hash,
        scopes: JSON.stringify(scopes),
        created_at: now,
        last_used_at: null,
        revoked_at: null,
      };
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("comms_api_keys").values(row).execute();
        await recordAudit(trx, who, now, {
          action: "api_key.create",
          target_type: "api_key",
          target_id: row.id,
          details: { name: row.name, prefix: row.prefix, scopes },
        });
      });
      return { ...presentKey(row), secret: key.secret };
    },
    async commsvc_api_key_revoke(args, ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const row = await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("comms_api_keys")
          .set({ revoked_at: now })
          .where("id", "=", args.api_key_id)
          .where("organization_id", "=", who.organizationId)
          .where("revoked_at", "is", null)
          .execute();
        const found = await trx
          .selectFrom("comms_api_keys")
          .selectAll()
          .where("id", "=", args.api_key_id)
          .where("organization_id", "=", who.organizationId)
          .executeTakeFirst();
        if (found && found.revoked_at === now)
          await recordAudit(trx, who, now, {
            action: "api_key.revoke",
            target_type: "api_key",
            target_id: found.id,
            details: { prefix: found.prefix },
          });
        return found;
      });
      if (!row)
        throw ctx.error(
          "not_found",
          `No API key ${JSON.stringify(args.api_key_id)} in this organization (api_key_id).`,
        );
      return presentKey(row);
    },
    async commsvc_api_keys(_args, ctx) {
      const who = principal(ctx);
      const rows = await db
        .selectFrom("comms_api_keys")
        .selectAll()
        .where("organization_id", "=", who.organizationId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return { api_keys: rows.map(presentKey) };
    },
  } satisfies CommsKeysHandlers;
}
