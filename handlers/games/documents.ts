import { provenance } from "./cite";
import { RULES } from "./games-config";
import type { Retriever, RetrievalResult } from "../_shared/retrieval";
import { searchIndex } from "./search-index";
import type { GameId } from "./roster";
import { GAMES } from "./roster";
import type { GamesService } from "./service";
import { banRatesView, countersView, synergyView, tierListView } from "./stats-views";

/** A searchable document: the id shapes of the document's fetch tool. */
export interface DocRef {
  id: string;
  title: string;
  /** Hero names: display name, short name, nicknames, id (or the event's name). */
  names: string;
  /** What kind of page it is, in the words people use for it. */
  kind: string;
  /** The game id and its other spellings. */
  game: string;
}

export interface Doc {
  id: string;
  title: string;
  text: string;
  url: string;
}

const KIND_WORDS: Record<string, string> = {
  counters: "counters matchups against versus vs beats weak strong",
  synergy: "synergy teammates duo combo teamup pairs allies",
  "tier-list": "tier list tierlist meta best strongest ranking win rates",
  "ban-rates": "ban rates banrate most banned",
  model: "draft prediction model track record ledger calibration ece evaluation accuracy brier",
};

/** What search and fetch work over: one document per hero and kind, per-game lists, the ledger. */
export class GameDocs {
  readonly refs: DocRef[] = [];
  private readonly index: () => Retriever<DocRef>;

  constructor(
    private readonly svc: GamesService,
    private readonly extra: { trackRecord(): Promise<object>; tournament(game: GameId, slug: string): Promise<{ title: string; data: object } | null>; tournamentRefs(): DocRef[] },
  ) {
    const sample = (game: GameId) => this.sample(game);
    for (const game of GAMES) {
      const words = `${game} ${game.replace("_", "")} ${game.replace("game_", "game ")}`;
      for (const h of svc.rosters[game].heroes) {
        const names = [h.displayName, h.shortName, ...h.aliases, h.id.replace(/-/g, " ")].join(" ");
        this.refs.push({ id: `${game}:counters:${h.id}`, title: `${h.displayName} counters and matchups (${game}${sample(game)})`, names, kind: KIND_WORDS.counters!, game: words });
        this.refs.push({ id: `${game}:synergy:${h.id}`, title: `${h.displayName} synergies (${game}${sample(game)})`, names, kind: KIND_WORDS.synergy!, game: words });
      }
      this.refs.push({ id: `${game}:tier-list`, title: `Tier list (${game}, current patch${sample(game)})`, names: "", kind: KIND_WORDS["tier-list"]!, game: words });
      if (game !== "game_a") this.refs.push({ id: `${game}:ban-rates`, title: `Ban rates (${game}, current patch${sample(game)})`, names: "", kind: KIND_WORDS["ban-rates"]!, game: words });
    }
    this.refs.push({ id: "model:track-record", title: `Draft model track record (public evaluation ledger${sample("game_a")})`, names: "", kind: KIND_WORDS.model!, game: "" });
    this.index = searchIndex(() => [...this.refs, ...this.extra.tournamentRefs()]);
  }

  /** One ranking over every page (heroes of all games, lists, the ledger, tournaments): docs/retrieval.md. */
  search(query: string, limit = 10): RetrievalResult<DocRef> {
    return this.index().search(query, { limit });
  }

  url(id: string): string {
    return `${this.svc.baseUrl()}/games/doc/${encodeURIComponent(id)}`;
  }

  /** The document for an id, or null when there is none (unknown hero, game_a ban rates, unknown event). */
  async fetch(id: string): Promise<Doc | null> {
    const found = await this.data(id);
    if (!found) return null;
    return { id, title: found.title, text: JSON.stringify(found.data), url: this.url(id) };
  }

  /** Titles say "sample data" where the game's matches are simulated (every game but an ingested game_a). */
  private sample(game: GameId): string {
    return game === "game_a" && this.svc.settings?.matchApi ? "" : ", sample data";
  }

  private async data(id: string): Promise<{ title: string; data: object } | null> {
    if (id === "model:track-record") return { title: `Draft model track record (public evaluation ledger${this.sample("game_a")})`, data: await this.extra.trackRecord() };
    const m = /^(game_a|game_b|game_c):(counters|synergy|tier-list|ban-rates|tournament)(?::(.+))?$/.exec(id);
    if (!m) return null;
    const [game, kind, rest] = [m[1] as GameId, m[2]!, m[3]];
    if (kind === "tournament") return rest ? this.extra.tournament(game, rest) : null;
    const svc = this.svc;
    const matches = await svc.store.load(game);
    const roster = svc.rosters[game];
    const cite = (what: string, scope = matches) => provenance({ game, matches: scope, settings: svc.settings, baseUrl: svc.baseUrl(), what });
    if (kind === "counters" || kind === "synergy") {
      const hero = rest === undefined ? undefined : roster.byId.get(rest) ?? svc.normalisers[game].resolve(rest) ?? undefined;
      if (!hero) return null;
      const view = kind === "counters" ? countersView(matches, roster, hero, 12, svc.settings) : synergyView(matches, roster, hero, 12, svc.settings);
      return { title: `${hero.displayName} ${kind === "counters" ? "counters and matchups" : "synergies"} (${game}${this.sample(game)})`, data: { game, ...view, ...cite(`Observed pair win rates (${kind})`) } };
    }
    if (rest !== undefined) return null;
    if (kind === "tier-list") {
      const view = tierListView(matches, roster, RULES[game].brackets, 20, svc.settings);
      return { title: `Tier list (${game}, current patch${this.sample(game)})`, data: { game, rank: "", heroes: view.heroes, total_matches: view.total_matches, ...cite("Tier list of the current patch, all ranks", view.scope) } };
    }
    if (game === "game_a") return null;
    const view = banRatesView(matches, roster, 15, svc.settings);
    return { title: `Ban rates (${game}, current patch${this.sample(game)})`, data: { game, heroes: view.heroes, total_matches: view.total_matches, ...cite("Ban rates of the current patch", view.scope) } };
  }
}
