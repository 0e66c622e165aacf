import pino from "pino";
import { ManualClock } from "../../generator/runtime";
import { openStorage, type Storage } from "../../generator/platform/storage";
import { AuditHistory, auditSubject, changeAlerts, type AuditSummary } from "../../handlers/payments/history";
import { paymentMigrations } from "../../handlers/payments/migrations";
import { loadReceiptKey } from "../../handlers/payments/receipt-key";
import { paymentSettingsFrom } from "../../handlers/payments/settings";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";

const summary = (overall: number, reliability: number, ranks: (number | null)[]): AuditSummary => ({
  scores: { overall, reliability, discovery: 50, buyerReach: 10, usdcActivity: 10 },
  ranks,
  cheapestCompetitorUnits: null,
  ownPriceUnits: null,
});

describeEachDatabase("payments storage", (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  const clock = new ManualClock(new Date("2026-11-24T00:00:00Z"));
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    storage = await openStorage({ env: database.env, clock });
    await storage.migrate("payments", paymentMigrations);
  });
  afterEach(async () => {
    await storage.close();
    await database.drop();
  });

  it("one receipt key per database, encrypted, the same after reopening; a wrong secret is refused", async () => {
    const settings = paymentSettingsFrom({ PAYMENTS_RECEIPT_SECRET: "a secret of sixteen+" });
    const logger = pino({ level: "silent" });
    const [a, b] = await Promise.all([loadReceiptKey(storage, settings, logger), loadReceiptKey(storage, settings, logger)]);
    expect(a.kid).toBe(b.kid);
    const again = await openStorage({ env: database.env, clock });
    try {
      expect((await loadReceiptKey(again, settings, logger)).kid).toBe(a.kid);
      await expect(loadReceiptKey(again, paymentSettingsFrom({ PAYMENTS_RECEIPT_SECRET: "another secret!!!!" }), logger)).rejects.toThrow("PAYMENTS_RECEIPT_SECRET");
    } finally {
      await again.close();
    }
  });

  it("history is keyed by a hash of wallet and queries (any order, case, spacing) and returns earlier runs oldest first", async () => {
    const history = new AuditHistory(storage);
    const subject = auditSubject("0xAbC0000000000000000000000000000000000001", ["Weather", "images "]);
    expect(subject).toBe(auditSubject("0xabc0000000000000000000000000000000000001", ["images", "weather"]));
    expect(subject).toMatch(/^[0-9a-f]{64}$/);
    const first = await history.record(subject, clock.now(), summary(80, 100, [1, 2]));
    expect(first).toEqual({ earlier: [], previous: null });
    clock.advance(60_000);
    const second = await history.record(subject, clock.now(), summary(60, 50, [null, 2]));
    expect(second.earlier).toEqual([{ auditedAt: "2026-11-24T00:00:00.000Z", overall: 80 }]);
    expect(changeAlerts(second.previous, summary(60, 50, [null, 2]), ["Weather", "images"]).map((a) => a.kind)).toEqual(["score_drop", "reliability_drop", "rank_lost"]);
  });
});

test("configuration errors name the variable", () => {
  expect(() => paymentSettingsFrom({ BASE_RPC_URL: "ftp://x" })).toThrow("BASE_RPC_URL");
  expect(() => paymentSettingsFrom({ BASE_RPC_TIMEOUT_MS: "-1" })).toThrow("BASE_RPC_TIMEOUT_MS");
  expect(() => paymentSettingsFrom({ PAYMENTS_RECEIPT_SECRET: "short" })).toThrow("PAYMENTS_RECEIPT_SECRET");
  expect(() => paymentSettingsFrom({ PAYMENTS_OUTBOUND_CA_FILE: "/nonexistent/ca.pem" })).toThrow("PAYMENTS_OUTBOUND_CA_FILE");
  expect(() => paymentSettingsFrom({ X402_DISCOVERY_URL: "not a url" })).toThrow("X402_DISCOVERY_URL");
});
