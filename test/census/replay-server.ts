import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

/**
 * A local stand-in for api.census.gov/data that replays recorded response shapes
 * (fixtures/recorded.json explains them). Keys: "good-key" answers, "bad-key" gets the Invalid
 * Key page, "busy-key" gets a 503; no key is redirected to the Missing Key page.
 */
interface Fixture {
  variables: Record<string, Record<string, unknown>>;
  geographies: ({ geo: Record<string, string> } & Record<string, unknown>)[];
}

const RECORDED = JSON.parse(readFileSync(join(__dirname, "fixtures", "recorded.json"), "utf8")) as Record<string, Fixture>;
const GEO_ORDER = ["state", "county", "tract", "place"];

export interface Replay {
  base: string;
  /** Data and metadata requests received (the missing-key page excluded). */
  requests: URL[];
  close(): Promise<void>;
}

export async function startReplay(): Promise<Replay> {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://replay");
    if (url.pathname === "/data/missing_key.html") return void res.writeHead(200, { "content-type": "text/html" }).end("<html><body><h1>Missing Key</h1><p>A valid <em>key</em> must be included with each data API request.</p></body></html>");
    requests.push(url);
    const key = url.searchParams.get("key");
    if (!key) return void res.writeHead(302, { location: "/data/missing_key.html" }).end();
    if (key === "bad-key") {
      return void res.writeHead(200, { "content-type": "text/html", "x-datawebapi-keyerror": "You included a key with this request, however, it is not valid." }).end('<div class="flex-container content"><h1>Invalid Key</h1><p>A valid <em>key</em> must be included with each data API request. You included a key with this request, however, it is not valid.</p></div>');
    }
    if (key === "busy-key") return void res.writeHead(503, { "content-type": "text/html" }).end("<html><body>Service Unavailable</body></html>");
    const m = /^\/data\/(\d{4})\/(.+?)(?:\/variables\/([^/]+)\.json)?$/.exec(url.pathname);
    const fixture = m ? RECORDED[`${m[2]}/${m[1]}`] : undefined;
    if (!m || !fixture) return void res.writeHead(404, { "content-type": "text/html" }).end("<html><body><h1>404 Not Found</h1></body></html>");
    if (m[3]) {
      const v = fixture.variables[m[3]];
      return v ? void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(v, null, 2)) : void res.writeHead(404, { "content-type": "text/html" }).end("<html><body><h1>404 Not Found</h1></body></html>");
    }
    const get = (url.searchParams.get("get") ?? "").split(",");
    for (const v of get) {
      if (v !== "NAME" && !fixture.geographies.some((g) => v in g)) return void res.writeHead(400, { "content-type": "text/plain" }).end(`error: unknown variable '${v}'`);
    }
    const [level, codes] = (url.searchParams.get("for") ?? "").split(":");
    const parents = Object.fromEntries((url.searchParams.get("in") ?? "").split(" ").filter(Boolean).map((p) => p.split(":")));
    const geoCols = [...GEO_ORDER.filter((g) => g in parents), level];
    if (!GEO_ORDER.includes(level) || (level === "county" && Object.keys(parents).some((p) => p !== "state"))) {
      return void res.writeHead(400, { "content-type": "text/plain" }).end("error: unknown/unsupported geography hierarchy");
    }
    const wanted = codes === "*" ? null : codes.split(",");
    const rows = fixture.geographies.filter(
      (g) => Object.keys(g.geo).length === geoCols.length && geoCols.every((c) => c in g.geo) && Object.entries(parents).every(([k, v]) => g.geo[k] === v) && (!wanted || wanted.includes(g.geo[level])),
    );
    if (rows.length === 0) return void res.writeHead(204).end();
    const table = [[...get, ...geoCols], ...rows.map((g) => [...get.map((v) => (g[v] as string | undefined) ?? null), ...geoCols.map((c) => g.geo[c])])];
    res.writeHead(200, { "content-type": "application/json;charset=utf-8" }).end(`[${table.map((r) => JSON.stringify(r)).join(",\n")}]`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}/data`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
