import type { Operation } from "../telemetry/operation";
import { endWith, outcomeOfJson } from "../telemetry/reply";
import type { ModernSink } from "./core";

/**
 * A modern request's sink that ends its operation with the first reply (a JSON-RPC error's code is
 * its error.type), or when the client goes away unanswered (a subscriptions/listen stream that the
 * client closes). Only built while telemetry is on.
 */
export function tracedSink(sink: ModernSink, op: Operation, idJson: string): ModernSink {
  let ended = false;
  const end = (json: string | undefined) => {
    if (ended) return;
    ended = true;
    endWith(op, json === undefined ? undefined : outcomeOfJson(json, idJson));
  };
  sink.signal.addEventListener("abort", () => end(undefined), { once: true });
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
