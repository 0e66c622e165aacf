import type { IncomingMessage, ServerResponse } from "node:http";
import type { CommsDeps } from "./deps";
import { principalForKey, type Principal } from "./guard";
import type { Scope } from "./keys";

/** A JSON answer of the service's own HTTP routes (never cached: every answer depends on the key). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  headOnly = false,
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(headOnly ? undefined : text);
}

/**
 * The caller of a GET route: `Authorization: Bearer <key>` of an active key holding `scope`. On
 * refusal the answer is sent (405 for other methods, 401, 403) and undefined returned.
 */
export async function routeCaller(
  deps: CommsDeps,
  req: IncomingMessage,
  res: ServerResponse,
  scope: Scope,
): Promise<Principal | undefined> {
  req.resume();
  if (req.method !== "GET" && req.method !== "HEAD") {
    sendJson(
      res,
      405,
      { error: "method_not_allowed", message: "This address is read-only: GET." },
      { Allow: "GET, HEAD" },
    );
    return undefined;
  }
  const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
  const who = m ? await principalForKey(deps, m[1]) : undefined;
  if (!who) {
    sendJson(
      res,
      401,
      {
        error: "unauthorized",
        message: "Present an active API key of this organization as 'Authorization: Bearer <key>'.",
      },
      { "WWW-Authenticate": 'Bearer realm="comms"' },
    );
    return undefined;
  }
  if (!who.scopes.includes(scope)) {
    sendJson(res, 403, { error: "forbidden", message: `This address needs the ${scope} scope.` });
    return undefined;
  }
  return who;
}

/** The path segments after `prefix`, decoded; null when one is not valid percent-encoding. */
export function pathSegments(req: IncomingMessage, prefix: string): string[] | null {
  try {
    return (req.url ?? "/").split("?")[0].slice(prefix.length).split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
}
