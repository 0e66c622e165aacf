import { MCP_HEADERS } from "./load";

/** POSTs one JSON-RPC message and returns the JSON-RPC response, from a JSON or an SSE body. */
export async function postRpc(url: string, body: string, headers: Record<string, string> = MCP_HEADERS): Promise<{ status: number; message: Record<string, unknown> | null }> {
  const res = await fetch(url, { method: "POST", headers, body });
  const text = await res.text();
  if (!text) return { status: res.status, message: null };
  if ((res.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    // The last `data:` line carrying a response (notifications may come first).
    const datas = text
      .split("\n")
      .filter((l) => l.startsWith("data:"))
      .map((l) => l.slice(5).trim())
      .filter(Boolean)
      .map((d) => JSON.parse(d) as Record<string, unknown>);
    return { status: res.status, message: datas.reverse().find((d) => "result" in d || "error" in d) ?? null };
  }
  return { status: res.status, message: JSON.parse(text) as Record<string, unknown> };
}

/** Key order-insensitive deep equality of JSON values. */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (v && typeof v === "object") {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}
