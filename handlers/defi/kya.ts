import { createPublicKey, type KeyObject } from "node:crypto";
import { algorithmOf, verifyJwt } from "./jws";

/** The agent-credential schema of document part 2 B. */
export const KYA_SCHEMA = "defi.kya.agent-credential.v1";
export const CATALOG_IDS = ["byo-external", "defi-lend", "defi-swap", "defi-perp", "portfolio"] as const;

export interface KyaConfig {
  /** Expected `iss` (DEFI_KYA_ISSUER, default "mcpforge-defi-kya"). */
  issuer: string;
  /** Issuer public key (DEFI_KYA_PUBLIC_KEY, PEM SPKI, Ed25519 or P-256); null: no full credential can be verified. */
  publicKey: KeyObject | null;
  /** Expected `aud` (DEFI_KYA_AUDIENCE); null: the audience is not checked. */
  audience: string | null;
  /** Leeway on exp and nbf in seconds (DEFI_KYA_CLOCK_TOLERANCE_S, default 30, at most 300). */
  clockToleranceSeconds: number;
}

export function kyaConfigFrom(env: Readonly<Record<string, string | undefined>>): KyaConfig {
  const pem = env.DEFI_KYA_PUBLIC_KEY?.trim();
  let publicKey: KeyObject | null = null;
  if (pem) {
    try {
      publicKey = createPublicKey(pem.replace(/\\n/g, "\n"));
    } catch {
      publicKey = null;
    }
    if (publicKey === null || algorithmOf(publicKey) === null) throw new Error("DEFI_KYA_PUBLIC_KEY is not a PEM public key (SPKI, Ed25519 or P-256) of the agent-credential issuer.");
  }
  const tolerance = (env.DEFI_KYA_CLOCK_TOLERANCE_S ?? "30").trim();
  if (!/^\d{1,3}$/.test(tolerance) || Number(tolerance) > 300) throw new Error(`DEFI_KYA_CLOCK_TOLERANCE_S=${tolerance} must be a whole number of seconds from 0 to 300.`);
  return { issuer: env.DEFI_KYA_ISSUER?.trim() || "mcpforge-defi-kya", publicKey, audience: env.DEFI_KYA_AUDIENCE?.trim() || null, clockToleranceSeconds: Number(tolerance) };
}

export type KyaOutcome = { ok: true; scope: "full" | "testnet_default"; agentId: string; live: boolean } | { ok: false; reason: string };

/**
 * The agent-identity gate; fails closed. A full credential is {schema: "defi.kya.agent-credential.v1",
 * token: <JWT>} whose JWT (EdDSA or ES256, signed by the configured issuer) carries iss, sub (the
 * agent catalog id), scope (space-separated; "defi:mainnet" allows live, "defi:testnet" paper) and
 * exp. Without one, agentId alone gets the default testnet-scoped credential: paper modes only.
 */
export async function checkAgent(cfg: KyaConfig, input: { agentId?: string; credential?: Record<string, unknown>; live: boolean; now: Date }): Promise<KyaOutcome> {
  if (input.credential === undefined) {
    if (input.agentId === undefined) return { ok: false, reason: "no agent identity: pass agentId (default testnet-scoped credential) or agentCredential" };
    if (!(CATALOG_IDS as readonly string[]).includes(input.agentId)) return { ok: false, reason: `agentId "${input.agentId.slice(0, 64)}" is not a catalog id (${CATALOG_IDS.join(", ")})` };
    if (input.live) return { ok: false, reason: "the default credential is testnet-scoped: live or mainnet mode needs a full agentCredential with the defi:mainnet scope" };
    return { ok: true, scope: "testnet_default", agentId: input.agentId, live: false };
  }
  const { schema, token } = input.credential;
  if (schema !== KYA_SCHEMA) return { ok: false, reason: `agentCredential.schema must be "${KYA_SCHEMA}"` };
  if (typeof token !== "string") return { ok: false, reason: "agentCredential.token must be the credential JWT" };
  if (!cfg.publicKey) return { ok: false, reason: "no credential issuer key is configured (DEFI_KYA_PUBLIC_KEY), so no full credential can be verified" };
  const verified = await verifyJwt(token, cfg.publicKey, { issuer: cfg.issuer, audience: cfg.audience, clockToleranceSeconds: cfg.clockToleranceSeconds, now: input.now });
  if (!verified.ok) return { ok: false, reason: `the credential did not verify (${verified.reason})` };
  const payload = verified.payload;
  const sub = String(payload.sub);
  if (input.agentId !== undefined && input.agentId !== sub) return { ok: false, reason: `the credential is for agent "${sub.slice(0, 64)}", not "${input.agentId.slice(0, 64)}"` };
  const scopes = String(payload.scope).split(/\s+/);
  const live = scopes.includes("defi:mainnet");
  if (!live && !scopes.includes("defi:testnet")) return { ok: false, reason: "the credential grants neither defi:testnet nor defi:mainnet" };
  if (input.live && !live) return { ok: false, reason: "the credential is not scoped for live (defi:mainnet)" };
  return { ok: true, scope: "full", agentId: sub, live };
}
