import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { relayDomainStatuses } from "../../handlers/comms/senders/relay";

// domain_list's status when the relay's tables are not on comms' database (the relay runs
// elsewhere): comms cannot tell, and says so instead of "active" or "not_active".
test("without the relay's tables every status is unknown; with them, active only for a verified domain of that account", async () => {
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(":memory:") }) });
  try {
    const domains = [
      { accountId: "1", name: "news.example.org" },
      { accountId: "1", name: "pending.example.org" },
      { accountId: "2", name: "news.example.org" },
    ];
    expect(await relayDomainStatuses(db, domains)).toEqual(["unknown", "unknown", "unknown"]);
    await db.schema.createTable("email_domains").addColumn("account_id", "integer").addColumn("name", "text").addColumn("status", "text").execute();
    await db.insertInto("email_domains").values([
      { account_id: 1, name: "news.example.org", status: "active" },
      { account_id: 1, name: "pending.example.org", status: "pending_verification" },
    ]).execute();
    expect(await relayDomainStatuses(db, domains)).toEqual(["active", "not_active", "not_active"]);
    expect(await relayDomainStatuses(db, [])).toEqual([]);
  } finally {
    await db.destroy();
  }
});
