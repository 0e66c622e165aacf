import type { ServiceEnv } from "mcpforge/runtime";
import { authConfigFrom, type AuthConfig } from "mcpforge/platform/auth";
import { positiveInt } from "mcpforge/platform/storage";

/**
 * Settings of the browser pages (docs/housing.md, "Browser pages and sign-in"). The sign-in code's
 * lifetime, its attempts, the mail transport and the mail rate come from the authorization
 * server's settings (MCPFORGE_AUTH_*), so one deployment configures sign-in once.
 */
export interface PagesConfig {
  /** HOUSING_PAGES_SESSION_TTL_SECONDS: how long a signed-in browser session lasts (absolute). */
  sessionTtlSec: number;
  /** MCPFORGE_AUTH_SIGNIN_TTL_SECONDS: the sign-in steps and their e-mailed code. */
  signInTtlSec: number;
  /** MCPFORGE_AUTH_SIGNIN_ATTEMPTS: wrong codes before the sign-in starts over. */
  signInAttempts: number;
  /** HOUSING_PAGES_SIGNINS_PER_HOUR: sign-ins one client address may start per hour (each stores a row). */
  signInsPerHour: number;
  /** HOUSING_PAGES_PHOTO_MAX_BYTES: largest photo accepted on the draft page. */
  photoMaxBytes: number;
  /** HOUSING_PAGES_PHOTOS_PER_DRAFT: photos one draft may hold. */
  photosPerDraft: number;
  auth: AuthConfig;
}

export function pagesConfigFrom(env: ServiceEnv): PagesConfig {
  const vars = env.config.env;
  const auth = authConfigFrom(vars);
  return {
    sessionTtlSec: positiveInt(vars, "HOUSING_PAGES_SESSION_TTL_SECONDS", 12 * 3600),
    signInTtlSec: auth.signInTtlSec,
    signInAttempts: auth.signInAttempts,
    signInsPerHour: positiveInt(vars, "HOUSING_PAGES_SIGNINS_PER_HOUR", 60),
    photoMaxBytes: positiveInt(vars, "HOUSING_PAGES_PHOTO_MAX_BYTES", 5 * 1024 * 1024),
    photosPerDraft: positiveInt(vars, "HOUSING_PAGES_PHOTOS_PER_DRAFT", 10),
    auth,
  };
}
