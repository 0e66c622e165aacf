import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { loadConfig, type Clock } from "../../generator/runtime";
import { acquireStorage, type StorageLease } from "../../generator/platform/storage";
import { startTestHost, type TestHost } from "../helpers/host";
import type { ToolErrorBody } from "../helpers/http";
import { toolCalls } from "../helpers/tool-calls";
import { tempDataEnv } from "../helpers/data";

/** The freight service on a real host with an SDK client, and the process's shared storage. */
export interface FreightHarness {
  host: TestHost;
  client: Client;
  lease: StorageLease;
  tool<T = any>(name: string, args?: Record<string, unknown>): Promise<T>;
  refusal(name: string, args?: Record<string, unknown>): Promise<ToolErrorBody>;
  close(): Promise<void>;
}

export async function startFreight(env: Record<string, string>, opts: { clock?: Clock; headers?: Record<string, string> } = {}): Promise<FreightHarness> {
  const fullEnv = { MCPFORGE_JOBS_POLL_MS: "25", MCPFORGE_OUTBOUND_ALLOW: "loopback", ...env };
  const host = await startTestHost(["freight"], { env: fullEnv, clock: opts.clock });
  const client = await host.client("freight", opts.headers);
  const lease = await acquireStorage({ config: loadConfig(fullEnv), logger: pino({ level: "silent" }), clock: opts.clock ?? { now: () => new Date() } });
  return {
    host,
    client,
    lease,
    ...toolCalls(client),
    async close() {
      await lease.release();
      await host.close();
    },
  };
}

export interface PortalRequest {
  headers: IncomingMessage["headers"];
  body: any;
}

/**
 * A local stand-in for the operator's portal: records every inquiry POSTed to it and answers with
 * the status `respond` returns (default 201). `next()` resolves on the next request.
 */
export async function startPortal(respond: (n: number) => number = () => 201): Promise<{ url: string; received: PortalRequest[]; next(): Promise<PortalRequest>; close(): Promise<void> }> {
  const received: PortalRequest[] = [];
  let waiters: ((r: PortalRequest) => void)[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const r = { headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
      received.push(r);
      res.writeHead(respond(received.length)).end();
      const w = waiters;
      waiters = [];
      for (const f of w) f(r);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/inquiries`,
    received,
    next: () => new Promise((resolve) => waiters.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The freight service on the shipped content with a fresh data directory, started once for the calling describe block. */
export function useFreight(): () => FreightHarness {
  let h: FreightHarness;
  let data: ReturnType<typeof tempDataEnv>;
  beforeAll(async () => {
    data = tempDataEnv();
    h = await startFreight(data.env);
  });
  afterAll(async () => {
    await h?.close();
    data.cleanup();
  });
  return () => h;
}
