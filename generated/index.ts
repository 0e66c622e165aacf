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
 * Loads one service with its hand-written handlers. Loading is lazy so that a single-service
 * process (stdio) pays only for what it serves.
 */
export const services: Record<ServiceSlug, () => Promise<BoundService>> = {
  census: async () => {
    const [generated, handlers] = await Promise.all([import("./census/server"), import("../handlers/census")]);
    return bindService(generated.censusService, handlers.default);
  },
  comms: async () => {
    const [generated, handlers] = await Promise.all([import("./comms/server"), import("../handlers/comms")]);
    return bindService(generated.commsService, handlers.default);
  },
  defi: async () => {
    const [generated, handlers] = await Promise.all([import("./defi/server"), import("../handlers/defi")]);
    return bindService(generated.defiService, handlers.default);
  },
  email: async () => {
    const [generated, handlers] = await Promise.all([import("./email/server"), import("../handlers/email")]);
    return bindService(generated.emailService, handlers.default);
  },
  freight: async () => {
    const [generated, handlers] = await Promise.all([import("./freight/server"), import("../handlers/freight")]);
    return bindService(generated.freightService, handlers.default);
  },
  games: async () => {
    const [generated, handlers] = await Promise.all([import("./games/server"), import("../handlers/games")]);
    return bindService(generated.gamesService, handlers.default);
  },
  housing: async () => {
    const [generated, handlers] = await Promise.all([import("./housing/server"), import("../handlers/housing")]);
    return bindService(generated.housingService, handlers.default);
  },
  payments: async () => {
    const [generated, handlers] = await Promise.all([import("./payments/server"), import("../handlers/payments")]);
    return bindService(generated.paymentsService, handlers.default);
  },
  webhooks: async () => {
    const [generated, handlers] = await Promise.all([import("./webhooks/server"), import("../handlers/webhooks")]);
    return bindService(generated.webhooksService, handlers.default);
  },
};
