import { UiSessionStore } from "../../generator/runtime/http/ui-sessions";

/** The session store of 2025-era MCP Apps clients over HTTP (generator/runtime/http/ui-sessions.ts): bounded, expiring. */
test("a session lives while used, expires when idle, and ends when closed", () => {
  let now = 0;
  const store = new UiSessionStore(() => now, 10, 1000);
  const id = store.open();
  expect(id).toMatch(/^[\x21-\x7e]+$/); // visible ASCII, as the transport spec requires
  now = 900;
  expect(store.touch(id)).toBe(true);
  now = 1800; // 900 ms after its last use
  expect(store.touch(id)).toBe(true);
  now = 2801;
  expect(store.touch(id)).toBe(false);
  expect(store.size).toBe(0);
  const other = store.open();
  expect(store.close(other)).toBe(true);
  expect(store.touch(other)).toBe(false);
  expect(store.close(other)).toBe(false);
});

test("at most `max` sessions: a new one drops the least recently used, and expired ones go first", () => {
  let now = 0;
  const store = new UiSessionStore(() => now, 3, 1000);
  const [a, b, c] = [store.open(), store.open(), store.open()];
  expect(store.touch(a)).toBe(true); // b is now the least recently used
  const d = store.open();
  expect(store.size).toBe(3);
  expect([store.touch(b), store.touch(c), store.touch(a), store.touch(d)]).toEqual([false, true, true, true]);
  now = 5000; // all three idle too long: a new session finds them gone
  store.open();
  expect(store.size).toBe(1);
});
