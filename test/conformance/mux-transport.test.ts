import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { MuxTransport } from "../../generator/runtime/http/mux-transport";

/**
 * The transport behind each service's SDK `Server`: attached on first need, never forwarding a
 * client's notifications/cancelled (its requestId is the client's id, not one of ours).
 */
function attachedMux(): { mux: MuxTransport; seen: JSONRPCMessage[]; attaches: number[] } {
  const seen: JSONRPCMessage[] = [];
  const attaches: number[] = [];
  const mux = new MuxTransport((t) => {
    attaches.push(1);
    t.onmessage = (m) => void seen.push(m);
  });
  return { mux, seen, attaches };
}

const sink = { reply: () => undefined, notify: () => undefined };

test("the Server is attached on the first forwarded request, once", () => {
  const { mux, seen, attaches } = attachedMux();
  expect(attaches).toHaveLength(0);
  mux.forwardRequest({ id: 7, method: "ping" }, sink, {});
  mux.forwardRequest({ id: 7, method: "ping" }, sink, {});
  expect(attaches).toHaveLength(1);
  // Each request reaches the Server under its own mux id, whatever the client's id.
  expect(seen.map((m) => (m as { id: number }).id)).toEqual([1, 2]);
});

test("client notifications reach an attached Server, except notifications/cancelled", () => {
  const { mux, seen } = attachedMux();
  mux.forwardNotification({ jsonrpc: "2.0", method: "notifications/initialized" });
  expect(seen).toHaveLength(0); // no Server yet: nothing it could change
  mux.forwardRequest({ id: 1, method: "ping" }, sink, {});
  mux.forwardNotification({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } });
  mux.forwardNotification({ jsonrpc: "2.0", method: "notifications/initialized" });
  expect(seen.map((m) => (m as { method: string }).method)).toEqual(["ping", "notifications/initialized"]);
});

test("a reply goes back under the client's own id; a cancelled request's reply is dropped", async () => {
  const { mux } = attachedMux();
  const replies: Record<string, unknown>[] = [];
  const cancel = mux.forwardRequest({ id: "client-a", method: "ping" }, { reply: (m) => void replies.push(m), notify: () => undefined }, {});
  mux.forwardRequest({ id: "client-b", method: "ping" }, { reply: (m) => void replies.push(m), notify: () => undefined }, {});
  cancel();
  await mux.send({ jsonrpc: "2.0", id: 1, result: {} });
  await mux.send({ jsonrpc: "2.0", id: 2, result: {} });
  expect(replies).toEqual([{ jsonrpc: "2.0", id: "client-b", result: {} }]);
});
