import { createHmac, generateKeyPairSync } from "node:crypto";
import { describeEachDatabase } from "../storage/databases";
import { useDefi } from "./harness";
import { inOneHour, jwt, testIssuer } from "./kya";

const issuer = testIssuer();
const stranger = generateKeyPairSync("ed25519").privateKey;

describeEachDatabase("error 7: the agent-identity (KYA) gate fails closed", (kind) => {
  const s = useDefi(kind, issuer.env);
  const good = { iss: issuer.issuer, sub: "defi-swap", scope: "defi:testnet", exp: inOneHour() };

  const now = () => Math.floor(Date.now() / 1000);
  const hs256 = () => {
    // alg confusion: an HMAC "signed" with the issuer's public key PEM as the secret.
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    const data = `${enc({ alg: "HS256", typ: "JWT" })}.${enc(good)}`;
    return `${data}.${createHmac("sha256", issuer.env.DEFI_KYA_PUBLIC_KEY).update(data).digest("base64url")}`;
  };
  test.each([
    ["no agent identity at all", {}, "no agent identity"],
    ["an agentId outside the catalog", { agentId: "evil-bot" }, "not a catalog id"],
    ["the default testnet credential in live mode", { agentId: "defi-swap", mode: "live" }, "testnet-scoped"],
    ["the default testnet credential in mainnet mode", { agentId: "defi-swap", mode: "mainnet" }, "testnet-scoped"],
    ["an expired credential (beyond the 30 s clock tolerance)", { agentCredential: issuer.credential({ ...good, exp: now() - 120 }) }, "expired"],
    ["a credential not valid yet (nbf beyond the tolerance)", { agentCredential: issuer.credential({ ...good, nbf: now() + 600 }) }, "not valid yet"],
    ["a credential signed by another key", { agentCredential: issuer.credential(good, stranger) }, "signature does not verify"],
    ["a credential of another issuer", { agentCredential: issuer.credential({ ...good, iss: "someone-else" }) }, "iss must be"],
    ["a credential for another agent", { agentId: "defi-lend", agentCredential: issuer.credential(good) }, "is for agent"],
    ["a testnet credential in live mode", { agentCredential: issuer.credential(good), mode: "live" }, "not scoped for live"],
    ["a credential without scope", { agentCredential: issuer.credential({ ...good, scope: undefined }) }, "scope"],
    ["a credential of a wrong scope", { agentCredential: issuer.credential({ ...good, scope: "defi:admin profile" }) }, "neither defi:testnet nor defi:mainnet"],
    ["a credential without exp", { agentCredential: issuer.credential({ ...good, exp: undefined }) }, "exp"],
    ["a credential of the wrong schema", { agentCredential: { schema: "other.v1", token: jwt(good, stranger) } }, "schema"],
    ["a credential with alg none", { agentCredential: { schema: "defi.kya.agent-credential.v1", token: `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify(good)).toString("base64url")}.` } }, "alg must be EdDSA"],
    ["a credential with alg HS256 keyed by the public key", { agentCredential: { schema: "defi.kya.agent-credential.v1", token: hs256() } }, "alg must be EdDSA"],
    ["a credential that is not a JWT", { agentCredential: { schema: "defi.kya.agent-credential.v1", token: "garbage" } }, "not a valid compact JWS"],
  ])("%s is agent_identity_rejected and nothing is planned", async (_name, extra, reason) => {
    const userId = await s.h.user();
    const db = await s.h.db();
    const refusal = await s.h.refusal("defi_copilot_turn", { userId, portal: "base", message: "swap 10 USDC to ETH", ...extra });
    expect(refusal.code).toBe("agent_identity_rejected");
    expect(refusal.message).toContain(reason);
    expect(await db.selectFrom("defi_executions").selectAll().where("user_id", "=", userId).execute()).toEqual([]);
  });

  test("exp and nbf within the clock tolerance pass", async () => {
    const userId = await s.h.user();
    const turn = await s.h.tool("defi_copilot_turn", { userId, message: "swap 10 USDC to ETH", agentCredential: issuer.credential({ ...good, exp: now() - 5, nbf: now() + 5 }) });
    expect(turn.kya).toEqual({ accepted: true, credentialScope: "full" });
  });

  test("a valid full credential passes with scope full; the default credential with testnet_default", async () => {
    const userId = await s.h.user();
    const full = await s.h.tool("defi_copilot_turn", { userId, message: "swap 10 USDC to ETH", agentCredential: issuer.credential(good) });
    expect(full.kya).toEqual({ accepted: true, credentialScope: "full" });
    expect(full.actions.some((a: any) => a.type === "approve_execute" && a.executionId)).toBe(true);
    const dflt = await s.h.tool("defi_copilot_turn", { userId, message: "swap 10 USDC to ETH", agentId: "portfolio" });
    expect(dflt.kya.credentialScope).toBe("testnet_default");
  });

  test("requests the grammar does not understand produce no plan, said plainly; no userId gives a quote but no plan", async () => {
    const userId = await s.h.user();
    const vague = await s.h.tool("defi_copilot_turn", { userId, agentId: "defi-swap", message: "make me rich" });
    expect(vague).toMatchObject({ quote: null, actions: [] });
    expect(vague.reply).toContain("No plan");
    const unknownAsset = await s.h.tool("defi_copilot_turn", { userId, agentId: "defi-swap", message: "swap 10 USDC to PEPE" });
    expect(unknownAsset.quote).toBeNull();
    expect(unknownAsset.reply).toContain("PEPE");
    const anonymous = await s.h.tool("defi_copilot_turn", { agentId: "defi-swap", message: "swap 3,000 USDC for ETH on Base" });
    expect(anonymous.quote).toMatchObject({ fromAmount: "3000", toAmount: "1", simulated: true });
    expect(anonymous.actions.some((a: any) => a.type === "approve_execute")).toBe(false);
    expect((await s.h.refusal("defi_copilot_turn", { userId: "usr_nobody", agentId: "defi-swap", message: "swap 1 USDC to ETH" })).code).toBe("unknown_user");
    expect((await s.h.refusal("defi_copilot_turn", { userId, portal: "nowhere", agentId: "defi-swap", message: "swap 1 USDC to ETH" })).code).toBe("unknown_portal");
  });
});
