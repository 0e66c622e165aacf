import type { PaymentGuardInput, PaymentGuardOutput } from "../../generated/payments/types";
import { ToolError } from "mcpforge/runtime";
import { ethToWei, unitsToUsdc, usdcToUnits, weiToEth } from "./amounts";
import type { BaseChain } from "./chain";
import type { Outbound } from "./outbound";
import { destinationOf } from "./preflight";
import { BASE_USDC } from "./settings";
import { fetchForCheck } from "./url-check";
import { isAddress, isBase, isBaseUsdc, parseChallenge, pickRequirement, schemaNote, type Requirement } from "./x402";

type Check = PaymentGuardOutput["checks"][number];
/** A challenge is a small JSON document; 256 KiB is generous. */
const CHALLENGE_BYTES = 256 * 1024;

/**
 * payment_guard: fetch the live challenge, then check it and the payer, in a fixed order:
 * challenge, price, network, asset, recipient, funding, gasReserve, destination. Never signs.
 */
export async function paymentGuard(args: PaymentGuardInput, deps: { outbound: Outbound; chain: BaseChain; now(): Date }): Promise<PaymentGuardOutput> {
  const f = await fetchForCheck(deps.outbound, args.serviceUrl, CHALLENGE_BYTES);
  if (f.error?.code === "url_not_allowed") throw new ToolError("url_not_allowed", f.error.message);
  if (!f.response) throw new ToolError("upstream_unavailable", `The paid service did not answer: ${f.error?.message ?? "no response"}. Nothing was checked; retry later.`);
  // A redirect may not downgrade the challenge to plain HTTP, where anyone on the path could rewrite payTo.
  const downgraded = !f.response.url.startsWith("https://");
  const parsed = downgraded ? { problem: `the service redirected to ${f.response.url}, which is not HTTPS: the challenge could have been altered in transit` } : parseChallenge(f.response.status, f.response.headers, f.response.body);
  const w = await deps.chain.wallet(args.payerAddress);
  const checks: Check[] = [];
  const req = "challenge" in parsed ? pickRequirement(parsed.challenge) : undefined;
  checks.push(
    "challenge" in parsed
      ? { name: "challenge", passed: true, detail: `x402 v${parsed.challenge.version} challenge in the ${parsed.challenge.form === "header" ? "PAYMENT-REQUIRED header" : "402 body"}, ${parsed.challenge.accepts.length} payment option(s), scheme "${req!.scheme}"${req!.scheme === "exact" ? "" : " (only exact is checked as safe)"}${schemaNote(parsed.challenge.schemaIssues)}` }
      : { name: "challenge", passed: false, detail: parsed.problem },
  );
  if (req && req.scheme !== "exact") checks[0].passed = false;
  const max = usdcToUnits(args.maxAmountUsdc);
  const price = req?.amountUnits;
  checks.push(
    price === undefined
      ? { name: "price", passed: false, detail: req ? "the challenge states no amount in base units" : "no challenge to read a price from" }
      : { name: "price", passed: price <= max, detail: `asks ${unitsToUsdc(price)} USDC; your ceiling is ${args.maxAmountUsdc} USDC` },
  );
  checks.push({ name: "network", passed: !!req && isBase(req), detail: req ? `network "${req.network}"${isBase(req) ? " is Base (8453)" : " is not Base (8453)"}` : "no challenge" });
  checks.push({ name: "asset", passed: !!req && isBaseUsdc(req), detail: req ? `asset ${req.asset || "(none)"}${isBaseUsdc(req) ? " is USDC on Base" : ` is not USDC on Base (${BASE_USDC})`}` : "no challenge" });
  checks.push(recipientCheck(req, args.expectedPayTo));
  const fundingOk = price !== undefined && w.usdcUnits >= price;
  checks.push({ name: "funding", passed: fundingOk, detail: price === undefined ? `payer holds ${unitsToUsdc(w.usdcUnits)} USDC; the price is unknown` : `payer holds ${unitsToUsdc(w.usdcUnits)} USDC for a price of ${unitsToUsdc(price)} USDC` });
  const reserve = args.minGasReserveEth === undefined ? undefined : ethToWei(args.minGasReserveEth);
  checks.push(
    reserve === undefined
      ? { name: "gasReserve", passed: true, detail: `no reserve requested; payer holds ${weiToEth(w.ethWei)} ETH` }
      : { name: "gasReserve", passed: w.ethWei >= reserve, detail: `payer holds ${weiToEth(w.ethWei)} ETH; reserve asked ${args.minGasReserveEth} ETH` },
  );
  checks.push(await destinationCheck(deps.chain, args.payerAddress, req, w.blockNumber));
  return {
    serviceUrl: args.serviceUrl,
    payerAddress: args.payerAddress,
    checkedAt: deps.now().toISOString(),
    challenge: req ? { network: req.network, chainId: req.chainId, asset: req.asset, payTo: req.payTo, priceUsdc: req.amountUnits === undefined ? "0" : unitsToUsdc(req.amountUnits) } : null,
    ethBalance: weiToEth(w.ethWei),
    usdcBalance: unitsToUsdc(w.usdcUnits),
    checks,
    safeToSign: checks.every((c) => c.passed),
  };
}

function recipientCheck(req: Requirement | undefined, expected: string | undefined): Check {
  if (!req) return { name: "recipient", passed: false, detail: "no challenge" };
  if (!isAddress(req.payTo)) return { name: "recipient", passed: false, detail: `payTo "${req.payTo.slice(0, 60)}" is not an EVM address` };
  if (expected === undefined) return { name: "recipient", passed: true, detail: `pays ${req.payTo} (no expectedPayTo given)` };
  const same = req.payTo.toLowerCase() === expected.toLowerCase();
  return { name: "recipient", passed: same, detail: same ? `pays ${req.payTo} as expected` : `pays ${req.payTo}, not the expected ${expected}` };
}

async function destinationCheck(chain: BaseChain, payer: string, req: Requirement | undefined, block: bigint): Promise<Check> {
  if (!req || !isAddress(req.payTo)) return { name: "destination", passed: false, detail: "no valid payTo to inspect" };
  const d = await destinationOf(chain, payer, req.payTo, block);
  const blocking = d.hazard?.severity === "blocking" || d.type === "self";
  return { name: "destination", passed: !blocking, detail: d.hazard ? `${d.type}: ${d.hazard.message}` : `payTo is a plain account (${d.type})` };
}
