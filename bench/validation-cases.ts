import { z } from "zod";
import { commsvc_crm_contacts_list_input } from "../generated/comms/validators";
import { get_matchup_input, predict_winrate_input } from "../generated/games/validators";
import { get_rent_estimate_input } from "../generated/housing/validators";
import type { ValidateFunction } from "../generator/runtime";
import { rentInputShape } from "./servers/rent-tool";

/**
 * Real tools' input contracts twice: the generated ajv standalone validator, and the zod schema
 * a user of the SDK would write by hand for the same manifest entry (every bound, enum, pattern,
 * default and `additionalProperties: false` → `.strict()`). Each case has one valid input and one
 * invalid input with several offending properties, all of which must be named.
 */
export interface ValidationCase {
  tool: string;
  generated: ValidateFunction;
  zod: z.ZodType;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
  /** Property names the invalid input gets wrong; both validators must name every one. */
  offending: string[];
}

const CONTEXT = "The assistant compares two heroes for a general strategy question about the current competitive season of the game.";
const contextSchema = z.string().regex(/^\s*\S+(?:\s+\S+){14,24}\s*$/);
const gameSchema = z.enum(["game_a", "game_b", "game_c"]);

const predictWinrate = z
  .object({
    context: contextSchema,
    enemy_heroes: z.array(z.string()).max(6),
    game: gameSchema,
    my_heroes: z.array(z.string()).max(6),
    my_side: z.enum(["radiant", "dire"]).default("radiant"),
  })
  .strict()
  .superRefine((v, ctx) => {
    // The manifest's if/then/else: game_a takes 0 to 5 heroes a side, the others exactly 6.
    for (const side of ["enemy_heroes", "my_heroes"] as const) {
      const n = v[side].length;
      if (v.game === "game_a" ? n > 5 : n !== 6) ctx.addIssue({ code: "custom", path: [side], message: v.game === "game_a" ? "at most 5 heroes for game_a" : "exactly 6 heroes" });
    }
  });

export const CASES: ValidationCase[] = [
  {
    tool: "housing.get_rent_estimate",
    generated: get_rent_estimate_input,
    zod: z.object(rentInputShape).strict(),
    valid: { address: "1200 Harbor Way, Unit B", bathrooms: 1.5, bedrooms: 2, square_feet: 780 },
    invalid: { address: "x", bathrooms: 0, bedrooms: 2.5, square_feet: 780, pool: true },
    offending: ["address", "bathrooms", "bedrooms", "pool"],
  },
  {
    tool: "games.get_matchup",
    generated: get_matchup_input,
    zod: z.object({ context: contextSchema, game: gameSchema, hero: z.string(), opponent: z.string() }).strict(),
    valid: { context: CONTEXT, game: "game_a", hero: "Axe", opponent: "Lina" },
    invalid: { context: "too short", game: "game_z", hero: 7 },
    offending: ["context", "game", "hero", "opponent"],
  },
  {
    tool: "comms.commsvc_crm_contacts_list",
    generated: commsvc_crm_contacts_list_input,
    zod: z
      .object({
        company_id: z.string().min(1).max(128).optional(),
        cursor: z.string().min(1).max(512).optional(),
        limit: z.number().int().min(1).max(100).default(50),
        organization_id: z.string().min(1).max(128),
        q: z.string().min(1).max(200).optional(),
      })
      .strict(),
    valid: { organization_id: "org_7f3a", q: "harbor", limit: 25 },
    invalid: { organization_id: "", limit: 500, q: "" },
    offending: ["organization_id", "limit", "q"],
  },
  {
    tool: "games.predict_winrate",
    generated: predict_winrate_input,
    zod: predictWinrate,
    valid: { context: CONTEXT, game: "game_b", my_heroes: ["a", "b", "c", "d", "e", "f"], enemy_heroes: ["g", "h", "i", "j", "k", "l"] },
    invalid: { context: CONTEXT, game: "game_b", my_heroes: ["a", "b"], enemy_heroes: ["g", "h", "i", "j", "k", "l", "m"], my_side: "left" },
    offending: ["my_heroes", "enemy_heroes", "my_side"],
  },
];
