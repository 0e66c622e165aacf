import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { jose } from "../../generator/runtime/auth/jose";
import { kyaConfigFrom } from "../../handlers/defi/kya";
import { describeEachDatabase } from "../storage/databases";
import { useDefi } from "./harness";
import { jwt } from "./kya";

/** The service's clock is fixed at this instant; credentials are checked against it, not the machine's. */
const NOW = new Date("2030-01-01T00:00:00Z");
const T = Math.floor(NOW.getTime() / 1000);
const p256 = generateKeyPairSync("ec", { namedCurve: "P-256" });
const env = { DEFI_KYA_ISSUER: "p256-issuer", DEFI_KYA_AUDIENCE: "mcpforge-defi", DEFI_KYA_PUBLIC_KEY: p256.publicKey.export({ type: "spki", format: "pem" }).toString() };
/** A defi.kya.agent-credential.v1 whose JWT jose signs with ES256. */
const es256 = async (claims: Record<string, unknown>, key: KeyObject = p256.privateKey) => ({ schema: "defi.kya.agent-credential.v1", token: await new jose.SignJWT(claims).setProtectedHeader({ alg: "ES256" }).sign(key) });
const good = { iss: "p256-issuer", aud: "mcpforge-defi", sub: "defi-swap", scope: "defi:testnet", exp: T + 3600 };

describeEachDatabase("KYA credentials verified with jose: ES256 pinned to a P-256 key, audience, the injected clock", (kind) => {
  const s = useDefi(kind, env, () => ({}), { now: () => new Date(NOW) });

  test("an ES256 credential for the configured audience, valid on the service's clock, passes", async () => {
    const userId = await s.h.user();
    const turn = await s.h.tool("defi_copilot_turn", { userId, message: "swap 10 USDC to ETH", agentCredential: await es256(good) });
    expect(turn.kya).toEqual({ accepted: true, credentialScope: "full" });
  });

  test.each([
    ["valid by the machine's clock but expired on the service's clock", { ...good, exp: Math.floor(Date.now() / 1000) + 3600 }, "expired"],
    ["not valid yet on the service's clock", { ...good, nbf: T + 3600 }, "not valid yet"],
    ["for another audience", { ...good, aud: "someone-else" }, "aud must include"],
    ["without an audience", { ...good, aud: undefined }, "aud"],
  ])("a credential %s is agent_identity_rejected", async (_name, claims, reason) => {
    const userId = await s.h.user();
    const refusal = await s.h.refusal("defi_copilot_turn", { userId, message: "swap 10 USDC to ETH", agentCredential: await es256(JSON.parse(JSON.stringify(claims))) });
    expect(refusal.code).toBe("agent_identity_rejected");
    expect(refusal.message).toContain(reason);
  });

  test("an EdDSA token is refused for a P-256 issuer key: the algorithm is pinned to the key", async () => {
    const userId = await s.h.user();
    const token = jwt(good, generateKeyPairSync("ed25519").privateKey);
    const refusal = await s.h.refusal("defi_copilot_turn", { userId, message: "swap 10 USDC to ETH", agentCredential: { schema: "defi.kya.agent-credential.v1", token } });
    expect(refusal.message).toContain("alg must be ES256");
  });
});

describe("KYA configuration", () => {
  test("defaults: issuer mcpforge-defi-kya, no audience, 30 s clock tolerance", () => {
    expect(kyaConfigFrom({})).toEqual({ issuer: "mcpforge-defi-kya", publicKey: null, audience: null, clockToleranceSeconds: 30 });
  });
  test("a bad tolerance or a key that is not Ed25519 or P-256 stops start-up naming the variable", () => {
    expect(() => kyaConfigFrom({ DEFI_KYA_CLOCK_TOLERANCE_S: "soon" })).toThrow("DEFI_KYA_CLOCK_TOLERANCE_S");
    expect(() => kyaConfigFrom({ DEFI_KYA_CLOCK_TOLERANCE_S: "301" })).toThrow("DEFI_KYA_CLOCK_TOLERANCE_S");
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).publicKey.export({ type: "spki", format: "pem" }).toString();
    expect(() => kyaConfigFrom({ DEFI_KYA_PUBLIC_KEY: rsa })).toThrow("DEFI_KYA_PUBLIC_KEY");
    expect(() => kyaConfigFrom({ DEFI_KYA_PUBLIC_KEY: "not a key" })).toThrow("DEFI_KYA_PUBLIC_KEY");
  });
});
