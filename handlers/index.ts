import type { AuthorizationFactory } from "mcpforge/runtime/auth";
import { bindService, type BoundService, type HandlerFactory, type ServiceDefinition, type TaskStorageFactory } from "mcpforge/runtime";
import { definitions, serviceSlugs, type ServiceSlug } from "../generated";

export { serviceSlugs, type ServiceSlug };

/**
 * The slug → service map every entry point serves (`npm start`, `mcpforge serve`, tests): each
 * generated definition bound to the hand-written handlers of handlers/<slug>/. It lives here, not
 * in generated/, so that generated code never imports handlers (test/boundaries/imports.test.ts).
 * Loading is lazy: a single-service process (stdio, say) requires only what it serves.
 */
export const services = Object.fromEntries(serviceSlugs.map((slug) => [slug, () => bind(slug)])) as Record<ServiceSlug, () => BoundService>;

/**
 * Each handlers/<slug>/index.ts already `satisfies` its generated interface (a missing or mistyped
 * handler fails to compile there); here they are only paired by slug.
 */
function bind(slug: ServiceSlug): BoundService {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const handlers = (require(`./${slug}`) as { default: HandlerFactory<unknown> }).default;
  return bindService(definitions[slug]() as ServiceDefinition<unknown>, handlers);
}

/** The host's authorization (generator/platform/auth: built-in server or external issuer), loaded when used. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const authorization: AuthorizationFactory = (deps) => (require("mcpforge/platform/auth") as typeof import("mcpforge/platform/auth")).authorization(deps);

/** The project's storage, for the runtime's task table (tasks extension), loaded when used. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const storage: TaskStorageFactory = (env) => (require("mcpforge/platform/storage") as typeof import("mcpforge/platform/storage")).acquireStorage(env);
