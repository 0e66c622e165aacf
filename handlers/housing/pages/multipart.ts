import type { IncomingMessage } from "node:http";
import { PageError } from "./kit";

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A `multipart/form-data` body (RFC 7578) of at most `maxBytes`: its text fields and files. The
 * whole body is read into memory first (bounded), then split on the boundary; anything malformed
 * is a 400 naming the problem, anything larger a 413.
 */
export async function readMultipart(req: IncomingMessage, maxBytes: number): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const type = req.headers["content-type"] ?? "";
  const b = /^multipart\/form-data;.*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(type);
  if (!b) {
    req.resume();
    throw new PageError(415, "Content-Type must be multipart/form-data with a boundary.");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new PageError(413, `The upload is larger than ${Math.floor(maxBytes / 1024)} KiB.`);
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const delimiter = Buffer.from(`--${b[1] ?? b[2]}`);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw new PageError(400, "The form body has no parts.");
  for (;;) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === "--") break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) throw new PageError(400, "The form body is cut short.");
    const part = body.subarray(start + 2, next - 2); // after CRLF, before CRLF--boundary
    const split = part.indexOf("\r\n\r\n");
    if (split < 0) throw new PageError(400, "A form part has no headers.");
    const headers = part.subarray(0, split).toString("utf8");
    const data = part.subarray(split + 4);
    const name = /content-disposition:[^\r\n]*;\s*name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) throw new PageError(400, "A form part has no name.");
    const filename = /content-disposition:[^\r\n]*;\s*filename="([^"]*)"/i.exec(headers)?.[1];
    if (filename !== undefined) files.push({ field: name, filename, contentType: /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? "", data: Buffer.from(data) });
    else if (Object.hasOwn(fields, name)) throw new PageError(400, `${name} is repeated.`);
    else fields[name] = data.toString("utf8");
    at = next;
  }
  return { fields, files };
}
