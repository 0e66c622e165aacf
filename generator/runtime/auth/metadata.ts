import type { HttpRoute } from "../service";
import type { ServiceAuthPolicy } from "./types";

/** RFC 9728 §3.1: the metadata of resource `https://h/p` lives at `https://h/.well-known/oauth-protected-resource/p`. */
export function metadataPath(endpointPath: string): string {
  return `/.well-known/oauth-protected-resource${endpointPath}`;
}

/** The protected resource metadata document of one service's endpoint. */
export function protectedResourceMetadata(resource: string, title: string, policy: ServiceAuthPolicy): Record<string, unknown> {
  return {
    resource,
    authorization_servers: [...(policy.authorizationServers?.() ?? [])],
    scopes_supported: [...policy.scopesSupported],
    bearer_methods_supported: ["header"],
    resource_name: title,
  };
}

/** GET (and HEAD) of the metadata; CORS-open so browser-based clients can discover it. */
export function metadataRoute(path: string, document: () => Record<string, unknown>): HttpRoute {
  return {
    prefix: path,
    handle(req, res) {
      const url = req.url ?? "";
      const q = url.indexOf("?");
      if ((q < 0 ? url : url.slice(0, q)) !== path) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "not_found" }));
        return;
      }
      if (req.method === "OPTIONS") {
        res.writeHead(204, { "access-control-allow-origin": "*", "access-control-allow-methods": "GET", "access-control-allow-headers": "mcp-protocol-version" }).end();
        return;
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { allow: "GET" }).end();
        return;
      }
      const body = JSON.stringify(document());
      res.writeHead(200, { "content-type": "application/json", "cache-control": "max-age=300", "access-control-allow-origin": "*", "content-length": Buffer.byteLength(body) });
      res.end(req.method === "HEAD" ? undefined : body);
    },
  };
}
