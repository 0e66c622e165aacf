import type { ServiceEnv } from "../../generator/runtime";

/** Default of COMMS_ORG_CREATES_PER_MINUTE: organization_create is anonymous, so it is limited per client. */
export const ORG_CREATES_PER_MINUTE = 10;

/** The service's configuration, read once from the service env (docs/comms.md, "Configuration"). */
export interface CommsSettings {
  /** organization_create calls per client per minute (bursts of as many); 0 turns the limit off. */
  orgCreatesPerMinute: number;
  /** Base of every resource `url`: MCPFORGE_PUBLIC_URL, else the host's own address. */
  baseUrl: () => string;
}

export function commsSettingsFrom(env: ServiceEnv): CommsSettings {
  const raw = env.config.env.COMMS_ORG_CREATES_PER_MINUTE;
  const perMinute = raw === undefined || raw.trim() === "" ? ORG_CREATES_PER_MINUTE : Number(raw);
  if (!Number.isInteger(perMinute) || perMinute < 0)
    throw new Error(`COMMS_ORG_CREATES_PER_MINUTE must be an integer ≥ 0, got "${raw}"`);
  return { orgCreatesPerMinute: perMinute, baseUrl: () => env.baseUrl().replace(/\/+$/, "") };
}
