import { emailMigrations } from "../../handlers/email/migrations";
import { describeEachDatabase, useStorageFixture } from "../storage/databases";

describeEachDatabase("email: migration 2 keeps a version-1 database's accounts, domains and messages", (kind) => {
  const fixture = useStorageFixture(kind);

  test("names and contact addresses move to their new columns; the unique constraints become per-claim", async () => {
    const storage = await fixture.openOne();
    await storage.migrate("email", emailMigrations.slice(0, 1));
    const db = storage.db;
    const acct = { password_hash: "scrypt$x", paused_reason: null, paused_detail: null, name: null, created_at: 1 };
    await db.insertInto("email_accounts").values({ id: "acct_a", email: "a@x.org", api_key_hash: "ha", ...acct }).execute();
    await db.insertInto("email_accounts").values({ id: "acct_b", email: "b@x.org", api_key_hash: "hb", ...acct }).execute();
    const domain = { selector: "s", dkim_public: "p", dkim_private: "v1:k", created_at: 1 };
    await db.insertInto("email_domains").values({ id: "dom_a", account_id: "acct_a", name: "mail.x.org", status: "active", ...domain }).execute();
    await db
      .insertInto("email_messages")
      .values({ id: "msg_1", account_id: "acct_a", domain_id: "dom_a", domain: "mail.x.org", direction: "outbound", mail_from: "h@mail.x.org", rcpt: "[]", raw: Buffer.from("x"), size_bytes: 1, status: "sent", created_at: 1 })
      .execute();

    expect(await storage.migrate("email", emailMigrations)).toEqual([2]);
    expect(await db.selectFrom("email_accounts").select(["id", "email", "retired_email_key"]).orderBy("id").execute()).toEqual([
      { id: "acct_a", email: "a@x.org", retired_email_key: "acct_a" },
      { id: "acct_b", email: "b@x.org", retired_email_key: "acct_b" },
    ]);
    expect(await db.selectFrom("email_domains").select(["id", "name", "claim_key", "status"]).execute()).toEqual([
      { id: "dom_a", name: "mail.x.org", claim_key: "acct_a:mail.x.org", status: "active" },
    ]);
    expect(await db.selectFrom("email_messages").select("domain_id").execute()).toEqual([{ domain_id: "dom_a" }]);

    // Another account may now claim the name while pending, but not hold it active too.
    const claim = { ...domain, account_id: "acct_b", name: "mail.x.org", claim_key: "acct_b:mail.x.org" };
    await db.insertInto("email_domains").values({ id: "dom_b", status: "pending_verification", ...claim }).execute();
    // Messages, not `rejects.toThrow()`: better-sqlite3's error class may come from another test file's realm.
    const refused = (p: Promise<unknown>) => p.then(() => "accepted", (e: { message?: string }) => String(e?.message));
    const activate = db.updateTable("email_domains").set({ status: "active" }).where("id", "=", "dom_b").execute();
    expect(await refused(activate)).toMatch(/unique/i);
    const twice = db.insertInto("email_domains").values({ id: "dom_c", status: "pending_verification", ...claim }).execute();
    expect(await refused(twice)).toMatch(/unique/i);
  });
});
