import { decodePaymentRequiredHeader } from "@x402/core/http";
import { parsePaymentRequired } from "@x402/core/schemas";
import { once } from "../_shared/lazy";
import { unitsFrom } from "./amounts";
import { BASE_CHAIN_ID, BASE_USDC } from "./settings";

/**
 * x402 payment challenges, read with the official x402 packages (@x402/core, @x402/evm):
 * - v1: HTTP 402 with a JSON body `{x402Version: 1, error?, accepts: [PaymentRequirements]}`, each
 *   requirement `{scheme, network: "base", maxAmountRequired, resource, payTo, asset, …}`;
 * - v2: HTTP 402 with a `PAYMENT-REQUIRED` header holding base64 JSON `{x402Version: 2, resource,
 *   accepts: [{scheme, network: "eip155:8453", amount, asset, payTo, …}]}`, decoded by
 *   @x402/core's decodePaymentRequiredHeader.
 * The header form wins when both are present. A document @x402/core's PaymentRequired schema
 * refuses (schemaIssues) is still read field by field, so a guard can name every wrong field
 * (requirementProblems) instead of refusing it wholesale.
 * v1 network names map to chain ids by @x402/evm's own table (EVM_NETWORK_CHAIN_ID_MAP).
 */
export interface Requirement {
  scheme: string;
  network: string;
  chainId: number | null;
  asset: string;
  payTo: string;
  /** Base units of the asset (6 decimals for USDC); undefined when the amount is missing or malformed. */
  amountUnits: bigint | undefined;
  description: string | null;
}

export interface Challenge {
  version: 1 | 2;
  form: "body" | "header";
  accepts: Requirement[];
  /** What @x402/core's PaymentRequired schema refuses in the document, as `path: message` (at most 10); empty or absent when it conforms (absent: not read from a response). */
  schemaIssues?: string[];
}

export type ParsedChallenge = { challenge: Challenge } | { problem: string };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
// @x402/evm (and viem under it) is required by the first challenge read, not at start.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const namedNetworks = once((): Readonly<Record<string, number>> => (require("@x402/evm/v1") as typeof import("@x402/evm/v1")).EVM_NETWORK_CHAIN_ID_MAP);

export function chainIdOf(network: string): number | null {
  const caip = /^eip155:(\d{1,12})$/.exec(network);
  if (caip) return Number(caip[1]);
  const named = namedNetworks();
  return Object.hasOwn(named, network.toLowerCase()) ? named[network.toLowerCase()] : null;
}

/** One accepts[] entry of either version, normalized; undefined when it is not an object. */
export function requirementFrom(raw: unknown): Requirement | undefined {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" ? v.slice(0, 200) : "");
  const network = text(r.network);
  return {
    scheme: text(r.scheme),
    network,
    chainId: chainIdOf(network),
    asset: text(r.asset),
    payTo: text(r.payTo),
    amountUnits: unitsFrom(r.amount ?? r.maxAmountRequired),
    description: typeof r.description === "string" && r.description.trim() ? r.description.slice(0, 2000) : null,
  };
}

export function parseChallenge(status: number, headers: Record<string, string | string[] | undefined>, body: Buffer): ParsedChallenge {
  if (status !== 402) return { problem: `the service answered HTTP ${status}, not 402 Payment Required with an x402 challenge` };
  const header = headers["payment-required"];
  if (typeof header === "string" && header.trim()) {
    let decoded: unknown;
    try {
      decoded = decodePaymentRequiredHeader(header.trim());
    } catch {
      return { problem: "the PAYMENT-REQUIRED header is not base64-encoded JSON" };
    }
    return fromDocument(decoded, "header");
  }
  const json = decodeJson(body.toString("utf8"));
  if (json === undefined) return { problem: "HTTP 402 without a PAYMENT-REQUIRED header and without a JSON body: no x402 challenge" };
  return fromDocument(json, "body");
}

function fromDocument(doc: unknown, form: "body" | "header"): ParsedChallenge {
  const d = (doc ?? {}) as Record<string, unknown>;
  const version = d.x402Version;
  if (version !== 1 && version !== 2) return { problem: `the challenge's x402Version is ${JSON.stringify(version ?? null)}; 1 or 2 expected` };
  if (!Array.isArray(d.accepts) || d.accepts.length === 0) return { problem: "the challenge lists no payment options (accepts is missing or empty)" };
  const accepts = d.accepts.slice(0, 20).map(requirementFrom).filter((r): r is Requirement => r !== undefined);
  if (accepts.length === 0) return { problem: "no entry of accepts is a payment requirement object" };
  const checked = parsePaymentRequired(doc);
  const schemaIssues = checked.success ? [] : checked.error.issues.slice(0, 10).map((i) => `${i.path.join(".") || "(document)"}: ${i.message}`);
  return { challenge: { version, form, accepts, schemaIssues } };
}

function decodeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const isBase = (r: Requirement): boolean => r.chainId === BASE_CHAIN_ID;
export const isBaseUsdc = (r: Requirement): boolean => r.asset.toLowerCase() === BASE_USDC.toLowerCase();
export const isAddress = (s: string): boolean => ADDRESS.test(s);

/** The option a Base USDC payer would take: exact + Base + USDC if offered, else the first. */
export function pickRequirement(c: Challenge): Requirement {
  return c.accepts.find((r) => r.scheme === "exact" && isBase(r) && isBaseUsdc(r)) ?? c.accepts.find(isBase) ?? c.accepts[0];
}

/** What is wrong with a requirement for paying `payTo` in USDC on Base; empty when valid. */
export function requirementProblems(r: Requirement, payTo?: string): string[] {
  const problems: string[] = [];
  if (r.scheme !== "exact") problems.push(`scheme "${r.scheme}" is not "exact"`);
  if (!isBase(r)) problems.push(`network "${r.network}" is not Base (base / eip155:8453)`);
  if (!isBaseUsdc(r)) problems.push(`asset ${r.asset || "(none)"} is not USDC on Base (${BASE_USDC})`);
  if (r.amountUnits === undefined) problems.push("amount is missing or not an integer of base units");
  if (!isAddress(r.payTo)) problems.push(`payTo "${r.payTo}" is not an EVM address`);
  else if (payTo && r.payTo.toLowerCase() !== payTo.toLowerCase()) problems.push(`payTo ${r.payTo} is not ${payTo}`);
  return problems;
}

/** "; not x402-conformant (…)" when the schema refused parts of the challenge, else "". */
export function schemaNote(issues: string[] | undefined): string {
  return issues?.length ? `; it does not conform to x402's PaymentRequired schema (@x402/core): ${issues.join("; ")}` : "";
}
