/** A JSON Pointer reference token (RFC 6901): `~` → `~0`, `/` → `~1`. Shared by the runtime and the generator's diagnostics. */
export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, "~0").replace(/\//g, "~1");
}
