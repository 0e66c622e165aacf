import type { BaseBalanceOutput, TreasuryPreflightInput, TreasuryPreflightOutput } from "../../generated/payments/types";
import { ethToWei, unitsToUsdc, usdcToUnits, weiToEth } from "./amounts";
import type { BaseChain, WalletState } from "./chain";
import { BASE_CHAIN_ID, BASE_USDC } from "./settings";

type Hazard = TreasuryPreflightOutput["hazards"][number];
const ZERO = "0x0000000000000000000000000000000000000000";

export function balanceView(address: string, w: WalletState, observedAt: string): BaseBalanceOutput {
  return { address, chainId: BASE_CHAIN_ID, blockNumber: Number(w.blockNumber), ethBalance: weiToEth(w.ethWei), usdcBalance: unitsToUsdc(w.usdcUnits), observedAt };
}

/** What a destination is, with the hazard it carries when paying it makes no sense or loses funds. */
export async function destinationOf(chain: BaseChain, payer: string, destination: string, block: bigint): Promise<{ type: "eoa" | "contract" | "self"; hazard: Hazard | null }> {
  const d = destination.toLowerCase();
  if (d === payer.toLowerCase()) return { type: "self", hazard: { code: "destination_is_self", severity: "warning", message: "The destination is the paying wallet itself: the payment would only cost gas." } };
  if (d === ZERO) return { type: "eoa", hazard: { code: "zero_address", severity: "blocking", message: "The destination is the zero address: anything sent there is burned and cannot be recovered." } };
  if (d === BASE_USDC.toLowerCase()) return { type: "contract", hazard: { code: "destination_is_token_contract", severity: "blocking", message: "The destination is the USDC token contract itself: tokens sent to it are stuck. Pay the merchant's wallet instead." } };
  const contract = await chain.isContract(destination, block);
  if (!contract) return { type: "eoa", hazard: null };
  return { type: "contract", hazard: { code: "destination_is_contract", severity: "info", message: "The destination is a contract (for example a smart wallet or a payment splitter): make sure it is meant to receive USDC." } };
}

/** treasury_preflight: funding, gas reserve, chain intent, destination and hazards; reads only. */
export async function treasuryPreflight(chain: BaseChain, args: TreasuryPreflightInput, checkedAt: string): Promise<TreasuryPreflightOutput> {
  const w = await chain.wallet(args.address);
  const hazards: Hazard[] = [];
  const planned = args.plannedSpendUsdc === undefined ? undefined : usdcToUnits(args.plannedSpendUsdc);
  const covered = planned === undefined ? null : w.usdcUnits >= planned;
  if (covered === false) {
    hazards.push({ code: "insufficient_usdc", severity: "blocking", message: `The wallet holds ${unitsToUsdc(w.usdcUnits)} USDC on Base, less than the planned ${args.plannedSpendUsdc} USDC (short by ${unitsToUsdc(planned! - w.usdcUnits)}).` });
  }
  const reserve = args.minGasReserveEth === undefined ? undefined : ethToWei(args.minGasReserveEth);
  const gasMet = reserve === undefined ? null : w.ethWei >= reserve;
  if (gasMet === false) {
    hazards.push({ code: "low_gas", severity: "blocking", message: `The wallet holds ${weiToEth(w.ethWei)} ETH on Base, below the requested gas reserve of ${args.minGasReserveEth} ETH.` });
  } else if (reserve === undefined && w.ethWei === 0n) {
    hazards.push({ code: "no_eth_for_gas", severity: "warning", message: "The wallet holds no ETH on Base: it cannot send transactions itself (x402 'exact' payments signed off-chain still work)." });
  }
  if (w.usdcUnits === 0n && planned === undefined) {
    hazards.push({ code: "no_usdc", severity: "warning", message: "The wallet holds no USDC on Base." });
  }
  let destination: TreasuryPreflightOutput["destination"] = null;
  if (args.destinationAddress !== undefined) {
    const d = await destinationOf(chain, args.address, args.destinationAddress, w.blockNumber);
    destination = { address: args.destinationAddress, type: d.type };
    if (d.hazard) hazards.push(d.hazard);
  }
  return {
    address: args.address,
    chainId: BASE_CHAIN_ID,
    blockNumber: Number(w.blockNumber),
    checkedAt,
    ethBalance: weiToEth(w.ethWei),
    usdcBalance: unitsToUsdc(w.usdcUnits),
    plannedSpendCovered: covered,
    gasReserveMet: gasMet,
    destination,
    hazards,
    ready: !hazards.some((h) => h.severity === "blocking"),
  };
}
