import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttps, type Server as HttpsServer } from "node:https";
import { createServer as createHttp, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestHost, type TestHost } from "../helpers/host";
import { toolError, type ToolErrorBody } from "../helpers/http";
import { createTestDatabase, type TestDatabase } from "../storage/databases";

/** The payments service on a real host (127.0.0.1:0) with an SDK client over streamable HTTP. */
export interface PaymentsHarness {
  host: TestHost;
  client: Client;
  database: TestDatabase;
  tool<T = any>(name: string, args: Record<string, unknown>): Promise<T>;
  refusal(name: string, args: Record<string, unknown>): Promise<ToolErrorBody>;
  close(): Promise<void>;
}

export async function startPayments(env: Record<string, string>, database?: TestDatabase): Promise<PaymentsHarness> {
  const db = database ?? (await createTestDatabase("sqlite"));
  const dataDir = mkdtempSync(join(tmpdir(), "payments-data-"));
  const host = await startTestHost(["payments"], { env: { ...db.env, MCPFORGE_DATA_DIR: dataDir, ...env } });
  const client = await host.client("payments");
  return {
    host,
    client,
    database: db,
    async tool(name, args) {
      const r = await client.callTool({ name, arguments: args });
      if (r.isError) throw new Error(`${name} was refused: ${JSON.stringify(toolError(r))}`);
      return r.structuredContent as any;
    },
    async refusal(name, args) {
      const r = await client.callTool({ name, arguments: args });
      if (!r.isError) throw new Error(`${name} should have been refused but returned ${JSON.stringify(r.structuredContent)}`);
      return toolError(r);
    },
    async close() {
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (!database) await db.drop();
    },
  };
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Site {
  origin: string;
  port: number;
  /** Requests received, in order (method and path). */
  requests: string[];
  close(): Promise<void>;
}

function track(server: Server | HttpsServer, requests: string[], handler: Handler): void {
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
}

async function listen(server: Server | HttpsServer, host: string, scheme: string, requests: string[]): Promise<Site> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `${scheme}://${host}:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A real node:http server on `host` (default 127.0.0.1) and a free port. */
export async function startSite(handler: Handler, host = "127.0.0.1"): Promise<Site> {
  const requests: string[] = [];
  const server = createHttp();
  track(server, requests, handler);
  return listen(server, host, "http", requests);
}

/** A self-signed certificate for 127.0.0.1 made by the real openssl; `caFile` is its PEM on disk. */
export function testCertificate(): { key: Buffer; cert: Buffer; caFile: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), "payments-tls-"));
  execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")], { stdio: "ignore" });
  return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")), caFile: join(dir, "cert.pem"), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A real HTTPS server on 127.0.0.1 with the test certificate. */
export async function startHttpsSite(tls: { key: Buffer; cert: Buffer }, handler: Handler): Promise<Site> {
  const requests: string[] = [];
  const server = createHttps({ key: tls.key, cert: tls.cert });
  track(server, requests, handler);
  return listen(server, "127.0.0.1", "https", requests);
}

/** An x402 v1 challenge: HTTP 402 with `{x402Version: 1, accepts}` in the body. */
export function v1Challenge(res: ServerResponse, requirement: Record<string, unknown>): void {
  const body = JSON.stringify({ x402Version: 1, error: "X-PAYMENT header is required", accepts: [requirement] });
  res.writeHead(402, { "content-type": "application/json" }).end(body);
}

/** An x402 v2 challenge: HTTP 402 with the base64 JSON PAYMENT-REQUIRED header. */
export function v2Challenge(res: ServerResponse, requirement: Record<string, unknown>, url: string): void {
  const doc = { x402Version: 2, error: "Payment required", resource: { url, description: "test resource", mimeType: "application/json" }, accepts: [requirement] };
  res.writeHead(402, { "payment-required": Buffer.from(JSON.stringify(doc)).toString("base64"), "content-type": "application/json" }).end("{}");
}
