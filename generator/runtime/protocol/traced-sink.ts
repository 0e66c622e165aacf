import type { Operation } from "../telemetry/operation";
import { endOnce } from "../telemetry/reply";
import type { ModernSink } from "./core";

/**
 * A modern request's sink that ends its operation with the first reply (a JSON-RPC error's code is
 * its error.type), or when the client goes away unanswered (a subscriptions/listen stream that the
 * client closes). Only built while telemetry is on.
 */
export function tracedSink(sink: ModernSink, op: Operation, idJson: string): ModernSink {
  const end = endOnce(op, idJson);
  sink.signal.addEventListener("abort", () => end(), { once: true });
  return {
    reply(json) {
      end(json);
      sink.reply(json);
    },
    refuse: sink.refuse
      ? (status, json) => {
          end(json);
          sink.refuse!(status, json);
        }
      : undefined,
    notify: (json) => sink.notify(json),
    get signal() {
      return sink.signal;
    },
  };
}
