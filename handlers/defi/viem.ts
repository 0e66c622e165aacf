/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * viem for this CommonJS build (as handlers/payments/viem.ts explains): its declarations are marked
 * ESM, so the modules are loaded with require and typed with resolution-mode imports.
 */
import type * as Viem from "viem" with { "resolution-mode": "import" };
import type * as ViemAccounts from "viem/accounts" with { "resolution-mode": "import" };
import { onCall, once } from "../_shared/lazy";

// Required on the first call, not at start: viem was ~0.1-0.4 s of a defi start.
const core = once(() => require("viem") as typeof Viem);
const keys = once(() => require("viem/accounts") as typeof ViemAccounts);

export const hashTypedData = onCall(core, "hashTypedData");
export const keccak256 = onCall(core, "keccak256");
export const toHex = onCall(core, "toHex");
export const verifyTypedData = onCall(core, "verifyTypedData");
export const recoverMessageAddress = onCall(core, "recoverMessageAddress");
export const encodeFunctionData = onCall(core, "encodeFunctionData");
export const decodeFunctionResult = onCall(core, "decodeFunctionResult");
export const formatUnits = onCall(core, "formatUnits");
export const privateKeyToAccount = onCall(keys, "privateKeyToAccount");
