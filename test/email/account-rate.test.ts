import { ManualClock } from "../../generator/runtime";
import { accountCreateLimit } from "../../handlers/email/account-limit";
import { postRaw } from "../helpers/http";
import { rpc } from "../helpers/scripted-host";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { PASSWORD, startEmail, type EmailHarness } from "./harness";

// Issue 10 follow-up: anonymous create_account ran a scrypt hash (~32 MiB, tens of ms of CPU) per
// call with no limit, a CPU denial of service. Now EMAIL_ACCOUNT_CREATES_PER_MINUTE per client.
describeEachDatabase("email: create_account rate limit", (kind) => {
  let database: TestDatabase;
  let h: EmailHarness;
  const clock = new ManualClock("2026-03-02T09:00:00.000Z");
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    h = await startEmail(database, { clock, env: { EMAIL_ACCOUNT_CREATES_PER_MINUTE: "2", MCPFORGE_TRUSTED_PROXIES: "127.0.0.3" } });
  });
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });
  const accounts = async () => (await h.lease.storage.db.selectFrom("email_accounts").select("id").execute()).length;
  const create = (n: number) => ({ email: `owner${n}@acme-corp.com`, password: PASSWORD });

  test("past the limit: rate_limited with retry_after_seconds, nothing created; other clients unaffected; the limit refills", async () => {
    await h.anonymous.tool("create_account", create(1));
    await h.anonymous.tool("create_account", create(2));
    const err = await h.anonymous.refusal("create_account", create(3));
    expect(err.code).toBe("rate_limited");
    expect(err.retry_after_seconds).toBe(30); // one call per 60/2 s
    expect(err.message).toContain("EMAIL_ACCOUNT_CREATES_PER_MINUTE");
    expect(await accounts()).toBe(2);

    // Another address has its own budget (raw tools/call from 127.0.0.2).
    const other = await postRaw(`${h.host.url}/email/mcp`, { body: rpc(1, "tools/call", { name: "create_account", arguments: create(4) }), localAddress: "127.0.0.2" });
    expect(JSON.parse(other.body).result.isError).toBeUndefined();
    expect(await accounts()).toBe(3);

    clock.advance(30_000);
    await h.anonymous.tool("create_account", create(5));
    expect(await accounts()).toBe(4);
  });

  test("behind a trusted proxy each forwarded client has its own budget (ctx.remoteAddress is the client)", async () => {
    const via = (n: number, client: string) =>
      postRaw(`${h.host.url}/email/mcp`, { body: rpc(n, "tools/call", { name: "create_account", arguments: create(n) }), localAddress: "127.0.0.3", headers: { "x-forwarded-for": client } });
    const refusal = async (n: number, client: string) => JSON.parse((await via(n, client)).body).result._meta?.["dev.mcpforge/error"]?.code;
    expect(await refusal(10, "203.0.113.9")).toBeUndefined();
    expect(await refusal(11, "203.0.113.9")).toBeUndefined();
    expect(await refusal(12, "203.0.113.9")).toBe("rate_limited");
    expect(await refusal(13, "203.0.113.10")).toBeUndefined();
  });
});

test("EMAIL_ACCOUNT_CREATES_PER_MINUTE: default 10, 0 turns it off, a bad value is refused naming it", () => {
  const clock = new ManualClock();
  const refused = (admit: ReturnType<typeof accountCreateLimit>, times: number) => {
    const ctx = { remoteAddress: "192.0.2.1", error: (code: "rate_limited", message: string) => new Error(`${code}: ${message}`) };
    let n = 0;
    for (let i = 0; i < times; i++) {
      try {
        admit(ctx);
      } catch {
        n++;
      }
    }
    return n;
  };
  expect(refused(accountCreateLimit({}, clock), 11)).toBe(1);
  expect(refused(accountCreateLimit({ EMAIL_ACCOUNT_CREATES_PER_MINUTE: "0" }, clock), 100)).toBe(0);
  expect(() => accountCreateLimit({ EMAIL_ACCOUNT_CREATES_PER_MINUTE: "lots" }, clock)).toThrow('EMAIL_ACCOUNT_CREATES_PER_MINUTE must be an integer ≥ 0, got "lots"');
});
