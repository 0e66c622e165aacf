import type { DefiHarness } from "./harness";

/** A user with an active EVM wallet, an agent instance and a mandate: the loop up to the copilot. */
export async function readyUser(h: DefiHarness, mandate: Record<string, unknown> = { message: "swap 1000 USDC on Base, max 600 USDC per trade" }) {
  const userId = await h.user();
  const wallet = await h.tool("defi_provision_wallet", { userId, family: "evm" });
  const { agentInstanceId } = await h.tool("defi_create_agent", { userId, portal: "base", agentId: "defi-swap" });
  const { mandate: m } = await h.tool("defi_create_mandate", { userId, portal: "base", agentInstanceId, ...mandate });
  return { userId, wallet, agentInstanceId, mandateId: m.mandateId as string };
}

/** A copilot turn that must produce a plan; returns its executionId and the result. */
export async function plan(h: DefiHarness, userId: string, message: string, extra: Record<string, unknown> = {}) {
  const turn = await h.tool("defi_copilot_turn", { userId, portal: "base", agentId: "defi-swap", message, ...extra });
  const action = turn.actions.find((a: any) => a.type === "approve_execute");
  if (!action) throw new Error(`no approve_execute action: ${JSON.stringify(turn)}`);
  return { executionId: action.executionId as string, turn };
}

/** The approval arguments of a plan the user saw: defi_preview_tx first, then its previewHash. */
export async function previewed(h: DefiHarness, args: { userId: string; executionId: string; portal?: string; [k: string]: unknown }) {
  const portal = args.portal ?? "base";
  const { previewHash } = await h.tool("defi_preview_tx", { userId: args.userId, portal, executionId: args.executionId });
  return { ...args, portal, previewHash: previewHash as string };
}
