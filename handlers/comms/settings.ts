import { admissionSettingsFrom, type AdmissionSettings, type ServiceEnv } from "mcpforge/runtime";
import { quotaSettingsFrom, type QuotaSettings } from "./quota/settings";
import { exportSettingsFrom, type ExportSettings } from "./exports/settings";
import { x402SettingsFrom, type X402Settings } from "./billing/x402";

/** The price list billing_catalog shows (docs/comms.md, "Billing"); operators set their own. */
export interface PlanSettings {
  passPrice: string;
  passSends: number;
  passDays: number;
  topupPrice: string;
  topupSends: number;
}

/** The service's configuration, read once from the service env (docs/comms.md, "Configuration"). */
export interface CommsSettings {
  /** organization_create calls per client per minute (bursts of as many); 0 turns the limit off. */
  orgCreatesPerMinute: number;
  /** Sends a new organization gets for free (COMMS_FREE_SENDS). */
  freeSends: number;
  plans: PlanSettings;
  /** Where x402 purchases pay (COMMS_X402_PAY_TO; billing/x402.ts). */
  x402: X402Settings;
  /** Tenant data exports: part size, concurrency, inline limit (exports/settings.ts). */
  exports: ExportSettings;
  /** Heavy calls' budgets, concurrency and the disk guard (generator/runtime/admission.ts). */
  admission: AdmissionSettings;
  /** Per-organization rows, files and bytes (quota/settings.ts). */
  quotas: QuotaSettings;
  /** Base of every resource `url`: MCPFORGE_PUBLIC_URL, else the host's own address. */
  baseUrl: () => string;
}

type Env = Readonly<Record<string, string | undefined>>;

export function intSetting(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  const value = raw === undefined || raw.trim() === "" ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function usdcSetting(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  if (!/^[0-9]+(\.[0-9]{1,6})?$/.test(value))
    throw new Error(`${name} must be a USDC amount such as 10.00 (up to 6 decimals), got "${value}"`);
  return value;
}

export function commsSettingsFrom(env: ServiceEnv): CommsSettings {
  const e = env.config.env;
  return {
    // organization_create is anonymous, so it is limited per client (10 a minute by default).
    orgCreatesPerMinute: intSetting(e, "COMMS_ORG_CREATES_PER_MINUTE", 10, 0),
    freeSends: intSetting(e, "COMMS_FREE_SENDS", 100, 0),
    plans: {
      passPrice: usdcSetting(e, "COMMS_PASS_PRICE_USDC", "10.00"),
      passSends: intSetting(e, "COMMS_PASS_SENDS", 10_000, 1),
      passDays: intSetting(e, "COMMS_PASS_DAYS", 30, 1),
      topupPrice: usdcSetting(e, "COMMS_TOPUP_PRICE_USDC", "1.00"),
      topupSends: intSetting(e, "COMMS_TOPUP_SENDS", 1_000, 1),
    },
    x402: x402SettingsFrom(e, env.logger),
    exports: exportSettingsFrom(e),
    admission: admissionSettingsFrom(e),
    quotas: quotaSettingsFrom(e),
    baseUrl: () => env.baseUrl().replace(/\/+$/, ""),
  };
}
