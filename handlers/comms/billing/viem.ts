/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * viem for the CommonJS build: its declarations are marked ESM (see handlers/payments/viem.ts),
 * so the module is loaded with require and typed through a resolution-mode import.
 */
import type * as Viem from "viem" with { "resolution-mode": "import" };

const viem = require("viem") as typeof Viem;

export const { getAddress, isAddress, isAddressEqual, parseUnits } = viem;
