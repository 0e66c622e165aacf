import type { DefiHandlers } from "../../generated/defi/server";
import { requireUser } from "./identity";
import type { IdentityStore } from "./store";
import type { WalletStore, WalletStatus } from "./wallets";

/** defi_provision_wallet: never a made-up address (document part 7 B, error 6). */
export function walletTools(store: IdentityStore, wallets: WalletStore): Pick<DefiHandlers, "defi_provision_wallet"> {
  return {
    async defi_provision_wallet(args, ctx) {
      const user = await requireUser(store, ctx, args.userId);
      let row;
      try {
        row = await wallets.provision(user.user_id, args.family);
      } catch (err) {
        ctx.log.error({ err }, "custody provider failed");
        throw ctx.error("upstream_unavailable", "The custody provider did not provision the wallet; nothing was created. Retry later.");
      }
      return { userId: user.user_id, family: args.family, status: row.status as WalletStatus, address: row.address };
    },
  };
}
