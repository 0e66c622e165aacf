import { describeEachDatabase } from "../storage/databases";
import { httpJson, useDefi } from "./harness";

describeEachDatabase("defi identity: session, header, portfolio, agents", (kind) => {
  const s = useDefi(kind);

  test("defi_session creates an identity, then resumes it; an unknown userId is not_found", async () => {
    const created = await s.h.tool("defi_session", { displayName: "Ada" });
    expect(created).toEqual({ userId: expect.stringMatching(/^usr_/), displayName: "Ada", resumed: false });
    const resumed = await s.h.tool("defi_session", { userId: created.userId });
    expect(resumed).toEqual({ userId: created.userId, displayName: "Ada", resumed: true });
    const other = await s.h.tool("defi_session", {});
    expect(other.userId).not.toBe(created.userId);
    expect((await s.h.refusal("defi_session", { userId: "usr_nobody" })).code).toBe("not_found");
  });

  test("the x-defi-user-id header carries the identity instead of the argument, and must agree with it", async () => {
    const userId = await s.h.user();
    const viaHeader = await s.h.host.client("defi", { "x-defi-user-id": userId });
    expect(await s.h.tool("defi_session", {}, viaHeader)).toMatchObject({ userId, resumed: true });
    const clash = await s.h.refusal("defi_session", { userId: await s.h.user() }, viaHeader);
    expect(clash.code).toBe("invalid_arguments");
    expect(JSON.stringify(clash)).toContain("/userId");
  });

  test("POST /defi/v1/users/session and GET /defi/v1/portfolio serve the same data as the tools", async () => {
    const created = await httpJson(`${s.h.host.url}/defi/v1/users/session`, { method: "POST", body: JSON.stringify({ displayName: "Bo" }), headers: { "content-type": "application/json" } });
    expect(created.status).toBe(201);
    const { userId } = created.body;
    expect(await s.h.tool("defi_session", { userId })).toEqual({ userId, displayName: "Bo", resumed: true });
    const resumed = await httpJson(`${s.h.host.url}/defi/v1/users/session`, { method: "POST", headers: { "x-defi-user-id": userId } });
    expect(resumed).toEqual({ status: 200, body: { userId, displayName: "Bo", resumed: true } });
    const viaRoute = await httpJson(`${s.h.host.url}/defi/v1/portfolio?portal=base`, { headers: { "x-defi-user-id": userId } });
    expect(viaRoute.status).toBe(200);
    expect(viaRoute.body).toEqual(await s.h.tool("defi_portfolio", { userId }));
    expect(viaRoute.body).toMatchObject({ simulated: true, portal: "base", fills: [], balances: [{ asset: "ETH", amount: "2", chain: "base" }, { asset: "USDC", amount: "10000", chain: "base" }] });
  });

  test("the HTTP routes refuse bad input clearly and create nothing", async () => {
    const url = `${s.h.host.url}/defi/v1/users/session`;
    expect((await httpJson(url, { method: "POST", body: "{not json" })).status).toBe(400);
    expect((await httpJson(url, { method: "POST", body: JSON.stringify({ userId: 5 }) })).body.error).toBe("invalid_arguments");
    expect((await httpJson(url, { method: "POST", body: JSON.stringify({ userId: "usr_nobody" }) })).status).toBe(404);
    expect((await httpJson(url, { method: "GET" })).status).toBe(405);
    const portfolio = `${s.h.host.url}/defi/v1/portfolio`;
    expect((await httpJson(portfolio)).body.error).toBe("identity_required");
    expect((await httpJson(portfolio, { headers: { "x-defi-user-id": "usr_nobody" } })).body.error).toBe("unknown_user");
    const userId = await s.h.user();
    expect((await httpJson(`${portfolio}?portal=nowhere`, { headers: { "x-defi-user-id": userId } })).body.error).toBe("unknown_portal");
  });

  test("defi_portfolio: unknown_user, unknown_portal, default Base portal", async () => {
    expect((await s.h.refusal("defi_portfolio", { userId: "usr_nobody" })).code).toBe("unknown_user");
    const userId = await s.h.user();
    expect((await s.h.refusal("defi_portfolio", { userId, portal: "atlantis" })).code).toBe("unknown_portal");
    expect((await s.h.tool("defi_portfolio", { userId })).portal).toBe("base");
    expect((await s.h.tool("defi_portfolio", { userId, portal: "solana" })).balances).toEqual([
      { asset: "SOL", amount: "20", chain: "solana" },
      { asset: "USDC", amount: "5000", chain: "solana" },
    ]);
  });

  test("defi_create_agent: hosted catalog ids, byo-external needs a label, owner and portal checked", async () => {
    const userId = await s.h.user();
    const hosted = await s.h.tool("defi_create_agent", { userId, portal: "base", agentId: "defi-lend" });
    expect(hosted).toMatchObject({ agentInstanceId: expect.stringMatching(/^agt_/), agentId: "defi-lend", hosted: true, label: null, portal: "base", userId });
    const byo = await s.h.tool("defi_create_agent", { userId, portal: "arbitrum-one", agentId: "byo-external", label: "my bot" });
    expect(byo).toMatchObject({ hosted: false, label: "my bot" });
    const noLabel = await s.h.refusal("defi_create_agent", { userId, portal: "base", agentId: "byo-external" });
    expect(noLabel.code).toBe("invalid_arguments");
    expect(JSON.stringify(noLabel)).toContain("label");
    expect((await s.h.refusal("defi_create_agent", { userId, portal: "base", agentId: "byo-external", label: "  " })).code).toBe("invalid_arguments");
    expect((await s.h.refusal("defi_create_agent", { userId, portal: "base", agentId: "defi-yolo" })).code).toBe("invalid_arguments");
    expect((await s.h.refusal("defi_create_agent", { userId: "usr_x", portal: "base", agentId: "portfolio" })).code).toBe("unknown_user");
    expect((await s.h.refusal("defi_create_agent", { userId, portal: "mars", agentId: "portfolio" })).code).toBe("unknown_portal");
  });
});

