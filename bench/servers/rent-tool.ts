import { z } from "zod";

/**
 * The tool every throughput server answers: housing's `get_rent_estimate` (spec/housing.json),
 * a read-only tool with a typical input (string, number and integer bounds, an enum with a
 * default). The handler is the benchmark's own, cheap arithmetic that every server shares, so the
 * figures compare the servers' request paths, not business logic (the real housing handler may
 * query a database).
 */
export const TOOL = "get_rent_estimate";

export const PROPERTY_TYPES = [
  "single_family_adu_detached",
  "single_family_adu_attached",
  "single_family_adu_internal",
  "single_family_front_house",
  "multi_family",
  "townhouse",
  "condo",
  "apartment",
  "other",
] as const;

export interface RentArgs {
  address: string;
  bathrooms: number;
  bedrooms: number;
  square_feet: number;
  property_type?: (typeof PROPERTY_TYPES)[number];
}

export interface RentEstimate {
  comparables_count: number;
  disclaimer: string;
  high_usd: number;
  low_usd: number;
  monthly_rent_usd: number;
  /** Fitted on no listings at all: a benchmark formula over the inputs (the disclaimer says so). */
  sample: boolean;
  [key: string]: unknown;
}

export function estimateRent(args: RentArgs): RentEstimate {
  const base = 600 + args.square_feet * 1.6 + args.bedrooms * 150 + args.bathrooms * 90;
  const monthly = Math.round(args.property_type === "apartment" ? base * 0.95 : base);
  return {
    comparables_count: 0,
    disclaimer: "Benchmark figure computed from the inputs alone; not an appraisal.",
    high_usd: Math.round(monthly * 1.1),
    low_usd: Math.round(monthly * 0.9),
    monthly_rent_usd: monthly,
    sample: false,
  };
}

/** The same input contract as the manifest's, written as a zod user would write it. */
export const rentInputShape = {
  address: z.string().min(8).max(200).describe("Address of the unit, 8 to 200 characters."),
  bathrooms: z.number().min(0.5).max(10).describe("Bathrooms, 0.5 to 10."),
  bedrooms: z.number().int().min(0).max(10).describe("Bedrooms, 0 to 10."),
  property_type: z.enum(PROPERTY_TYPES).default("single_family_adu_detached").describe("Kind of unit."),
  square_feet: z.number().int().min(100).max(5000).describe("Living area in square feet, 100 to 5000."),
};

export const rentOutputShape = {
  comparables_count: z.number().int().min(0),
  disclaimer: z.string(),
  high_usd: z.number().min(0),
  low_usd: z.number().min(0),
  monthly_rent_usd: z.number().min(0),
  sample: z.boolean(),
};

export const CALL_ARGS: RentArgs = { address: "1200 Harbor Way, Unit B", bathrooms: 1.5, bedrooms: 2, square_feet: 780 };

/** The JSON-RPC body the load generator sends to every server. */
export const CALL_BODY = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: TOOL, arguments: CALL_ARGS } });

export function toolResult(value: RentEstimate) {
  return { content: [{ type: "text" as const, text: JSON.stringify(value) }], structuredContent: value };
}

/**
 * Writes `listening <port>` on stdout (the parent waits for it) and exits cleanly on SIGTERM, so
 * that `node --cpu-prof` gets to write its profile.
 */
export function announce(port: number): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => process.exit(0));
  process.stdout.write(`listening ${port}\n`);
}

export function portFromEnv(): number {
  return Number(process.env.PORT ?? 0);
}
