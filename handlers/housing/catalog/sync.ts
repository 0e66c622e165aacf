import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Logger } from "pino";
import type { Storage } from "mcpforge/platform/storage";
import type { PersonStore } from "../person/store";
import type { RentalCatalog } from "./listings";
import { loadPublished } from "./published";

/** Storage event topic announcing that a person published a listing (data: `{ id, origin }`). */
export const PUBLISHED_TOPIC = "housing.listing.published";

/**
 * Emits `reloaded` with the ids of the published listings after every reload of a catalog in this
 * process (for logs and for tests, which wait on it instead of sleeping).
 */
export const publishedReloads = new EventEmitter();

/** One origin per Storage object: a catalog skips the events its own storage sent (it reloaded already). */
const origins = new WeakMap<Storage, string>();
const originOf = (storage: Storage): string => {
  let o = origins.get(storage);
  if (!o) origins.set(storage, (o = randomUUID()));
  return o;
};
/** The catalogs started on a Storage object in this process: their reload and logger. */
interface LocalSync {
  reload(): Promise<void>;
  logger: Logger;
}
const local = new WeakMap<Storage, Set<LocalSync>>();

/**
 * Announces a published listing (pages/drafts.ts calls it after publishDraft committed): every
 * catalog of this process on the same storage reloads before it returns (so the page's redirect
 * already shows it), then the event goes out — to every process on the same PostgreSQL database
 * (on SQLite events stay in-process: other processes pick it up on their reload interval).
 * Never throws: the publication has committed, and a failed reload or event is made good by the
 * reload interval (the failure is logged).
 */
export async function announcePublished(storage: Storage, id: string): Promise<void> {
  const syncs = [...(local.get(storage) ?? [])];
  const failed = (err: unknown, why: string) => syncs[0]?.logger.warn({ err, id, why }, "housing published listing: announcement failed; the reload interval picks it up");
  await Promise.all(syncs.map((s) => s.reload().catch((err: unknown) => failed(err, "reload"))));
  await storage.events.publish(PUBLISHED_TOPIC, { id, origin: originOf(storage) }).catch((err: unknown) => failed(err, "event"));
}

export interface PublishedSyncOptions {
  catalog: RentalCatalog;
  storage: Storage;
  person: PersonStore;
  logger: Logger;
  /** Reload interval (HOUSING_PUBLISHED_RELOAD_SECONDS), in ms. */
  intervalMs: number;
}

/**
 * Loads the published listings into the catalog (awaited: start-up fails if it cannot), then
 * keeps them current: on a publication event (and a `resync` after a lost LISTEN connection) and
 * on a modest interval (what other SQLite processes rely on). Reloads never overlap: a request
 * while one runs queues one more that starts after it. Returns the stop function.
 */
export async function startPublishedSync(o: PublishedSyncOptions): Promise<() => void> {
  const run = async () => {
    const listings = await loadPublished(o.storage, o.person, o.catalog.permits, o.logger);
    o.catalog.setPublished(listings);
    publishedReloads.emit("reloaded", listings.map((l) => l.rental.record.id));
  };
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const reload = (): Promise<void> => {
    if (!running) {
      running = run().finally(() => (running = undefined));
      return running;
    }
    queued ??= running.catch(() => undefined).then(() => {
      queued = undefined;
      return reload();
    });
    return queued;
  };
  const background = (why: string) => void reload().catch((err: unknown) => o.logger.warn({ err, why }, "housing published listings: reload failed; the previous listings stay"));
  await reload();
  o.catalog.refresh = reload;
  const mine = originOf(o.storage);
  let set = local.get(o.storage);
  if (!set) local.set(o.storage, (set = new Set()));
  const entry: LocalSync = { reload, logger: o.logger };
  set.add(entry);
  const unsubscribe = await o.storage.events.subscribe(PUBLISHED_TOPIC, (event) => {
    const origin = (event.data as { origin?: unknown } | undefined)?.origin;
    if (event.resync || origin !== mine) background(event.resync ? "resync" : "event");
  });
  const timer = setInterval(() => background("interval"), o.intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    unsubscribe();
    set.delete(entry);
    o.catalog.refresh = async () => undefined;
  };
}
