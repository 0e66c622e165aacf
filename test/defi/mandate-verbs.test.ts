import { policyProblem } from "../../handlers/defi/effects";
import { parseMandateMessage, type ParsedMandate } from "../../handlers/defi/grammar";
import type { Operation, Plan } from "../../handlers/defi/intent";
import { MANDATE_VERBS } from "../../handlers/defi/mandate-verbs";
import type { MandatesTable } from "../../handlers/defi/migrations";
import { describeEachDatabase } from "../storage/databases";
import { plan, readyUser, previewed } from "./flow";
import { TEST_CUSTODY_KEY, useDefi } from "./harness";

const OPERATIONS: Operation[] = ["bridge", "lend", "supply", "swap", "withdraw"];
const LENDING: Operation[] = ["lend", "supply", "withdraw"];

/** Every capital verb of the mandate grammar and the plan operations it authorises (docs/defi.md); null: ambiguous, left unparsed. */
const VERBS: [string, Operation[] | null][] = [
  ...["lend", "supply", "deposit", "allocate", "deploy", "invest", "put"].map((v): [string, Operation[]] => [v, LENDING]),
  ...(["withdraw", "swap", "bridge"] as const).map((v): [string, Operation[]] => [v, [v]]),
  ["trade", ["swap"]],
  ["use", null],
];

/** A plan of `operation` spending 100 USDC on Base, shaped as the copilot makes it. */
const planOf = (operation: Operation): Plan => ({
  operation,
  chain: "base",
  toChain: operation === "bridge" ? "arbitrum-one" : null,
  fromAsset: "USDC",
  fromAmount: "100",
  toAsset: operation === "swap" ? "ETH" : "USDC",
  toAmount: "100",
  venue: operation === "swap" ? "order_book" : operation === "bridge" ? null : "venue_1",
  mandateRef: null,
});

const row = (p: ParsedMandate): MandatesTable => ({
  mandate_id: "mdt_test",
  user_id: "usr_test",
  portal: "base",
  agent_instance_id: null,
  name: null,
  objective: null,
  capital: JSON.stringify(p.capital),
  constraints: JSON.stringify(p.constraints),
  conditions: "[]",
  status: "active",
  created_at: 0,
  updated_at: 0,
});

/** The operations the policy check lets through under the mandate a message makes. */
const authorised = (message: string) => OPERATIONS.filter((op) => policyProblem(planOf(op), row(parseMandateMessage(message, "optimism"))) === null);

describe("mandate verbs: each verb the grammar accepts authorises the operation it means", () => {
  test("the table below covers every verb the grammar accepts, and no other verb makes a capital clause", () => {
    expect(VERBS.map(([v]) => v).sort()).toEqual([...MANDATE_VERBS].sort());
    for (const other of ["stake", "borrow", "transfer", "send", "buy"]) {
      expect(parseMandateMessage(`${other} 500 USDC on Base`, "base")).toMatchObject({ capital: null, unparsed: [`${other} 500 USDC on Base`] });
    }
  });

  test.each(VERBS)('"%s up to 500 USDC on Base" authorises %j', (verb, want) => {
    const message = `${verb} up to 500 USDC on Base`;
    const parsed = parseMandateMessage(message, "optimism");
    if (want === null) {
      // Ambiguous: reported at creation, not applied (and so never refused later for it).
      expect(parsed).toEqual({ capital: null, conditions: [], constraints: {}, unparsed: [message] });
      return;
    }
    expect(parsed).toEqual({ capital: { asset: "USDC", amount: "500", chain: "base" }, conditions: [], constraints: { operations: [verb] }, unparsed: [] });
    expect(authorised(message)).toEqual([...want].sort());
  });

  test("a capital clause without a verb restricts no operation; the verb is matched case-insensitively", () => {
    expect(authorised("up to 500 USDC on Base")).toEqual(OPERATIONS);
    expect(parseMandateMessage("Allocate up to 1,000 USDC on Base", "base").constraints).toEqual({ operations: ["allocate"] });
    expect(authorised("DEPLOY 500 USDC on Base")).toEqual(LENDING);
  });
});

describeEachDatabase("an allocate mandate through the tools", (kind) => {
  const s = useDefi(kind, { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY });

  test('"allocate up to 500 USDC on Base" lets the copilot\'s lend settle and defi_lend_execute preview; a swap under it is still policy_violation', async () => {
    const { userId, mandateId } = await readyUser(s.h, { message: "allocate up to 500 USDC on Base" });
    const lend = await plan(s.h, userId, "lend 200 USDC on Base");
    expect(lend.turn.reply).toContain(`under mandate ${mandateId}`);
    const settled = await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId: lend.executionId }));
    expect(settled.status).toBe("settled");
    expect(settled.balances.after).toEqual(expect.arrayContaining([{ asset: "USDC.venue_1", amount: "200", chain: "base" }]));
    expect(await s.h.tool("defi_lend_execute", { userId, mandateId, amount: "100" })).toMatchObject({ phase: "preview", op: "supply", venue: "venue_1" });

    const swap = await plan(s.h, userId, "swap 100 USDC to ETH");
    const refusal = await s.h.refusal("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId: swap.executionId }));
    expect(refusal.code).toBe("policy_violation");
    expect(refusal.message).toContain("swap is not among the operations the mandate allows (allocate: lend, supply, withdraw)");
    expect((await s.h.tool("defi_portfolio", { userId })).balances).toEqual(settled.balances.after);
  });

  test("structured constraints the policy could not apply are invalid_arguments naming them, nothing is created; valid ones are normalised and enforced", async () => {
    const userId = await s.h.user();
    await s.h.tool("defi_provision_wallet", { userId, family: "evm" });
    const capital = { asset: "USDC", amount: "1000", chain: "base" };
    const bad = await s.h.refusal("defi_create_mandate", { userId, portal: "base", capital, constraints: { operations: ["use", "lend"], venues: ["venue_9"], perMoveCap: { amount: 0, asset: "usdc" } } });
    expect(bad.code).toBe("invalid_arguments");
    expect((bad.issues as { path: string }[]).map((i) => i.path).sort()).toEqual(["/constraints/operations/0", "/constraints/perMoveCap/amount", "/constraints/venues/0"]);
    expect((await s.h.refusal("defi_create_mandate", { userId, portal: "base", capital, constraints: { operations: "lend" } })).issues).toEqual([{ path: "/constraints/operations", message: expect.stringContaining("array") }]);
    expect((await s.h.tool("defi_list_mandates", { userId })).mandates).toEqual([]);

    const { mandate } = await s.h.tool("defi_create_mandate", { userId, portal: "base", capital, constraints: { operations: ["Supply"], venues: ["VENUE_1"], perMoveCap: { amount: 100, asset: "usdc" }, note: "kept" } });
    expect(mandate.constraints).toEqual({ operations: ["supply"], venues: ["venue_1"], perMoveCap: { amount: "100", asset: "USDC" }, note: "kept" });
    const over = await plan(s.h, userId, "lend 150 USDC on Base");
    expect((await s.h.refusal("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId: over.executionId }))).message).toContain("per-move cap of 100");
    const within = await plan(s.h, userId, "lend 100 USDC on Base");
    expect((await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId: within.executionId }))).status).toBe("settled");
  });
});
