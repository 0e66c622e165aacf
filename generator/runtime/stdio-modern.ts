import type { Logger } from "pino";
import type { ToolRunner } from "./dispatch";
import { errorJson, ModernCore } from "./protocol/core";
import { eraOf, isRefusal, modernEnvelope } from "./protocol/modern";
import type { LineTransport } from "./stdio-transport";

/**
 * The 2026-07-28 path over stdio (transports/stdio): a request whose `_meta` names a modern
 * version is answered here, statelessly, and never reaches the SDK `Server`, which keeps serving
 * the initialize handshake on the same process. The checks are the HTTP ones without the headers:
 * `_meta` fields (-32602 / -32022), then the method (-32601). notifications/cancelled for an
 * in-flight modern request aborts it (on stdio it is the cancel signal).
 */
export function interceptModern(transport: LineTransport, runner: ToolRunner, logger: Logger): (m: Record<string, unknown>) => boolean {
  const core = new ModernCore(runner, logger);
  const inFlight = new Map<string | number, AbortController>();
  const send = (json: string) => void transport.sendLine(json);
  return (m) => {
    if (m.method === "notifications/cancelled") {
      const params = m.params as { requestId?: string | number } | undefined;
      const controller = params?.requestId === undefined ? undefined : inFlight.get(params.requestId);
      controller?.abort(new Error("cancelled by the client"));
      return controller !== undefined;
    }
    if (typeof m.method !== "string" || eraOf(m, undefined) !== "modern") return false;
    if (m.id === undefined) return true; // no other client notification is defined for 2026-07-28
    const id = m.id as string | number; // checked by envelopeProblem()
    const idJson = JSON.stringify(id);
    const envelope = modernEnvelope(m.params);
    if (isRefusal(envelope)) return send(errorJson(idJson, envelope.code, envelope.message, envelope.data)), true;
    if (!core.serves(m.method, envelope.capabilities)) return send(errorJson(idJson, -32601, `Method not found: ${m.method.slice(0, 100)} (2026-07-28 serves ${core.methods(envelope.capabilities)})`)), true;
    const controller = new AbortController();
    inFlight.set(id, controller);
    const sink = {
      signal: controller.signal,
      notify: send,
      reply: (json: string) => {
        inFlight.delete(id);
        if (!controller.signal.aborted) send(json);
      },
    };
    core.serve({ id, method: m.method, params: m.params as Record<string, unknown> }, envelope, sink, { headers: {}, transport: "stdio" });
    return true;
  };
}
