import { describeEachDatabase } from "../storage/databases";
import { plan, readyUser, previewed } from "./flow";
import { TEST_CUSTODY_KEY, useDefi, type DefiHarness } from "./harness";

/** Approves a plan made from `message` (paper); its settlement, or the refusal. */
async function approve(h: DefiHarness, userId: string, message: string) {
  const { executionId } = await plan(h, userId, message);
  const args = { userId, portal: "base", executionId, mode: "paper" };
  return {
    executionId,
    call: async () => h.tool("defi_approve_execute", await previewed(h, args)),
    refusal: async () => h.refusal("defi_approve_execute", await previewed(h, args)),
  };
}

/** What an execution left behind: fills, receipts and refusal records. */
async function written(h: DefiHarness, executionId: string) {
  const db = await h.db();
  const count = async (table: "defi_fills" | "defi_receipts" | "defi_refusals") =>
    (await db.selectFrom(table).select("execution_id").where("execution_id", "=", executionId).execute()).length;
  return {
    fills: await count("defi_fills"),
    receipts: await count("defi_receipts"),
    refusals: await count("defi_refusals"),
  };
}

/**
 * A mandate's capital is a running bound (docs/defi.md "Capital in use"): settled moves under it
 * add up; one that would take the total past the capital is refused (policy_violation) with only a
 * refusal record; a withdraw frees capital.
 */
describeEachDatabase("the mandate's capital bounds the moves settled under it (paper)", (kind) => {
  const s = useDefi(kind, { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY });

  test("two swaps within the capital settle; a third past it is refused, writing only the refusal record", async () => {
    const { userId, mandateId } = await readyUser(s.h); // swap 1000 USDC on Base, max 600 USDC per trade
    expect((await (await approve(s.h, userId, "swap 500 USDC to ETH")).call()).status).toBe("settled");
    expect((await (await approve(s.h, userId, "swap 400 USDC to ETH")).call()).status).toBe("settled");
    const third = await approve(s.h, userId, "swap 200 USDC to ETH");
    const before = await s.h.tool("defi_portfolio", { userId });
    const refusal = await third.refusal();
    expect(refusal.code).toBe("policy_violation");
    expect(refusal.message).toContain(
      `mandate ${mandateId} has 1000 USDC of capital on base, 900 USDC of it in use, and this move asks 200 more`,
    );
    expect(refusal.message).toContain("ask for at most 100 USDC");
    expect(refusal.message).toContain("No funds moved");
    expect(await written(s.h, third.executionId)).toEqual({ fills: 0, receipts: 0, refusals: 1 });
    expect(await s.h.tool("defi_portfolio", { userId })).toEqual(before);
    // What is left fits.
    expect((await (await approve(s.h, userId, "swap 100 USDC to ETH")).call()).status).toBe("settled");
  });

  test("a withdraw frees capital: a supply refused at the bound settles once a position was withdrawn", async () => {
    const { userId, mandateId } = await readyUser(s.h, { message: "allocate 1000 USDC on Base" });
    expect((await (await approve(s.h, userId, "lend 600 USDC on Base")).call()).status).toBe("settled");
    expect((await (await approve(s.h, userId, "supply 300 USDC on Base")).call()).status).toBe("settled");
    const more = await approve(s.h, userId, "supply 300 USDC on Base");
    const refusal = await more.refusal();
    expect(refusal.code).toBe("policy_violation");
    expect(refusal.message).toContain(`mandate ${mandateId} has 1000 USDC of capital on base, 900 USDC of it in use`);
    expect(await written(s.h, more.executionId)).toEqual({ fills: 0, receipts: 0, refusals: 1 });

    expect((await (await approve(s.h, userId, "withdraw 250 USDC on Base")).call()).status).toBe("settled");
    // The refused plan is still pending: approved again, it now fits (650 + 300 ≤ 1000).
    const settled = await more.call();
    expect(settled.status).toBe("settled");
    expect(await written(s.h, more.executionId)).toEqual({ fills: 1, receipts: 1, refusals: 1 });
    const last = await approve(s.h, userId, "supply 100 USDC on Base");
    expect((await last.refusal()).message).toContain("950 USDC of it in use");
  });

  test("a withdraw frees at most what is in use: capital in use never goes below zero", async () => {
    const a = await readyUser(s.h, { message: "allocate 1000 USDC on Base" });
    const { mandate: b } = await s.h.tool("defi_create_mandate", {
      userId: a.userId,
      portal: "base",
      agentInstanceId: a.agentInstanceId,
      message: "allocate 1000 USDC on Base",
    });
    const under = (m: string, message: string) => approve(s.h, a.userId, `${message} under ${m}`);
    expect((await (await under(a.mandateId, "supply 500 USDC on Base")).call()).status).toBe("settled");
    expect((await (await under(b.mandateId, "supply 500 USDC on Base")).call()).status).toBe("settled");
    // The position holds 1000; withdrawn under the first mandate, it frees that mandate's 500 and no more.
    expect((await (await under(a.mandateId, "withdraw 1000 USDC on Base")).call()).status).toBe("settled");
    expect((await (await under(a.mandateId, "supply 1000 USDC on Base")).call()).status).toBe("settled");
    const over = await under(a.mandateId, "supply 1 USDC on Base");
    const refusal = await over.refusal();
    expect(refusal.message).toContain(
      `mandate ${a.mandateId} has 1000 USDC of capital on base, 1000 USDC of it in use`,
    );
  });
});
