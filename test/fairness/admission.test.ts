import { Admission, AdmissionRefused, admissionSettingsFrom, ManualClock } from "../../generator/runtime";

/** A call held open until the test lets it finish: the admission's slots are observable meanwhile. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, work: () => opened.then(() => "done") };
}

const refusal = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => (e instanceof AdmissionRefused ? e : Promise.reject(e)));

describe("admission of heavy work (generator/runtime/admission.ts)", () => {
  test("the disk guard refuses new heavy work below the free-space threshold, and admits it again once space is freed", async () => {
    let free = 100 * 1024 * 1024;
    const a = new Admission(admissionSettingsFrom({ MCPFORGE_DISK_MIN_FREE_BYTES: String(256 * 1024 * 1024) }), new ManualClock("2026-03-02T09:00:00Z"), async () => free);
    let ran = 0;
    const refused = await refusal(a.run({ tenant: "t", address: "a" }, 10, async () => ran++));
    expect(refused).toMatchObject({ code: "disk_low", details: { free_bytes: free, min_free_bytes: 256 * 1024 * 1024 } });
    expect(refused?.message).toContain("MCPFORGE_DISK_MIN_FREE_BYTES");
    expect(ran).toBe(0);
    free = 1024 * 1024 * 1024;
    await a.run({ tenant: "t", address: "a" }, 10, async () => ran++);
    expect(ran).toBe(1);
  });

  test("a tenant's calls past its concurrency wait in FIFO order up to the queue, then are refused busy; other tenants are not held", async () => {
    const a = new Admission(admissionSettingsFrom({ MCPFORGE_HEAVY_TENANT_CONCURRENCY: "1", MCPFORGE_HEAVY_TENANT_QUEUE: "2", MCPFORGE_DISK_MIN_FREE_BYTES: "0" }), new ManualClock("2026-03-02T09:00:00Z"), async () => 0);
    const who = { tenant: "t", address: "a" };
    const order: number[] = [];
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, i) => a.run(who, 1, async () => (order.push(i), g.work())));
    await Promise.resolve();
    await Promise.resolve();
    expect(a.state("t")).toMatchObject({ tenant: { running: 1, waiting: 2 } });
    const busy = await refusal(a.run(who, 1, async () => "never"));
    expect(busy).toMatchObject({ code: "busy" });
    expect(busy!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await a.run({ tenant: "other", address: "b" }, 1, async () => "other ran")).toBe("other ran");
    gates[2].open();
    gates[1].open();
    gates[0].open();
    expect(await Promise.all(runs)).toEqual(["done", "done", "done"]);
    expect(order).toEqual([0, 1, 2]);
    expect(a.state("t")).toMatchObject({ tenant: { running: 0, waiting: 0 }, process: { running: 0, waiting: 0 } });
  });

  test("budgets are in cost units per tenant and per address, refilled by the clock, with retry advice", async () => {
    const clock = new ManualClock("2026-03-02T09:00:00Z");
    const a = new Admission(admissionSettingsFrom({ MCPFORGE_HEAVY_TENANT_PER_MINUTE: "60", MCPFORGE_HEAVY_TENANT_BURST: "30", MCPFORGE_HEAVY_ADDRESS_PER_MINUTE: "60", MCPFORGE_HEAVY_ADDRESS_BURST: "50", MCPFORGE_DISK_MIN_FREE_BYTES: "0" }), clock, async () => 0);
    const ok = async () => "ok";
    for (let i = 0; i < 3; i++) await a.run({ tenant: "t1", address: "x" }, 10, ok);
    const tenantLimited = await refusal(a.run({ tenant: "t1", address: "x" }, 10, ok));
    expect(tenantLimited).toMatchObject({ code: "rate_limited", retryAfterSeconds: 10 });
    expect(tenantLimited?.message).toContain("per organization");
    // The same address under a fresh tenant: its own budget (50) is spent by now (40 + this 10).
    await a.run({ tenant: "t2", address: "x" }, 10, ok);
    expect(await refusal(a.run({ tenant: "t3", address: "x" }, 10, ok))).toMatchObject({ code: "rate_limited", message: expect.stringContaining("per client address") });
    clock.advance(10_000);
    expect(await a.run({ tenant: "t1", address: "y" }, 10, ok)).toBe("ok");
  });

  test("work charging more once it knows its size puts the budgets into debt, which the next calls wait out", async () => {
    const clock = new ManualClock("2026-03-02T09:00:00Z");
    const a = new Admission(admissionSettingsFrom({ MCPFORGE_HEAVY_TENANT_PER_MINUTE: "60", MCPFORGE_HEAVY_TENANT_BURST: "30", MCPFORGE_DISK_MIN_FREE_BYTES: "0" }), clock, async () => 0);
    const who = { tenant: "t", address: "x" };
    await a.run(who, 5, async (charge) => charge(40)); // a launch whose audience cost 40 more: 30 - 45
    const limited = await refusal(a.run(who, 1, async () => "never"));
    expect(limited).toMatchObject({ code: "rate_limited", retryAfterSeconds: 16 }); // 15 owed + 1, at 1 a second
    clock.advance(16_000);
    expect(await a.run(who, 1, async () => "ok")).toBe("ok");
  });
});
