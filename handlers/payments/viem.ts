/**
 * viem for this CommonJS build: its type declarations are marked ESM (viem/_types/package.json),
 * so a plain `import` is refused by TypeScript under module node16, while `require("viem")` loads
 * its CommonJS build at run time. Types come through a type-only ESM import.
 */
import type * as Viem from "viem" with { "resolution-mode": "import" };

import { onCall, once } from "../_shared/lazy";

// Required on the first call, not at start: viem was ~0.2-0.5 s of a payments start.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const viem = once(() => require("viem") as typeof Viem);

export const createPublicClient = onCall(viem, "createPublicClient");
export const custom = onCall(viem, "custom");
export const formatUnits = onCall(viem, "formatUnits");
export const getAddress = onCall(viem, "getAddress");
export const parseAbiItem = onCall(viem, "parseAbiItem");
export const parseUnits = onCall(viem, "parseUnits");
export type PublicClient = Viem.PublicClient;
