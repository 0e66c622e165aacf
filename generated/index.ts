// Generated from spec/*.json by npm run generate. DO NOT EDIT.

import { bindService, type BoundService } from "../generator/runtime";

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
 * Loads one service with its hand-written handlers. Loading is lazy (a `require` per service) so
 * that a single-service process, such as one serving stdio, pays only for what it serves.
 */
export const services: Record<ServiceSlug, () => BoundService> = {
  census: () =>
    bindService(
      (require("./census/server") as typeof import("./census/server")).censusService,
      (require("../handlers/census") as typeof import("../handlers/census")).default,
    ),
  comms: () =>
    bindService(
      (require("./comms/server") as typeof import("./comms/server")).commsService,
      (require("../handlers/comms") as typeof import("../handlers/comms")).default,
    ),
  defi: () =>
    bindService(
      (require("./defi/server") as typeof import("./defi/server")).defiService,
      (require("../handlers/defi") as typeof import("../handlers/defi")).default,
    ),
  email: () =>
    bindService(
      (require("./email/server") as typeof import("./email/server")).emailService,
      (require("../handlers/email") as typeof import("../handlers/email")).default,
    ),
  freight: () =>
    bindService(
      (require("./freight/server") as typeof import("./freight/server")).freightService,
      (require("../handlers/freight") as typeof import("../handlers/freight")).default,
    ),
  games: () =>
    bindService(
      (require("./games/server") as typeof import("./games/server")).gamesService,
      (require("../handlers/games") as typeof import("../handlers/games")).default,
    ),
  housing: () =>
    bindService(
      (require("./housing/server") as typeof import("./housing/server")).housingService,
      (require("../handlers/housing") as typeof import("../handlers/housing")).default,
    ),
  payments: () =>
    bindService(
      (require("./payments/server") as typeof import("./payments/server")).paymentsService,
      (require("../handlers/payments") as typeof import("../handlers/payments")).default,
    ),
  webhooks: () =>
    bindService(
      (require("./webhooks/server") as typeof import("./webhooks/server")).webhooksService,
      (require("../handlers/webhooks") as typeof import("../handlers/webhooks")).default,
    ),
};
