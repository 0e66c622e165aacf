import { sql } from "kysely";
import type { ChannelEvent } from "../../generator/platform/storage";
import { describeEachDatabase, eventually, useStorageFixture } from "./databases";

describeEachDatabase("event channel", (kind) => {
  const fixture = useStorageFixture(kind);
  const openOne = () => fixture.openOne();

  test("subscribers of a topic receive what is published on it, once", async () => {
    const s = await openOne();
    const got: ChannelEvent[] = [];
    const other: ChannelEvent[] = [];
    await s.events.subscribe("a", (e) => got.push(e));
    await s.events.subscribe("b", (e) => other.push(e));
    await s.events.publish("a", { n: 1 });
    await s.events.publish("a");
    // On PostgreSQL our own NOTIFY also comes back; give it time to arrive, then check it was skipped.
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual([{ topic: "a", data: { n: 1 } }, { topic: "a", data: undefined }]);
    expect(other).toEqual([]);
  });

  test("unsubscribe stops delivery and frees the listener", async () => {
    const s = await openOne();
    const got: unknown[] = [];
    const off = await s.events.subscribe("t", (e) => got.push(e.data));
    expect(s.events.listenerCount("t")).toBe(1);
    off();
    expect(s.events.listenerCount("t")).toBe(0);
    await s.events.publish("t", 1);
    expect(got).toEqual([]);
  });

  test("a failing listener does not stop the others", async () => {
    const s = await openOne();
    const got: unknown[] = [];
    await s.events.subscribe("t", () => {
      throw new Error("listener bug");
    });
    await s.events.subscribe("t", (e) => got.push(e.data));
    await s.events.publish("t", "x");
    expect(got).toEqual(["x"]);
  });

  if (kind === "postgres") {
    test("events cross processes through LISTEN/NOTIFY", async () => {
      const [a, b] = [await openOne(), await openOne()];
      const got: ChannelEvent[] = [];
      await b.events.subscribe("bucket:1", (e) => got.push(e));
      await a.events.publish("bucket:1", { seq: 7 });
      await eventually("the event in the other process", () => got.length === 1);
      expect(got).toEqual([{ topic: "bucket:1", data: { seq: 7 } }]);
    });

    test("after the LISTEN connection drops, subscribers get resync and events flow again", async () => {
      const [a, b] = [await openOne(), await openOne()];
      const got: ChannelEvent[] = [];
      await b.events.subscribe("t", (e) => got.push(e));
      const killed = await sql<{ n: number }>`
        select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where datname = current_database() and query = 'LISTEN mcpforge_events'`.execute(a.db);
      expect(Number(killed.rows[0].n)).toBe(1);
      await eventually("a resync event", () => got.some((e) => e.resync));
      await a.events.publish("t", "after");
      await eventually("an event after the reconnect", () => got.some((e) => e.data === "after"));
    });

    test("oversized payloads are refused with a clear message", async () => {
      const s = await openOne();
      await expect(s.events.publish("t", "x".repeat(9000))).rejects.toThrow(/NOTIFY payloads hold at most 7900: publish an id, not the data/);
    });
  }
});
