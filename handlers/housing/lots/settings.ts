import type { ServiceEnv } from "mcpforge/runtime";
import { housingDataDir } from "../support/data-file";

/**
 * Settings of the lots group, read once from the service environment (docs/housing.md "Lots
 * tools"): HOUSING_DATA_DIR (shared with the other groups) and HOUSING_ADU_SEPARATION_FT.
 */
export interface LotsSettings {
  dataDir: string;
  /** Kept between a new unit and each existing structure, in feet (design default 6, 0 to 20). */
  separationFt: number;
  /** Side and rear setback: Gov. Code §66314(d)(7) lets a local agency ask for at most 4 ft. */
  sideRearFt: number;
}

export const STATE_SIDE_REAR_SETBACK_FT = 4;

export function lotsSettings(env: Pick<ServiceEnv, "config">): LotsSettings {
  const vars = env.config.env;
  return {
    dataDir: housingDataDir(vars["HOUSING_DATA_DIR"]),
    separationFt: feet(vars, "HOUSING_ADU_SEPARATION_FT", 6),
    sideRearFt: STATE_SIDE_REAR_SETBACK_FT,
  };
}

/** A distance in feet from 0 to 20; anything else stops start-up with a message naming the variable. */
function feet(vars: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const raw = vars[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isFinite(value) || value < 0 || value > 20) throw new Error(`${name} must be a number of feet from 0 to 20 (default ${fallback}), got "${raw}"`);
  return value;
}
