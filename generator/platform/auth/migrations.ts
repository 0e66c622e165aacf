import type { Migration } from "../storage";

/** Rows of the built-in authorization server (storage module "auth"). Times are epoch ms. */
export interface AuthTables {
  auth_keys: { kid: string; sealed_private: string; public_jwk: string; created_at: number };
  auth_clients: { client_id: string; metadata: string; created_at: number };
  auth_requests: {
    id_hash: string;
    params: string;
    email: string | null;
    code_hash: string | null;
    attempts: number;
    subject: string | null;
    consent_hash: string | null;
    expires_at: number;
  };
  auth_codes: { code_hash: string; params: string; subject: string; expires_at: number; used_at: number | null; grant_id: string | null };
  auth_grants: {
    id: string;
    client_id: string;
    subject: string;
    scope: string;
    resource: string;
    refresh_hash: string;
    previous_refresh_hash: string | null;
    expires_at: number;
    revoked_at: number | null;
    created_at: number;
  };
  auth_revoked: { jti: string; expires_at: number };
}

export const authMigrations: Migration[] = [
  {
    version: 1,
    name: "create_auth_tables",
    async up(db, { types }) {
      await db.schema.createTable("auth_keys").addColumn("kid", "text", (c) => c.primaryKey()).addColumn("sealed_private", "text", (c) => c.notNull()).addColumn("public_jwk", "text", (c) => c.notNull()).addColumn("created_at", types.bigint, (c) => c.notNull()).execute();
      await db.schema.createTable("auth_clients").addColumn("client_id", "text", (c) => c.primaryKey()).addColumn("metadata", "text", (c) => c.notNull()).addColumn("created_at", types.bigint, (c) => c.notNull()).execute();
      await db.schema
        .createTable("auth_requests")
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("params", "text", (c) => c.notNull())
        .addColumn("email", "text")
        .addColumn("code_hash", "text")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("subject", "text")
        .addColumn("consent_hash", "text")
        .addColumn("expires_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("auth_codes")
        .addColumn("code_hash", "text", (c) => c.primaryKey())
        .addColumn("params", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("expires_at", types.bigint, (c) => c.notNull())
        .addColumn("used_at", types.bigint)
        .addColumn("grant_id", "text")
        .execute();
      await db.schema
        .createTable("auth_grants")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("client_id", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("scope", "text", (c) => c.notNull())
        .addColumn("resource", "text", (c) => c.notNull())
        .addColumn("refresh_hash", "text", (c) => c.notNull().unique())
        .addColumn("previous_refresh_hash", "text")
        .addColumn("expires_at", types.bigint, (c) => c.notNull())
        .addColumn("revoked_at", types.bigint)
        .addColumn("created_at", types.bigint, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("auth_grants_previous").on("auth_grants").column("previous_refresh_hash").execute();
      await db.schema.createTable("auth_revoked").addColumn("jti", "text", (c) => c.primaryKey()).addColumn("expires_at", types.bigint, (c) => c.notNull()).execute();
    },
  },
];
