import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The running heavy call's charge (admission.ts `run`): work whose size shows only as it runs —
 * a campaign launch freezing its audience — charges the rest of its cost here (costs.ts).
 */
const current = new AsyncLocalStorage<(units: number) => void>();

export function withHeavyCharge<T>(charge: (units: number) => void, fn: () => T): T {
  return current.run(charge, fn);
}

/** Charges the running heavy call (or scheduled launch: index.ts) `units` more; nothing outside one. */
export function chargeHeavy(units: number): void {
  if (units > 0) current.getStore()?.(units);
}
