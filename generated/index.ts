// Generated from spec/*.json by npm run generate. DO NOT EDIT.

/** Slugs of every service in spec/, sorted. */
export const serviceSlugs = [
  "census",
  "comms",
  "defi",
  "email",
  "freight",
  "games",
  "housing",
  "payments",
  "webhooks",
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/**
 * Each service's generated definition (tools, schemas, validators), loaded lazily (a `require`
 * per service) so that a single-service process pays only for what it serves. Generated code
 * never imports handlers: handlers/index.ts (hand-written) binds each definition to its handlers.
 */
export const definitions = {
  census: () => (require("./census/server") as typeof import("./census/server")).censusService,
  comms: () => (require("./comms/server") as typeof import("./comms/server")).commsService,
  defi: () => (require("./defi/server") as typeof import("./defi/server")).defiService,
  email: () => (require("./email/server") as typeof import("./email/server")).emailService,
  freight: () => (require("./freight/server") as typeof import("./freight/server")).freightService,
  games: () => (require("./games/server") as typeof import("./games/server")).gamesService,
  housing: () => (require("./housing/server") as typeof import("./housing/server")).housingService,
  payments: () => (require("./payments/server") as typeof import("./payments/server")).paymentsService,
  webhooks: () => (require("./webhooks/server") as typeof import("./webhooks/server")).webhooksService,
};
