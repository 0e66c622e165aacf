import type { HttpRoute } from "mcpforge/runtime";
import type { GamesHandlers } from "../../generated/games/server";
import { checkQuery } from "../_shared/retrieval";
import type { GameDocs } from "./documents";

type DocTools = Pick<GamesHandlers, "search" | "fetch" | "get_more_tools">;

/** search and fetch over the documented id shapes, and get_more_tools. */
export function docTools(docs: GameDocs): DocTools {
  return {
    async search(args, ctx) {
      const q = checkQuery(args.query, "query");
      if (!q.ok) throw ctx.invalid({ path: "/query", message: q.message });
      const found = docs.search(q.text);
      const results = found.hits.map(({ doc }) => ({ id: doc.id, title: doc.title, url: docs.url(doc.id) }));
      return { results, match: found.match, ...(found.hint ? { hint: found.hint } : {}) };
    },
    async fetch(args, ctx) {
      const doc = await docs.fetch(args.id);
      if (!doc) {
        const hint = /^game_a:ban-rates$/.test(args.id) ? " game_a has no ban-phase export here; use get_tournament_stats (most-banned heroes of official drafts)." : " Use an id returned by search.";
        throw ctx.error("not_found", `No document has the id "${args.id.slice(0, 120)}".${hint}`);
      }
      return doc;
    },
    async get_more_tools() {
      return {
        available: false,
        message: "No additional tools: this server's seventeen tools (tools/list) are all it offers. Hero statistics, draft predictions, tournament records and the model ledger are covered by them.",
        tools: [],
      };
    },
  };
}

/** `GET /games/doc/<id>`: the document fetch returns, as JSON, at the url that search and fetch give. */
export function docRoute(docs: GameDocs): HttpRoute {
  return {
    prefix: "/games/doc/",
    async handle(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { allow: "GET, HEAD" }).end();
        return;
      }
      let id: string;
      try {
        id = decodeURIComponent((req.url ?? "").split("?")[0]!.slice("/games/doc/".length));
      } catch {
        res.writeHead(400, { "content-type": "text/plain" }).end("bad id encoding\n");
        return;
      }
      const doc = id.length <= 200 ? await docs.fetch(id) : null;
      if (!doc) {
        res.writeHead(404, { "content-type": "text/plain" }).end("no such document\n");
        return;
      }
      const body = Buffer.from(JSON.stringify(doc));
      res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
    },
  };
}
