import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A ULID (ulid/spec): 48-bit millisecond time then 80 random bits, Crockford base32, 26 characters. */
export function ulid(now: Date): string {
  let time = now.getTime();
  let head = "";
  for (let i = 0; i < 10; i++) {
    head = ALPHABET[time % 32] + head;
    time = Math.floor(time / 32);
  }
  const bytes = randomBytes(16);
  let tail = "";
  for (let i = 0; i < 16; i++) tail += ALPHABET[bytes[i] % 32];
  return head + tail;
}
