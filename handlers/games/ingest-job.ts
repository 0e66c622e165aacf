import type { ServiceEnv } from "mcpforge/runtime";
import { outboundConfigFrom } from "mcpforge/platform/http";
import type { Storage } from "mcpforge/platform/storage";
import { fetchPublicMatches, INGEST_QUEUE, INGEST_TOPIC, loadPatches } from "./ingest";
import type { Roster } from "./roster";
import type { MatchStore } from "./store";

/**
 * The durable ingest job: a recurring job row (`every`, once across processes, retried with the
 * storage's backoff) that fetches game_a's newest public matches from GAMES_MATCH_API through the
 * guarded outbound client and stores the new ones; INGEST_TOPIC announces each commit. Safe to run
 * twice: stored match ids are kept as they were.
 */
export async function startIngest(opts: { api: string; storage: Storage; store: MatchStore; roster: Roster; env: ServiceEnv; intervalMs: number }): Promise<() => void> {
  const outbound = outboundConfigFrom(opts.env.config.env);
  const patches = loadPatches();
  const stop = opts.storage.jobs.register(INGEST_QUEUE, async () => {
    const matches = await fetchPublicMatches({ api: opts.api, outbound, roster: opts.roster, patches, logger: opts.env.logger });
    const added = await opts.store.insert("game_a", matches);
    await opts.storage.events.publish(INGEST_TOPIC, { added });
  });
  // Another process's ingest (PostgreSQL NOTIFY) or a resync: re-read the matches on next use.
  const off = await opts.storage.events.subscribe(INGEST_TOPIC, () => opts.store.invalidate("game_a"));
  await opts.storage.jobs.every(INGEST_QUEUE, opts.intervalMs);
  return () => {
    stop();
    void off();
  };
}
