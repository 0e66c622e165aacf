import type { ImportContext } from "./context";

/** `listPets`, `List-Pets`, `GET /pets/{petId}` → `list_pets`, `get_pets_pet_id`. */
export function snakeCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .toLowerCase();
}

/** A tool name from operationId, or method + path; at most 64 characters of [a-z0-9_]. */
export function toolName(method: string, path: string, operationId: unknown): string {
  const base = typeof operationId === "string" && snakeCase(operationId) ? snakeCase(operationId) : snakeCase(`${method} ${path}`);
  const name = /^[a-z]/.test(base) ? base : `op_${base}`;
  return name.slice(0, 64).replace(/_+$/, "");
}

/**
 * Names are deduplicated in document order: the second `list_pets` becomes `list_pets_2`, with a
 * warning at its operation, so no operation is lost.
 */
export class NameRegistry {
  private readonly used = new Set<string>();
  constructor(private readonly ctx: ImportContext) {}

  claim(name: string, at: string): string {
    let unique = name;
    for (let n = 2; this.used.has(unique); n++) unique = `${name.slice(0, 60)}_${n}`;
    if (unique !== name) this.ctx.warn(at, `tool name "${name}" is taken by an earlier operation: this one is "${unique}"`);
    this.used.add(unique);
    return unique;
  }
}

/** `Pet Store API` → `pet-store-api` (the manifest's slug pattern: ^[a-z][a-z0-9-]{0,31}$). */
export function slugOf(title: string): string {
  const slug = snakeCase(title).replace(/_/g, "-").slice(0, 32).replace(/-+$/, "");
  return /^[a-z]/.test(slug) ? slug : `api-${slug}`.slice(0, 32).replace(/-+$/, "");
}

/** Tag → handler group (`Pet Owners` → `pet_owners`), or undefined when it makes no identifier. */
export function groupOf(tag: unknown): string | undefined {
  if (typeof tag !== "string") return undefined;
  const g = snakeCase(tag);
  return /^[a-z][a-z0-9_]*$/.test(g) ? g : undefined;
}

/** HTTP status → error code of the manifest's catalog. */
const STATUS_CODES: Record<string, string> = {
  "400": "bad_request",
  "401": "unauthorized",
  "402": "payment_required",
  "403": "forbidden",
  "404": "not_found",
  "405": "method_not_allowed",
  "406": "not_acceptable",
  "408": "request_timeout",
  "409": "conflict",
  "410": "gone",
  "412": "precondition_failed",
  "413": "payload_too_large",
  "415": "unsupported_media_type",
  "422": "unprocessable_entity",
  "423": "locked",
  "429": "rate_limited",
  "500": "upstream_error",
  "501": "upstream_not_implemented",
  "502": "bad_gateway",
  "503": "unavailable",
  "504": "upstream_timeout",
  "4XX": "client_error",
  "5XX": "upstream_error",
  default: "upstream_error",
};

export function errorCodeOf(status: string): string {
  return STATUS_CODES[status.toUpperCase() === "DEFAULT" ? "default" : status.toUpperCase()] ?? `http_${status.toLowerCase()}`;
}
