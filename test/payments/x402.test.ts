import { chainIdOf, parseChallenge, pickRequirement, requirementProblems, schemaNote } from "../../handlers/payments/x402";
import { USDC } from "./evm";

const PAYTO = "0x1111111111111111111111111111111111111111";
const b64 = (v: unknown) => Buffer.from(typeof v === "string" ? v : JSON.stringify(v)).toString("base64");

describe("x402 challenge parsing (both forms) never throws on hostile input", () => {
  it("reads v1 bodies and v2 headers; the header wins", () => {
    const v1 = parseChallenge(402, {}, Buffer.from(JSON.stringify({ x402Version: 1, accepts: [{ scheme: "exact", network: "base", maxAmountRequired: "10", asset: USDC, payTo: PAYTO }] })));
    expect("challenge" in v1 && v1.challenge).toMatchObject({ version: 1, form: "body", accepts: [{ chainId: 8453, amountUnits: 10n }] });
    const v2 = parseChallenge(402, { "payment-required": b64({ x402Version: 2, accepts: [{ scheme: "exact", network: "eip155:8453", amount: "7", asset: USDC, payTo: PAYTO }] }) }, Buffer.from("{}"));
    expect("challenge" in v2 && v2.challenge).toMatchObject({ version: 2, form: "header", accepts: [{ chainId: 8453, amountUnits: 7n }] });
  });

  it("checks the document against @x402/core's PaymentRequired schema and names what it refuses", () => {
    const full = { scheme: "exact", network: "base", maxAmountRequired: "10", asset: USDC, payTo: PAYTO, resource: "https://s.example/x", description: "d", mimeType: "application/json", maxTimeoutSeconds: 60 };
    const ok = parseChallenge(402, {}, Buffer.from(JSON.stringify({ x402Version: 1, accepts: [full] })));
    expect("challenge" in ok && ok.challenge.schemaIssues).toEqual([]);
    const { resource: _r, maxTimeoutSeconds: _m, ...partial } = full;
    const loose = parseChallenge(402, {}, Buffer.from(JSON.stringify({ x402Version: 1, accepts: [partial] })));
    if (!("challenge" in loose)) throw new Error(loose.problem);
    // Still read field by field (a guard names the fields), with the schema's refusals alongside.
    expect(loose.challenge.accepts[0]).toMatchObject({ chainId: 8453, amountUnits: 10n });
    expect(loose.challenge.schemaIssues).toEqual(["accepts.0.resource: Required", "accepts.0.maxTimeoutSeconds: Required"]);
    expect(schemaNote(loose.challenge.schemaIssues)).toContain("accepts.0.resource: Required");
    expect(schemaNote([])).toBe("");
  });

  it("maps v1 network names with @x402/evm's table and CAIP-2 ids as written", () => {
    expect(["base", "base-sepolia", "polygon", "eip155:42161", "solana", "toString", "__proto__"].map(chainIdOf)).toEqual([8453, 84532, 137, 42161, null, null, null]);
  });

  it("prefers the Base USDC exact option among several", () => {
    const p = parseChallenge(402, {}, Buffer.from(JSON.stringify({ x402Version: 1, accepts: [{ scheme: "exact", network: "solana", maxAmountRequired: "1", asset: "x", payTo: "y" }, { scheme: "exact", network: "base", maxAmountRequired: "5", asset: USDC, payTo: PAYTO }] })));
    if (!("challenge" in p)) throw new Error(p.problem);
    const r = pickRequirement(p.challenge);
    expect([r.network, requirementProblems(r, PAYTO)]).toEqual(["base", []]);
  });

  it.each([
    ["not 402", 200, {}, "{}"],
    ["no body", 402, {}, ""],
    ["body not JSON", 402, {}, "<html>"],
    ["header not base64 JSON", 402, { "payment-required": "%%%" }, ""],
    ["header JSON null", 402, { "payment-required": b64("null") }, ""],
    ["version 3", 402, {}, JSON.stringify({ x402Version: 3, accepts: [{}] })],
    ["accepts missing", 402, {}, JSON.stringify({ x402Version: 1 })],
    ["accepts not objects", 402, {}, JSON.stringify({ x402Version: 1, accepts: [1, "a", null, []] })],
    ["JSON array body", 402, {}, "[1,2]"],
  ])("%s: a problem, not an exception", (_name, status, headers, body) => {
    const p = parseChallenge(status as number, headers as Record<string, string>, Buffer.from(body as string));
    expect("problem" in p && typeof p.problem).toBe("string");
  });

  it("names every wrong field of a requirement", () => {
    const p = parseChallenge(402, {}, Buffer.from(JSON.stringify({ x402Version: 1, accepts: [{ scheme: "upto", network: 8453, maxAmountRequired: "1.5", asset: { a: 1 }, payTo: "nobody" }] })));
    if (!("challenge" in p)) throw new Error(p.problem);
    expect(requirementProblems(p.challenge.accepts[0], PAYTO)).toEqual([
      'scheme "upto" is not "exact"',
      'network "" is not Base (base / eip155:8453)',
      `asset (none) is not USDC on Base (${USDC})`,
      "amount is missing or not an integer of base units",
      'payTo "nobody" is not an EVM address',
    ]);
  });
});
