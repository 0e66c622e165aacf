import { request, type IncomingHttpHeaders } from "node:http";
import { mcpHeaders } from "../durability/writers";

export interface StreamingCall {
  /** The response headers (sent when the first notification switches the answer to SSE). */
  headers: Promise<IncomingHttpHeaders>;
  /** Resolves on the first `notifications/progress` of the call. */
  progressed: Promise<void>;
  /** The JSON-RPC result. */
  result: Promise<any>;
}

/**
 * tools/call with a progress token over raw node:http, reading the SSE answer as it streams:
 * wait_for_webhook sends its first progress notification once its first read found nothing and
 * it is subscribed, which is when a test may send the capture that must wake it.
 */
export function callStreaming(url: string, name: string, args: Record<string, unknown>): StreamingCall {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args, _meta: { progressToken: "p" } } });
  const u = new URL(url);
  let onHeaders!: (h: IncomingHttpHeaders) => void;
  let onProgress!: () => void;
  let onResult!: (r: any) => void;
  let onError!: (err: Error) => void;
  const headers = new Promise<IncomingHttpHeaders>((resolve) => (onHeaders = resolve));
  const progressed = new Promise<void>((resolve) => (onProgress = resolve));
  const result = new Promise<any>((resolve, reject) => {
    onResult = resolve;
    onError = reject;
  });
  const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: "POST", headers: { ...mcpHeaders(), "content-length": Buffer.byteLength(body) } }, (res) => {
    onHeaders(res.headers);
    let buffered = "";
    res.setEncoding("utf8");
    const handle = (message: any) => {
      if (message.method === "notifications/progress") onProgress();
      else if ("result" in message) onResult(message.result);
      else if ("error" in message) onError(new Error(`${name}: ${JSON.stringify(message.error)}`));
    };
    res.on("data", (chunk: string) => {
      buffered += chunk;
      if (!(res.headers["content-type"] ?? "").startsWith("text/event-stream")) return;
      let end: number;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const event = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const data = event
          .split("\n")
          .filter((l) => l.startsWith("data:"))
          .map((l) => l.slice(5).trim())
          .join("\n");
        if (data) handle(JSON.parse(data));
      }
    });
    res.on("end", () => {
      if (!(res.headers["content-type"] ?? "").startsWith("text/event-stream") && buffered) handle(JSON.parse(buffered));
      onError(new Error(`${name}: the answer ended without a result (HTTP ${res.statusCode})`));
    });
  });
  req.on("error", onError);
  req.end(body);
  return { headers, progressed, result };
}
