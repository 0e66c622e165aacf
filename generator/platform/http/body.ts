import type { Readable } from "node:stream";

/**
 * Reads at most `maxBytes` of a response body. Past the limit the stream is destroyed (the rest is
 * never downloaded) and `truncated` is true; a body of exactly `maxBytes` is not cut.
 */
export async function readBounded(stream: Readable, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (size + chunk.length > maxBytes) {
      chunks.push(chunk.subarray(0, maxBytes - size));
      discard(stream);
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

/**
 * Drops a body not read (a redirect's, or the rest past the limit). undici's body emits an
 * "error" event when destroyed; without a listener that event would crash the process.
 */
export function discard(stream: Readable): void {
  stream.on("error", () => undefined);
  stream.destroy();
}