describeEachDatabase("defi identity: one rule for every tool that acts for a user", (kind) => {
  const s = useDefi(kind);

  test("the x-defi-user-id header alone serves every such tool; neither it nor userId is identity_required, and nothing is created", async () => {
    const userId = await s.h.user();
    const viaHeader = await s.h.host.client("defi", { "x-defi-user-id": userId });
    expect(await s.h.tool("defi_provision_wallet", { family: "evm" }, viaHeader)).toMatchObject({ userId, status: "pending_provision" });
    const { agentInstanceId } = await s.h.tool("defi_create_agent", { portal: "base", agentId: "defi-lend" }, viaHeader);
    const { mandate } = await s.h.tool("defi_create_mandate", { portal: "base", agentInstanceId, message: "lend 500 USDC on Base" }, viaHeader);
    expect(mandate.userId).toBe(userId);
    expect((await s.h.tool("defi_list_mandates", {}, viaHeader)).mandates).toHaveLength(1);
    expect((await s.h.tool("defi_portfolio", {}, viaHeader)).userId).toBe(userId);
    expect(await s.h.tool("defi_plan_workflow", { message: "lend 100 USDC on Base" }, viaHeader)).toMatchObject({ legs: [expect.anything()] });
    expect(await s.h.tool("defi_plan_standing", { message: "every week rotate USDC on Base" }, viaHeader)).toMatchObject({ signable: false });

    const anonymous: [string, Record<string, unknown>][] = [
      ["defi_provision_wallet", { family: "evm" }],
      ["defi_create_agent", { portal: "base", agentId: "defi-lend" }],
      ["defi_create_mandate", { portal: "base", message: "lend 500 USDC on Base" }],
      ["defi_list_mandates", {}],
      ["defi_portfolio", {}],
      ["defi_plan_workflow", { message: "lend 100 USDC on Base" }],
      ["defi_plan_standing", { message: "every week rotate USDC" }],
      ["defi_eval_mandate", { mandateId: mandate.mandateId, snapshot: { ETH: 1 } }],
      ["defi_lend_execute", { mandateId: mandate.mandateId }],
      ["defi_preview_tx", { portal: "base", executionId: "exe_x" }],
      ["defi_approve_execute", { portal: "base", executionId: "exe_x" }],
      ["defi_get_receipt", { executionId: "exe_x" }],
    ];
    for (const [tool, args] of anonymous) expect([tool, (await s.h.refusal(tool, args)).code]).toEqual([tool, "identity_required"]);
    const db = await s.h.db();
    expect(await db.selectFrom("defi_mandates").select("mandate_id").where("user_id", "is", null).execute()).toEqual([]);
  });

  test("annotations say what each tool stores: only the tools that store nothing are read-only", async () => {
    const { tools } = await s.h.client.listTools();
    const readOnly = tools.filter((t) => t.annotations?.readOnlyHint).map((t) => t.name).sort();
    expect(readOnly).toEqual(["defi_agent_record", "defi_get_receipt", "defi_list_mandates", "defi_list_venues", "defi_plan_standing", "defi_plan_workflow", "defi_portfolio"]);
  });
});
