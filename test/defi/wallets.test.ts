import pino from "pino";
import { ed25519 } from "@noble/curves/ed25519";
import { base58 } from "@scure/base";
import { loadConfig } from "../../generator/runtime";
import { acquireStorage, type StorageLease } from "../../generator/platform/storage";
import { addressOf, developmentCustody, type Family } from "../../handlers/defi/custody";
import type { DefiTables } from "../../handlers/defi/migrations";
import { defiSettingsFrom } from "../../handlers/defi/settings";
import { privateKeyToAccount, recoverMessageAddress } from "../../handlers/defi/viem";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../storage/databases";
import { startDefi, TEST_CUSTODY_KEY, type DefiHarness } from "./harness";

const CUSTODY = { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY };

describeEachDatabase("defi wallets: custody provider and pending_provision", (kind) => {
  let database: TestDatabase;
  let lease: StorageLease;
  const open: DefiHarness[] = [];
  const start = async (env: Record<string, string>) => {
    const h = await startDefi(database, env);
    open.push(h);
    return h;
  };
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await lease?.release();
    for (const h of open) await h.close();
    await database.drop();
  });
  const storedWallet = async (userId: string, family: Family) => {
    lease ??= await acquireStorage({ config: loadConfig(database.env), logger: pino({ level: "silent" }), clock: { now: () => new Date() } });
    return lease.storage.kysely<DefiTables>().selectFrom("defi_wallets").selectAll().where("user_id", "=", userId).where("family", "=", family).executeTakeFirstOrThrow();
  };

  test("error 6: without custody every family is pending_provision with a null address, and stays so", async () => {
    const h = await start({});
    const userId = await h.user();
    for (const family of ["evm", "solana", "sui"]) {
      expect(await h.tool("defi_provision_wallet", { userId, family })).toEqual({ userId, family, status: "pending_provision", address: null });
      expect(await h.tool("defi_provision_wallet", { userId, family })).toEqual({ userId, family, status: "pending_provision", address: null });
    }
    expect((await h.refusal("defi_provision_wallet", { userId: "usr_nobody", family: "evm" })).code).toBe("unknown_user");
    expect((await h.refusal("defi_provision_wallet", { userId, family: "btc" })).code).toBe("invalid_arguments");
    await h.close();
    open.pop();
  });

  test("with development custody: real addresses whose sealed keys derive them, one wallet per family, kept across restarts", async () => {
    const before = await start({});
    const userId = await before.user();
    expect((await before.tool("defi_provision_wallet", { userId, family: "evm" })).status).toBe("pending_provision");
    await before.close();
    open.pop();

    const h = await start(CUSTODY);
    const evm = await h.tool("defi_provision_wallet", { userId, family: "evm" });
    expect(evm).toEqual({ userId, family: "evm", status: "active", address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) });
    const [solA, solB] = await Promise.all([h.tool("defi_provision_wallet", { userId, family: "solana" }), h.tool("defi_provision_wallet", { userId, family: "solana" })]);
    expect(solA.address).toBe(solB.address);
    const sui = await h.tool("defi_provision_wallet", { userId, family: "sui" });
    expect(sui.address).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await h.tool("defi_provision_wallet", { userId, family: "evm" })).toEqual(evm);

    const custody = developmentCustody(Buffer.from(TEST_CUSTODY_KEY, "hex"));
    for (const [family, address] of [["evm", evm.address], ["solana", solA.address], ["sui", sui.address]] as const) {
      const row = await storedWallet(userId, family);
      const secret = custody.unseal(family, row.sealed_key!);
      expect(addressOf(family, secret)).toBe(address);
      expect(row.sealed_key!.includes(Buffer.from(secret))).toBe(false);
      expect(() => developmentCustody(Buffer.alloc(32, 7)).unseal(family, row.sealed_key!)).toThrow();
    }
    // The keys really control the addresses: an EVM signature recovers it, a Solana signature verifies against it.
    const evmSecret = custody.unseal("evm", (await storedWallet(userId, "evm")).sealed_key!);
    const account = privateKeyToAccount(`0x${Buffer.from(evmSecret).toString("hex")}`);
    expect(await recoverMessageAddress({ message: "hello", signature: await account.signMessage({ message: "hello" }) })).toBe(evm.address);
    const solSecret = custody.unseal("solana", (await storedWallet(userId, "solana")).sealed_key!);
    const msg = new TextEncoder().encode("hello");
    expect(ed25519.verify(ed25519.sign(msg, solSecret), msg, base58.decode(solA.address))).toBe(true);
  });
});

test("custody configuration errors are clear", () => {
  expect(() => defiSettingsFrom({ DEFI_CUSTODY: "development" })).toThrow(/DEFI_CUSTODY_KEY/);
  expect(() => defiSettingsFrom({ DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: "abc" })).toThrow(/64 hex/);
  expect(() => defiSettingsFrom({ DEFI_CUSTODY: "vault" })).toThrow(/not a custody provider/);
  expect(defiSettingsFrom({}).custody).toBe("none");
  expect(() => defiSettingsFrom({ DEFI_PRICE_URL: "https://prices.example/spot" })).toThrow(/\{asset\}/);
});
