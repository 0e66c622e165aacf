import type { Logger } from "pino";
import type { HttpRoute, ServiceDefinition } from "../service";
import { ResourceGate } from "./gate";
import { metadataPath, metadataRoute, protectedResourceMetadata } from "./metadata";
import { toolScopes } from "./scopes";
import { TokenRejected, type AuthInfo, type AuthorizationSetup, type ServiceAuthPolicy } from "./types";

/**
 * The resource gate and metadata route of one service endpoint, or nothing when no tool of it
 * needs a token. Without an authorization setup (a host started without one, e.g. a benchmark)
 * tools that need a subject refuse every token: nothing acts for a person no one vouched for.
 */
export function serviceAuth(
  definition: ServiceDefinition<unknown>,
  endpointPath: string,
  deps: { setup?: AuthorizationSetup; baseUrl(): string; logger: Logger; serviceToken?: (token: string) => AuthInfo | undefined },
): { gate?: ResourceGate; routes: HttpRoute[] } {
  const policy = deps.setup ? deps.setup.policyFor(definition, endpointPath) : unconfigured(definition);
  if (!policy) return { routes: [] };
  const resource = () => `${deps.baseUrl()}${endpointPath}`;
  const path = metadataPath(endpointPath);
  const hasMetadata = policy.authorizationServers !== undefined;
  const gate = new ResourceGate(definition, policy, { resource, metadata: () => (hasMetadata ? `${deps.baseUrl()}${path}` : undefined) }, deps.logger, deps.serviceToken);
  const routes = hasMetadata ? [metadataRoute(path, () => protectedResourceMetadata(resource(), definition.title, policy))] : [];
  return { gate, routes };
}

function unconfigured(definition: ServiceDefinition<unknown>): ServiceAuthPolicy | undefined {
  const scopes = toolScopes(definition);
  if (scopes.size === 0) return undefined;
  return {
    verifier: {
      verify: () => Promise.reject(new TokenRejected("this host has no authorization server configured")),
    },
    required: (tool) => scopes.get(tool),
    scopesSupported: [...new Set([...scopes.values()].flat())].sort(),
  };
}
