import type { ServiceDefinition } from "../service";

/** Tools that need an authenticated subject → their scopes, from the manifest's `auth` fields. */
export function toolScopes(definition: ServiceDefinition<unknown>): Map<string, readonly string[]> {
  return new Map(definition.tools.flatMap((t) => (t.auth ? [[t.name, t.auth.scopes] as const] : [])));
}
