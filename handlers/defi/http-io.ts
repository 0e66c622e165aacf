import type { IncomingMessage, ServerResponse } from "node:http";
import { USER_HEADER } from "./identity";

/** Small JSON-over-HTTP helpers of the DeFi routes. */
const MAX_BODY = 16 * 1024;

export function headerUser(req: IncomingMessage): string | undefined {
  const v = req.headers[USER_HEADER];
  return Array.isArray(v) ? v[0] : v;
}

export type Body = { ok: true; value: Record<string, unknown> } | { ok: false; status: number; message: string };

export function readJson(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on("error", () => resolve({ ok: false, status: 400, message: "request body could not be read" }));
    req.on("end", () => {
      if (size > MAX_BODY) return resolve({ ok: false, status: 413, message: `body larger than ${MAX_BODY} bytes` });
      const text = Buffer.concat(chunks).toString("utf8").trim();
      if (text === "") return resolve({ ok: true, value: {} });
      try {
        const v: unknown = JSON.parse(text);
        if (v === null || typeof v !== "object" || Array.isArray(v)) return resolve({ ok: false, status: 400, message: "body must be a JSON object" });
        resolve({ ok: true, value: v as Record<string, unknown> });
      } catch {
        resolve({ ok: false, status: 400, message: "body is not valid JSON" });
      }
    });
  });
}

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), "cache-control": "no-store", ...headers }).end(text);
}
