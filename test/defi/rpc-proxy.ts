import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { useVenueChain, type VenueChain } from "./evm-venue";

type Mode = { kind: "hold"; release: Promise<void>; arrived: () => void } | { kind: "drop" };

/**
 * A JSON-RPC proxy in front of the local EVM node that the tests steer per method: `hold` keeps a
 * request until the test releases it (and tells it the request arrived), `drop` forwards it to the
 * node and then cuts the connection without answering (the node got it; the caller cannot know).
 * It records every request, so tests count broadcasts.
 */
export interface RpcProxy {
  url: string;
  requests: { method: string; params: unknown[] }[];
  /** Holds the next `method` call; resolves `arrived` when it comes in, forwards it on `release()`. */
  hold(method: string): { arrived: Promise<void>; release: () => void };
  /** Forwards the next `method` call, then drops the connection unanswered. */
  drop(method: string): void;
  close(): void;
}

export function startRpcProxy(upstream: string): Promise<RpcProxy> {
  const modes = new Map<string, Mode>();
  const requests: { method: string; params: unknown[] }[] = [];
  const forward = (body: string) => fetch(upstream, { method: "POST", headers: { "content-type": "application/json" }, body }).then((r) => r.text());
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      void (async () => {
        const { method, params } = JSON.parse(body) as { method: string; params: unknown[] };
        requests.push({ method, params });
        const mode = modes.get(method);
        modes.delete(method);
        if (mode?.kind === "hold") {
          mode.arrived();
          await mode.release;
        }
        const answer = await forward(body);
        if (mode?.kind === "drop") return void req.socket.destroy();
        res.writeHead(200, { "content-type": "application/json" }).end(answer);
      })();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        requests,
        hold(method) {
          let arrived!: () => void;
          let release!: () => void;
          const arrivedP = new Promise<void>((r) => (arrived = r));
          modes.set(method, { kind: "hold", arrived, release: new Promise<void>((r) => (release = r)) });
          return { arrived: arrivedP, release };
        },
        drop(method) {
          modes.set(method, { kind: "drop" });
        },
        close() {
          server.closeAllConnections();
          server.close();
        },
      }),
    ),
  );
}

/**
 * For a test file: the local venue chain (evm-venue.ts) and an RPC proxy in front of it, started
 * once before all its tests and stopped after. Read them inside tests.
 */
export function useChainBehindProxy(): () => { venues: VenueChain; proxy: RpcProxy } {
  const venues = useVenueChain();
  let proxy: RpcProxy | undefined;
  beforeAll(async () => {
    proxy = await startRpcProxy(venues().chain.url);
  });
  afterAll(() => proxy?.close());
  return () => {
    if (!proxy) throw new Error("useChainBehindProxy: only inside a test");
    return { venues: venues(), proxy };
  };
}
