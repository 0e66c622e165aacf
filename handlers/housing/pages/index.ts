import { createHmac } from "node:crypto";
import type { HttpRoute } from "mcpforge/runtime";
import { AuthLimits } from "mcpforge/platform/auth/limits";
import { SignInMail } from "mcpforge/platform/auth/mail";
import { loadSecretKey } from "mcpforge/platform/secret-key";
import { HOUSING_SECRET_KEY, loadClaimKey } from "../catalog/claim-token";
import type { HousingDeps } from "../support/deps";
import { ApplicationPages } from "./applications";
import { ClaimPages } from "./claim";
import { ClaimProofs } from "./claim-proof";
import { pagesConfigFrom } from "./config";
import { DraftPages } from "./drafts";
import { LandlordPages } from "./landlord";
import { NewListingPages } from "./new-listing";
import { Photos } from "./photos";
import { RentalPages } from "./rental";
import { TourPages } from "./tour";
import { loadUnsubscribeKey, UNSUBSCRIBE_PATH, UnsubscribePages } from "../person/alerts/unsubscribe";
import { PageKit, pageRoute } from "./kit";
import { pageMigrations } from "./migrations";
import { Sessions } from "./sessions";
import { SignInPages } from "./signin";

export interface HousingPages {
  routes: HttpRoute[];
  close(): void;
}

/**
 * The browser pages of the housing service (docs/housing.md, "Browser pages and sign-in"):
 * server-rendered, no script, a CSRF token on every form, every state change a POST followed by
 * a redirect. Mounted on the host beside `/housing/mcp`.
 */
export async function housingPages(deps: HousingDeps): Promise<HousingPages> {
  const { env, storage, clock } = deps;
  const logger = deps.logger.child({ component: "housing-pages" });
  await storage.migrate("housing_pages", pageMigrations);
  const { config, sessions, mail, kit, signIn, limits } = signInSide({ env, storage, clock, logger });
  const stopPrune = storage.jobs.register("housing.pages.prune", () => sessions.prune());
  await storage.jobs.every("housing.pages.prune", 3_600_000);
  const { person: store, listings } = deps;
  const photos = new Photos({ kit, store, storage, config });
  const drafts = new DraftPages(kit, store, photos);
  const proofs = new ClaimProofs({ storage, clock, mail, config });
  const claims = new ClaimPages(kit, { clock, claimKey: loadClaimKey(env), proofs, listings, limits });
  const fresh = new NewListingPages(kit, { store, storage, clock });
  const applications = new ApplicationPages(kit, store, storage, listings);
  const landlord = new LandlordPages(kit, store, listings);
  const rentals = new RentalPages(kit, listings);
  const tours = new TourPages(kit, { store, listings, clock });
  const unsubscribe = new UnsubscribePages(kit, store, loadUnsubscribeKey(env), () => clock.now().getTime());
  const routes = [
    pageRoute("/housing/sign-in", { GET: (r) => signIn.get(r), POST: (r) => signIn.post(r) }, kit, logger),
    pageRoute("/housing/sign-out", { POST: (r) => signIn.signOut(r) }, kit, logger),
    pageRoute("/housing/drafts/", { GET: (r) => drafts.get(r), POST: (r) => drafts.post(r) }, kit, logger),
    pageRoute("/housing/photos/", { GET: (r) => photos.serve(r) }, kit, logger),
    pageRoute("/housing/listings/new", { GET: (r) => fresh.get(r), POST: (r) => fresh.post(r) }, kit, logger),
    pageRoute("/housing/claim/", { GET: (r) => claims.get(r), POST: (r) => claims.post(r) }, kit, logger),
    pageRoute(
      "/housing/applications/",
      { GET: (r) => applications.get(r), POST: (r) => applications.post(r) },
      kit,
      logger,
    ),
    pageRoute("/housing/landlord", { GET: (r) => landlord.get(r) }, kit, logger),
    pageRoute(UNSUBSCRIBE_PATH, { GET: (r) => unsubscribe.get(r), POST: (r) => unsubscribe.post(r) }, kit, logger),
    pageRoute("/housing/landlord/", { POST: (r) => landlord.post(r) }, kit, logger),
    // `/housing/rentals/<id>` is the public listing page, `/housing/rentals/<id>/tour` the tour request.
    pageRoute(
      "/housing/rentals/",
      { GET: (r) => (r.rest[1] === "tour" ? tours.get(r) : rentals.get(r)), POST: (r) => tours.post(r) },
      kit,
      logger,
    ),
  ];
  return {
    routes,
    close() {
      stopPrune();
      mail.close();
    },
  };
}

/**
 * The sessions and sign-in pages over `storage` (a test builds them over a connection of its own,
 * as a second server process would have them).
 */
export function signInSide(deps: Pick<HousingDeps, "env" | "storage" | "clock" | "logger">) {
  const { env, storage, clock, logger } = deps;
  const config = pagesConfigFrom(env);
  // The housing secret key (HOUSING_SECRET_KEY, shared with the catalog's claim links); the
  // session key is derived from it for this one purpose.
  const root = loadSecretKey(env.config.env, logger, HOUSING_SECRET_KEY);
  const key = createHmac("sha256", root).update("housing page sessions v1").digest();
  const sessions = new Sessions({ storage, clock, config, key, secure: () => env.baseUrl().startsWith("https:") });
  const mail = new SignInMail(config.auth, logger);
  const kit = new PageKit(sessions);
  const limits = new AuthLimits(env.config, config.auth, clock);
  const signIn = new SignInPages(kit, {
    config,
    mail,
    limits,
    runtime: env.config,
    clock,
  });
  return { config, sessions, mail, kit, signIn, limits };
}
