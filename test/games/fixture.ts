import type { Match } from "../../handlers/games/match";

const DAY = 86_400_000;
const T0 = Date.parse("2026-10-01T00:00:00Z");

/**
 * Six hand-made game_b matches over heroes 0..4 (A=Aegis Warden, B=Ashen Lancer, C=Bramble Sage,
 * D=Cinder Vex, E=Dusk Ranger). Expected figures in stats.test.ts are counted by hand from this table.
 */
export const [A, B, C, D, E] = [0, 1, 2, 3, 4];
const m = (id: number, day: number, patch: string, bracket: string, a: number[], b: number[], aWin: boolean, bans: number[]): Match => ({
  id,
  startedAt: T0 + day * DAY,
  patch,
  bracket,
  a,
  b,
  aWin,
  bans,
  source: "sample",
});
export const FIXTURE: Match[] = [
  m(1, 1, "p1", "low", [A, B], [C, D], true, [E]),
  m(2, 9, "p2", "low", [A, C], [B, D], false, [E]),
  m(3, 10, "p2", "mid", [A, B], [C, E], true, [D]),
  m(4, 11, "p2", "high", [B, D], [A, E], true, []),
  m(5, 16, "p2", "low", [A, D], [B, C], true, [E]),
  m(6, 17, "p2", "mid", [C, D], [A, B], false, [E]),
];
