import { WebSocket } from "undici";

/**
 * Live JS heap of another Node process, measured right after a full garbage collection, through
 * its inspector (the process runs with `--inspect=127.0.0.1:0`; `wsUrl` is the
 * "Debugger listening on ws://…" address it prints on stderr). RSS alone cannot tell a leak from
 * garbage V8 has not collected yet: on a busy machine the concurrent marker lags and RSS climbs.
 */
export async function liveHeapAfterGc(wsUrl: string): Promise<number> {
  const ws = new WebSocket(wsUrl);
  const replies = new Map<number, (result: Record<string, unknown>) => void>();
  ws.addEventListener("message", (event) => {
    const msg = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown> };
    if (msg.id !== undefined) replies.get(msg.id)?.(msg.result ?? {});
  });
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener("open", () => resolve());
    ws.addEventListener("error", () => reject(new Error(`inspector at ${wsUrl} refused the connection`)));
  });
  let next = 0;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = ++next;
      replies.set(id, resolve);
      ws.send(JSON.stringify({ id, method }));
    });
  try {
    await call("HeapProfiler.collectGarbage");
    const usage = await call("Runtime.getHeapUsage");
    return Number(usage.usedSize);
  } finally {
    ws.close();
  }
}

/** Resolves with the inspector address a process started with `--inspect` prints on stderr. */
export function inspectorUrl(stderr: NodeJS.ReadableStream, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    let found = false;
    const timer = setTimeout(() => reject(new Error(`no 'Debugger listening on' line on stderr: ${text.slice(-500)}`)), timeoutMs);
    // Keeps draining stderr afterwards, so the child never blocks on a full pipe.
    stderr.on("data", (d: Buffer) => {
      if (found) return;
      text += d.toString();
      const m = /Debugger listening on (ws:\/\/\S+)/.exec(text);
      if (m) {
        found = true;
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
  });
}
