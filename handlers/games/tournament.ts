import { Random } from "./random";
import type { Roster } from "./roster";

/**
 * The sample tournament behind get_tournament_stats and get_tournament_game_stats: a seeded,
 * invented event (teams, players, drafts and box scores are all made up and labelled sample;
 * heroes are the real game_a roster). 8 teams, a group stage (each team plays 3 games), playoffs
 * (6 games) and a grand final (3 games); captain's-mode drafts of 7 bans and 5 picks per team.
 */
export const SAMPLE_EVENT = "sample-invitational-2026";
const TEAMS = ["Sample Aurora", "Sample Basilisk", "Sample Cobalt", "Sample Drift", "Sample Ember", "Sample Fjord", "Sample Granite", "Sample Helix"];
const LANES = [
  ["safe lane", "carry"],
  ["mid lane", "mid"],
  ["off lane", "offlane"],
  ["off lane", "soft support"],
  ["safe lane", "hard support"],
] as const;
/**
 * Item builds per role (real game_a item names): a pair of boots, then two to three items drawn
 * from the role's pool, so box scores vary the way real ones do instead of every carry buying the
 * same build (issue 27).
 */
const BUILDS: readonly { boots: readonly string[]; items: readonly string[] }[] = [
  { boots: ["Power Treads", "Phase Boots"], items: ["Battle Fury", "Maelstrom", "Manta Style", "Black King Bar", "Butterfly", "Skull Basher", "Desolator", "Eye of Skadi", "Satanic", "Radiance", "Sange and Yasha", "Diffusal Blade"] },
  { boots: ["Power Treads", "Phase Boots", "Arcane Boots", "Boots of Travel"], items: ["Blink Dagger", "Black King Bar", "Orchid Malevolence", "Aghanim's Scepter", "Shadow Blade", "Kaya and Sange", "Witch Blade", "Hand of Midas", "Desolator"] },
  { boots: ["Phase Boots", "Arcane Boots", "Power Treads"], items: ["Blink Dagger", "Blade Mail", "Pipe of Insight", "Crimson Guard", "Vanguard", "Black King Bar", "Heaven's Halberd", "Assault Cuirass", "Shiva's Guard"] },
  { boots: ["Arcane Boots", "Tranquil Boots", "Boots of Speed"], items: ["Force Staff", "Glimmer Cape", "Blink Dagger", "Aether Lens", "Spirit Vessel", "Urn of Shadows", "Rod of Atos", "Solar Crest"] },
  { boots: ["Arcane Boots", "Tranquil Boots", "Boots of Speed"], items: ["Glimmer Cape", "Force Staff", "Aether Lens", "Mekansm", "Guardian Greaves", "Ghost Scepter", "Solar Crest", "Lotus Orb"] },
];

export interface BoxPlayer {
  player: string;
  team: string;
  hero: string;
  lane: string;
  kills: number;
  deaths: number;
  assists: number;
  gpm: number;
  net_worth: number;
  item_timings: { item: string; time_s: number }[];
}

export interface TournamentGame {
  match_id: number;
  event: string;
  stage: string;
  teams: [string, string];
  winner: string | null;
  first_blood: { player: string; time_s: number } | null;
  lane_winners_10min: { lane: string; winner: string | null }[];
  players: BoxPlayer[];
  roshans: { team: string; time_s: number }[];
  comeback: boolean;
  /** For the pick/ban statistics. */
  picks: { team: string; heroes: number[] }[];
  bans: number[];
  startedAt: number;
}

