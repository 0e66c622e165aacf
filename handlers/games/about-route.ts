import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { HttpRoute } from "mcpforge/runtime";

/**
 * `GET /games/about`: the provenance of the games data (data/games/README.md as text/markdown),
 * the page every `source_url` of a result computed from the sample dataset points to.
 */
export function aboutRoute(dataDir: string, fallback: string): HttpRoute {
  // A packed service (mcpforge pack) ships imported files only: then the roster files' own notes.
  const body = existsSync(join(dataDir, "README.md")) ? readFileSync(join(dataDir, "README.md")) : Buffer.from(fallback);
  return {
    prefix: "/games/about",
    handle(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { allow: "GET, HEAD" }).end();
        return;
      }
      res.writeHead(200, { "content-type": "text/markdown; charset=utf-8", "content-length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
    },
  };
}
