import { describeEachDatabase } from "../storage/databases";
import { httpJson, useDefi, type DefiHarness } from "./harness";

const setStatus = (h: DefiHarness, mandateId: string, userId: string, status: string) =>
  httpJson(`${h.host.url}/defi/v1/mandates/${mandateId}/status`, { method: "POST", headers: { "x-defi-user-id": userId, "content-type": "application/json" }, body: JSON.stringify({ status }) });

describeEachDatabase("defi mandates: create, list, statuses", (kind) => {
  const s = useDefi(kind);

  test("structured capital, constraints and conditions; starts active; bound to the user's agent", async () => {
    const userId = await s.h.user();
    const { agentInstanceId } = await s.h.tool("defi_create_agent", { userId, portal: "base", agentId: "defi-lend" });
    const out = await s.h.tool("defi_create_mandate", {
      userId,
      portal: "base",
      agentInstanceId,
      name: "yield",
      objective: "earn on idle USDC",
      capital: { asset: "usdc", amount: "500", chain: "Base" },
      constraints: { maxSlippageBps: 30 },
      conditions: [{ type: "price_below", asset: "eth", price: 2000 }],
    });
    expect(out.unparsed).toEqual([]);
    expect(out.mandate).toMatchObject({
      mandateId: expect.stringMatching(/^mdt_/),
      userId,
      agentInstanceId,
      portal: "base",
      status: "active",
      capital: { asset: "USDC", amount: "500", chain: "base" },
      constraints: { maxSlippageBps: 30 },
      conditions: [{ type: "price_below", asset: "ETH", price: "2000" }],
    });
  });

  test("a natural-language message: a clause the grammar cannot use is refused by name and nothing is created; understood ones are applied; structured fields win", async () => {
    const userId = await s.h.user();
    const dropped = await s.h.refusal("defi_create_mandate", { userId, portal: "base", message: "lend 500 USDC on Base, take profit at 10 %" });
    expect(dropped).toMatchObject({ code: "invalid_arguments", issues: [{ path: "/message", message: expect.stringContaining('clause "take profit at 10 %" is not understood') }] });
    expect((await s.h.tool("defi_list_mandates", { userId })).mandates).toEqual([]);
    const out = await s.h.tool("defi_create_mandate", { userId, portal: "base", message: "Please lend 500 USDC on Base, exit if ETH drops below 2000", constraints: { operations: ["supply"] } });
    expect(out.unparsed).toEqual([]);
    expect(out.mandate).toMatchObject({ capital: { asset: "USDC", amount: "500", chain: "base" }, conditions: [{ type: "price_below", asset: "ETH", price: "2000" }], constraints: { operations: ["supply"] } });
  });

  test("mandate_underspecified when nothing states the capital; bad fields are invalid_arguments naming them; nothing is created", async () => {
    const userId = await s.h.user();
    const under = await s.h.refusal("defi_create_mandate", { userId, portal: "base", message: "make money somehow" });
    expect(under.code).toBe("invalid_arguments");
    expect(JSON.stringify(under.issues)).toContain('clause \\"make money somehow\\" is not understood');
    expect((await s.h.refusal("defi_create_mandate", { userId, portal: "base", objective: "x" })).code).toBe("mandate_underspecified");
    const bad = await s.h.refusal("defi_create_mandate", { userId, portal: "base", capital: { asset: "USDC", amount: "0", chain: "narnia" }, conditions: [{ type: "price_sideways" }] });
    expect(bad.code).toBe("invalid_arguments");
    const paths = (bad.issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["/capital/amount", "/capital/chain", "/conditions/0/type", "/conditions/0/asset", "/conditions/0/price"]));
    expect((await s.h.refusal("defi_create_mandate", { userId, portal: "base", message: "lend 0 USDC on Base" })).code).toBe("invalid_arguments");
    expect((await s.h.refusal("defi_create_mandate", { userId, portal: "venus", message: "lend 5 USDC" })).code).toBe("unknown_portal");
    expect((await s.h.refusal("defi_create_mandate", { userId: "usr_nobody", portal: "base", message: "lend 5 USDC" })).code).toBe("unknown_user");
    expect((await s.h.tool("defi_list_mandates", { userId })).mandates).toEqual([]);
  });

  test("binding: an unknown agent instance is not_found, another user's is forbidden", async () => {
    const [alice, bob] = [await s.h.user(), await s.h.user()];
    const { agentInstanceId } = await s.h.tool("defi_create_agent", { userId: alice, portal: "base", agentId: "portfolio" });
    const capital = { asset: "USDC", amount: "5", chain: "base" };
    expect((await s.h.refusal("defi_create_mandate", { userId: bob, portal: "base", capital, agentInstanceId })).code).toBe("forbidden");
    expect((await s.h.refusal("defi_create_mandate", { portal: "base", capital, agentInstanceId })).code).toBe("identity_required");
    expect((await s.h.refusal("defi_create_mandate", { userId: bob, portal: "base", capital, agentInstanceId: "agt_nope" })).code).toBe("not_found");
  });

  test("defi_list_mandates: newest first, filters, cursor pages, only the user's own", async () => {
    const [userId, other] = [await s.h.user(), await s.h.user()];
    const { agentInstanceId } = await s.h.tool("defi_create_agent", { userId, portal: "base", agentId: "defi-lend" });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const portal = i % 2 ? "arbitrum-one" : "base";
      const m = await s.h.tool("defi_create_mandate", { userId, portal, capital: { asset: "USDC", amount: String(i + 1), chain: portal }, ...(i === 4 ? { agentInstanceId } : {}) });
      ids.push(m.mandate.mandateId);
    }
    await s.h.tool("defi_create_mandate", { userId: other, portal: "base", message: "lend 1 USDC" });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await s.h.tool("defi_list_mandates", { userId, limit: 2, ...(cursor ? { cursor } : {}) });
      seen.push(...page.mandates.map((m: any) => m.mandateId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen)).toEqual(new Set(ids));
    expect(seen).toHaveLength(5);
    const created = await s.h.tool("defi_list_mandates", { userId });
    const times = created.mandates.map((m: any) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await s.h.tool("defi_list_mandates", { userId, portal: "arbitrum-one" })).mandates).toHaveLength(2);
    expect((await s.h.tool("defi_list_mandates", { userId, agentInstanceId })).mandates.map((m: any) => m.mandateId)).toEqual([ids[4]]);
    await setStatus(s.h, ids[0], userId, "paused");
    expect((await s.h.tool("defi_list_mandates", { userId, status: "paused" })).mandates.map((m: any) => m.mandateId)).toEqual([ids[0]]);
    expect((await s.h.refusal("defi_list_mandates", { userId, cursor: "forged" })).code).toBe("invalid_arguments");
    expect((await s.h.refusal("defi_list_mandates", { userId: "usr_nobody" })).code).toBe("unknown_user");
  });

  test("status route: active ⇄ paused, → cancelled is final, owner only", async () => {
    const [userId, stranger] = [await s.h.user(), await s.h.user()];
    const { mandate } = await s.h.tool("defi_create_mandate", { userId, portal: "base", message: "lend 5 USDC on Base" });
    expect((await setStatus(s.h, mandate.mandateId, stranger, "paused")).status).toBe(403);
    expect((await setStatus(s.h, mandate.mandateId, userId, "frozen")).status).toBe(400);
    expect((await setStatus(s.h, "mdt_nope", userId, "paused")).status).toBe(404);
    expect((await setStatus(s.h, mandate.mandateId, userId, "paused")).body.mandate.status).toBe("paused");
    expect((await setStatus(s.h, mandate.mandateId, userId, "active")).body.mandate.status).toBe("active");
    expect((await setStatus(s.h, mandate.mandateId, userId, "cancelled")).body.mandate.status).toBe("cancelled");
    const back = await setStatus(s.h, mandate.mandateId, userId, "active");
    expect(back.status).toBe(409);
    expect((await s.h.tool("defi_list_mandates", { userId })).mandates[0].status).toBe("cancelled");
  });
});
