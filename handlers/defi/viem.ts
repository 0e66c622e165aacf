/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * viem for this CommonJS build (as handlers/payments/viem.ts explains): its declarations are marked
 * ESM, so the modules are loaded with require and typed with resolution-mode imports.
 */
import type * as Viem from "viem" with { "resolution-mode": "import" };
import type * as ViemAccounts from "viem/accounts" with { "resolution-mode": "import" };

const viem = require("viem") as typeof Viem;
const accounts = require("viem/accounts") as typeof ViemAccounts;

export const { hashTypedData, keccak256, toHex, verifyTypedData, recoverMessageAddress, encodeFunctionData, decodeFunctionResult, formatUnits } = viem;
export const { privateKeyToAccount } = accounts;
