import type { Logger } from "pino";
import type { HousingDeps } from "../../support/deps";
import type { ListingFilters, ListingRef } from "../../support/listings";
import { claimMatches, markFailed, markSent, pendingMails } from "../store/alerts";
import { listSearches, type SavedFilters } from "../store/searches";
import { composeAlert } from "./mail";
import { ALERT_QUEUE, type AlertSettings } from "./settings";
import { loadUnsubscribeKey, UNSUBSCRIBE_PATH, unsubscribeToken } from "./unsubscribe";

type Transport = import("nodemailer").Transporter;

/**
 * The listing-alert job: a durable recurring job (storage.jobs.every, one run across processes,
 * resumes after a restart) that, per saved search, finds the listings published after the search's
 * high-water mark (and not after now: listings dated in the future have not appeared yet), claims
 * them exactly once (store/alerts.ts) and then submits every pending e-mail over SMTP. An e-mail
 * stays pending until the relay accepts it; a crash between acceptance and recording it sends it
 * again with the same Message-ID (delivery is at least once, matching exactly once).
 */
export async function startAlertJob(deps: HousingDeps, settings: AlertSettings): Promise<() => void> {
  if (!settings.smtp) {
    deps.logger.info("housing listing alerts are off: set HOUSING_ALERT_SMTP to an SMTP submission URL to e-mail them");
    return () => undefined;
  }
  let transport: Transport | undefined;
  const send: Send = async (opts) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    transport ??= (require("nodemailer") as typeof import("nodemailer")).createTransport(settings.smtp);
    await transport.sendMail({ from: settings.from, ...opts });
  };
  const stop = deps.storage.jobs.register(ALERT_QUEUE, async (_payload, job) => {
    await alertRound(deps, settings, send, job.log);
  });
  await deps.storage.jobs.every(ALERT_QUEUE, settings.intervalMs);
  return () => {
    stop();
    transport?.close();
  };
}

export type Send = (opts: { to: string; subject: string; text: string; messageId: string; headers: Record<string, string> }) => Promise<void>;

export async function alertRound(deps: HousingDeps, settings: AlertSettings, send: Send, log: Logger): Promise<{ matched: number; sent: number }> {
  const s = deps.person.ctx;
  await deps.listings.refresh(); // listings published in other processes up to now
  const now = deps.clock.now().getTime();
  let matched = 0;
  for (const search of await listSearches(s)) {
    const claimed = await claimMatches(s, search.person, now, (current) =>
      deps.listings
        .matching(listingFilters(current.filters))
        .filter((l) => published(l) > current.high_water && published(l) <= now)
        .map((l) => l.id),
    );
    if (claimed) matched++;
  }
  let sent = 0;
  const key = loadUnsubscribeKey(deps.env);
  for (const mail of await pendingMails(s, settings.maxAttempts)) {
    const listings = mail.listing_ids.map((id) => deps.listings.get(id)).filter((l): l is ListingRef => l !== undefined);
    // The link removes the search this e-mail was matched for, and none saved after it.
    const unsubscribeUrl = `${deps.env.baseUrl().replace(/\/$/, "")}${UNSUBSCRIBE_PATH}${unsubscribeToken(key, mail.person, mail.created_at ?? now)}`;
    const headers = { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    try {
      if (listings.length) await send({ to: mail.person, ...composeAlert(listings, { max: settings.maxListingsPerMail, unsubscribeUrl }), messageId: `<alert-${mail.id}@housing.mcpforge>`, headers });
      await markSent(s, mail.id, deps.clock.now().getTime());
      sent++;
    } catch (err) {
      log.warn({ err, mail: mail.id, attempt: mail.attempts + 1 }, "listing alert not accepted by the SMTP relay; retried next round");
      await markFailed(s, mail.id, err instanceof Error ? err.message : String(err));
    }
  }
  return { matched, sent };
}

const published = (l: ListingRef) => Date.parse(l.listed_at);

/** A saved search reads like search_rentals with its defaults: permit-verified, available listings. */
export function listingFilters(f: SavedFilters): ListingFilters {
  const out: ListingFilters = {};
  for (const [k, v] of Object.entries(f)) if (v !== null) (out as Record<string, unknown>)[k] = v;
  return out;
}
