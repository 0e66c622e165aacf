import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { HttpRoute } from "mcpforge/runtime";
import { OAuthError, readParams } from "mcpforge/platform/auth/util";
import { esc, page, PAGE_HEADERS, type PageOptions } from "./html";
import type { Session, Sessions } from "./sessions";

/** One request to a page: the parsed URL, the path segments after the route's prefix, the session. */
export interface PageRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Decoded segments after the prefix (`/housing/drafts/<id>/publish` → [id, "publish"]). */
  rest: string[];
}

/** A refusal that ends the request with a page: 400, 403, 404, 405, 413, 415. */
export class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What every page module uses: rendering, PRG redirects, sign-in gate, forms with CSRF. */
export class PageKit {
  constructor(readonly sessions: Sessions) {}

  send(res: ServerResponse, status: number, o: PageOptions): void {
    const html = page(o);
    res.writeHead(status, { ...PAGE_HEADERS, "content-length": Buffer.byteLength(html) }).end(html);
  }

  /** 303 See Other: after every POST, and to the sign-in page. */
  redirect(res: ServerResponse, location: string): void {
    res.writeHead(303, { location, "cache-control": "no-store", "content-length": 0 }).end();
  }

  /** The signed-in session, or undefined after redirecting to sign-in (GET) or refusing (POST). */
  async signedIn(r: PageRequest): Promise<(Session & { subject: string }) | undefined> {
    const session = await this.sessions.find(r.req);
    if (session?.subject) return session as Session & { subject: string };
    if (r.req.method === "GET") this.redirect(r.res, `/housing/sign-in?next=${encodeURIComponent(r.url.pathname + r.url.search)}`);
    else throw new PageError(403, "You are not signed in (or your session ended). Sign in and try again.");
    return undefined;
  }

  /** The POSTed form; refused (403) unless its `csrf` field is the session's token. */
  async form(r: PageRequest, session: Session): Promise<Record<string, string>> {
    const params = await readParams(r.req).catch((err: unknown) => {
      throw err instanceof OAuthError ? new PageError(err.status, err.description) : err;
    });
    if (!this.sessions.csrfMatches(session, params.csrf)) throw new PageError(403, "This form has expired or did not come from this site. Reload the page and try again.");
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(params)) if (typeof v === "string") out[k] = v;
    return out;
  }
}

export type PageHandler = (r: PageRequest) => Promise<void>;

/**
 * An HttpRoute serving `prefix` with one handler per method. Refusals become pages with their
 * status; anything unexpected is logged and answered 500 without details.
 */
export function pageRoute(prefix: string, methods: Partial<Record<"GET" | "POST", PageHandler>>, kit: PageKit, logger: Logger): HttpRoute {
  const exact = !prefix.endsWith("/");
  return {
    prefix,
    async handle(req, res) {
      const url = new URL(req.url ?? "/", "http://pages.invalid");
      const tail = url.pathname.slice(prefix.length);
      try {
        if (exact && tail !== "") throw new PageError(404, "There is no page at this address.");
        const handler = methods[req.method as "GET" | "POST"];
        if (!handler) {
          req.resume();
          res.setHeader("allow", Object.keys(methods).join(", "));
          throw new PageError(405, `This page answers ${Object.keys(methods).join(" and ")} only.`);
        }
        let rest: string[];
        try {
          rest = tail ? tail.split("/").map(decodeURIComponent) : [];
        } catch {
          throw new PageError(404, "There is no page at this address.");
        }
        await handler({ req, res, url, rest });
      } catch (err) {
        if (res.headersSent) return void res.destroy();
        const e = err instanceof PageError ? err : new PageError(500, "Something went wrong on our side. Try again later.");
        if (!(err instanceof PageError)) logger.error({ err, path: url.pathname }, "housing page failed");
        kit.send(res, e.status, { title: TITLES[e.status] ?? "Not possible", body: `<p class="problem" role="alert">${esc(e.message)}</p><p><a href="/housing/landlord">Back to the housing pages</a></p>` });
      }
    },
  };
}

const TITLES: Record<number, string> = { 403: "Not allowed", 404: "Not found", 405: "Not allowed", 413: "Too large", 429: "Too many requests", 500: "Something went wrong" };