export function sampleTournament(roster: Roster, seed: number): TournamentGame[] {
  const rnd = new Random(seed ^ 0x7e57);
  const n = roster.heroes.length;
  const popularity = Array.from({ length: n }, () => Math.exp(rnd.gaussian(1)));
  const rating = TEAMS.map(() => rnd.gaussian(0.5));
  const schedule: [number, number, string][] = [];
  for (let i = 0; i < 12; i++) schedule.push([(i * 2) % 8, (i * 2 + 3) % 8, "group stage"]);
  for (let i = 0; i < 6; i++) schedule.push([i % 4, 4 + ((i + 1) % 4), "playoffs"]);
  for (let i = 0; i < 3; i++) schedule.push([0, 5, "grand final"]);
  const start = Date.parse("2026-08-20T10:00:00Z");
  return schedule.map(([x, y, stage], k) => {
    const taken = new Set<number>();
    const bans = rnd.weightedDistinct(popularity, 14, taken);
    const [pa, pb] = [rnd.weightedDistinct(popularity, 5, taken), rnd.weightedDistinct(popularity, 5, taken)];
    const [ta, tb] = [TEAMS[x]!, TEAMS[y]!];
    const aWins = rnd.next() < 1 / (1 + Math.exp(-(rating[x]! - rating[y]!)));
    const duration = 1800 + Math.floor(rnd.next() * 1800);
    const players = [...box(rnd, roster, ta, pa, aWins, duration), ...box(rnd, roster, tb, pb, !aWins, duration)];
    const fbTeam = rnd.next() < 0.5 ? 0 : 5;
    const roshans = Array.from({ length: Math.floor(rnd.next() * 4) }, (_, i) => ({ team: rnd.next() < 0.7 === aWins ? ta : tb, time_s: 900 + i * 600 + Math.floor(rnd.next() * 300) }));
    return {
      match_id: 8_100_000_000 + k,
      event: SAMPLE_EVENT,
      stage,
      teams: [ta, tb],
      winner: aWins ? ta : tb,
      first_blood: { player: players[fbTeam + Math.floor(rnd.next() * 5)]!.player, time_s: 30 + Math.floor(rnd.next() * 270) },
      lane_winners_10min: ["top", "mid", "bottom"].map((lane) => ({ lane, winner: rnd.next() < 0.2 ? null : rnd.next() < 0.5 ? ta : tb })),
      players,
      roshans,
      comeback: rnd.next() < 0.15,
      picks: [
        { team: ta, heroes: pa },
        { team: tb, heroes: pb },
      ],
      bans,
      startedAt: start + k * 3 * 3_600_000,
    };
  });
}

function box(rnd: Random, roster: Roster, team: string, heroes: number[], won: boolean, duration: number): BoxPlayer[] {
  return heroes.map((h, pos) => {
    const core = pos < 3;
    const gpm = Math.round((core ? 480 : 260) + rnd.gaussian(60) + (won ? 60 : 0));
    const build = BUILDS[pos]!;
    const picked = [build.boots[Math.floor(rnd.next() * build.boots.length)]!];
    const pool = [...build.items];
    for (let k = 2 + Math.floor(rnd.next() * 2); k > 0; k--) picked.push(pool.splice(Math.floor(rnd.next() * pool.length), 1)[0]!);
    let t = 240 + Math.floor(rnd.next() * 240);
    const item_timings = picked.map((item) => ({ item, time_s: (t += 360 + Math.floor(rnd.next() * 720)) }));
    return {
      player: `${team.replace("Sample ", "")}.${LANES[pos]![1].replace(/\s+/g, "_")}`,
      team,
      hero: roster.heroes[h]!.displayName,
      lane: LANES[pos]![0],
      kills: Math.max(0, Math.round((core ? 7 : 2) + rnd.gaussian(3) + (won ? 2 : 0))),
      deaths: Math.max(0, Math.round((won ? 3 : 6) + rnd.gaussian(2))),
      assists: Math.max(0, Math.round((core ? 9 : 14) + rnd.gaussian(4))),
      gpm: Math.max(100, gpm),
      net_worth: Math.max(1000, Math.round((Math.max(100, gpm) * duration) / 60 + 600)),
      item_timings: item_timings.filter((i) => i.time_s < duration),
    };
  });
}
