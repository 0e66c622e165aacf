import { connect, type Socket } from "node:net";

/** A raw TCP connection to `port` on 127.0.0.1, resolved once connected. */
export function openSocket(port: number, localAddress?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress }, () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Resolves with everything the peer sent once the socket closes (errors count as closing). */
export function closedWith(socket: Socket): Promise<string> {
  let received = "";
  socket.on("data", (c: Buffer) => (received += c.toString("latin1")));
  socket.on("error", () => undefined);
  return new Promise((resolve) => socket.once("close", () => resolve(received)));
}

/** Resolves with the next chunk the peer sends. */
export function nextData(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once("data", (c: Buffer) => resolve(c.toString("latin1"))));
}

/** A complete HTTP/1.1 JSON POST as raw text (keep-alive). */
export function rawPost(path: string, port: number, body: string): string {
  return `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}
