/** One stored match, with heroes as roster indexes. Team a is radiant for game_a. */
export interface Match {
  id: number;
  startedAt: number;
  patch: string;
  bracket: string;
  a: number[];
  b: number[];
  aWin: boolean;
  /** Heroes banned in the match (game_b and game_c). */
  bans: number[];
  /** "sample" (the simulator) or the ingest source's name. */
  source: string;
}
