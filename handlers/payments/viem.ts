/**
 * viem for this CommonJS build: its type declarations are marked ESM (viem/_types/package.json),
 * so a plain `import` is refused by TypeScript under module node16, while `require("viem")` loads
 * its CommonJS build at run time. Types come through a type-only ESM import.
 */
import type * as Viem from "viem" with { "resolution-mode": "import" };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const viem = require("viem") as typeof Viem;

export const { createPublicClient, custom, erc20Abi, formatUnits, getAddress, parseAbiItem, parseUnits } = viem;
export type PublicClient = Viem.PublicClient;
