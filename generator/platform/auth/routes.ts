import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { HttpRoute } from "../../runtime";
import type { Authorizer, Step } from "./authorize";
import type { Clients } from "./clients";
import type { KeyManager } from "./keys";
import type { AuthLimits } from "./limits";
import { errorPage, PAGE_HEADERS } from "./pages";
import type { Tokens } from "./tokens";
import { OAuthError, readParams, sendJson, str, uniqueParams } from "./util";

export interface ServerParts {
  issuer(): string;
  scopes(): string[];
  authorizer: Authorizer;
  clients: Clients;
  tokens: Tokens;
  keys: KeyManager;
  limits: AuthLimits;
  logger: Logger;
}

/** RFC 8414 metadata of the built-in server. */
export function serverMetadata(p: Pick<ServerParts, "issuer" | "scopes">): Record<string, unknown> {
  const i = p.issuer();
  return {
    issuer: i,
    authorization_endpoint: `${i}/oauth/authorize`,
    token_endpoint: `${i}/oauth/token`,
    registration_endpoint: `${i}/oauth/register`,
    revocation_endpoint: `${i}/oauth/revoke`,
    jwks_uri: `${i}/oauth/jwks.json`,
    scopes_supported: p.scopes(),
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse, p: ServerParts) => Promise<void>;

const CORS = { "access-control-allow-origin": "*" };

const handlers: Record<string, Partial<Record<string, Handler>>> = {
  "/.well-known/oauth-authorization-server": { GET: async (_q, res, p) => sendJson(res, 200, serverMetadata(p), CORS) },
  "/.well-known/openid-configuration": { GET: async (_q, res, p) => sendJson(res, 200, serverMetadata(p), CORS) },
  "/oauth/jwks.json": { GET: async (_q, res, p) => sendJson(res, 200, await p.keys.jwks(), { ...CORS, "cache-control": "max-age=300" }) },
  "/oauth/register": {
    POST: async (req, res, p) => {
      p.limits.register(req);
      sendJson(res, 201, await p.clients.register(await readParams(req)), CORS);
    },
  },
  "/oauth/authorize": {
    GET: async (req, res, p) => answer(res, await p.authorizer.start(uniqueParams(new URL(req.url ?? "/", "http://x").searchParams))),
    POST: async (req, res, p) => answer(res, await p.authorizer.step(await readParams(req), (email) => p.limits.mail(req, email))),
  },
  "/oauth/token": { POST: async (req, res, p) => sendJson(res, 200, await token(await readParams(req), p), { ...CORS, pragma: "no-cache" }) },
  "/oauth/revoke": {
    POST: async (req, res, p) => {
      await p.tokens.revoke(str(await readParams(req), "token", true)!);
      sendJson(res, 200, {}, CORS);
    },
  },
};

async function token(params: Record<string, unknown>, p: ServerParts): Promise<unknown> {
  const grant = str(params, "grant_type", true);
  const client_id = str(params, "client_id");
  const resource = str(params, "resource");
  if (grant === "authorization_code") return p.tokens.exchangeCode({ code: str(params, "code", true)!, client_id, redirect_uri: str(params, "redirect_uri"), code_verifier: str(params, "code_verifier"), resource });
  if (grant === "refresh_token") return p.tokens.refresh({ refresh_token: str(params, "refresh_token", true)!, client_id, resource });
  throw new OAuthError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token");
}

function answer(res: ServerResponse, step: Step): void {
  if ("redirect" in step) {
    res.writeHead(302, { location: step.redirect, "cache-control": "no-store" }).end();
    return;
  }
  res.writeHead(step.status ?? 200, PAGE_HEADERS).end(step.page);
}

/** The built-in server's routes, mounted on the host beside the MCP endpoints. */
export function serverRoutes(parts: ServerParts): HttpRoute[] {
  return Object.entries(handlers).map(([path, methods]) => ({
    prefix: path,
    async handle(req: IncomingMessage, res: ServerResponse) {
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      if ((q < 0 ? url : url.slice(0, q)) !== path) return sendJson(res, 404, { error: "not_found" });
      if (req.method === "OPTIONS") return void res.writeHead(204, { ...CORS, "access-control-allow-methods": "GET, POST", "access-control-allow-headers": "content-type, authorization, mcp-protocol-version" }).end();
      const h = methods[req.method ?? ""];
      if (!h) return void res.writeHead(405, { allow: Object.keys(methods).join(", ") }).end();
      try {
        await h(req, res, parts);
      } catch (err) {
        if (!(err instanceof OAuthError)) {
          parts.logger.error({ err, path }, "authorization server request failed");
          err = new OAuthError("server_error", "internal error", 500);
        }
        const e = err as OAuthError;
        if (path === "/oauth/authorize") return void res.writeHead(e.status === 401 ? 400 : e.status, PAGE_HEADERS).end(errorPage(e.description));
        sendJson(res, e.status, { error: e.error, error_description: e.description }, CORS);
      }
    },
  }));
}
