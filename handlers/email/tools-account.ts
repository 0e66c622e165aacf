import type { Clock } from "mcpforge/runtime";
import type { EmailHandlers } from "../../generated/email/server";
import { accountCreateLimit } from "./account-limit";
import { hashApiKey, hashPassword, newApiKey, newId } from "./crypto";
import type { AccountsTable } from "./migrations";
import type { ToolDeps } from "./tools-domains";

/**
 * create_account. The contact address is not an identity: any number of accounts may give the
 * same one (nothing proves the caller owns it), so the answer is the same for every address and
 * never tells whether one is already registered (issue 10, defect 10b). Rate-limited per client
 * before the (deliberately slow) password hash: account-limit.ts.
 */
export function accountTools(deps: Pick<ToolDeps, "store" | "settings"> & { env: Readonly<Record<string, string | undefined>>; clock: Clock }): Pick<EmailHandlers, "create_account"> {
  const { store, settings } = deps;
  const admit = accountCreateLimit(deps.env, deps.clock);
  return {
    async create_account(args, ctx) {
      admit(ctx);
      const apiKey = newApiKey();
      const now = store.now().getTime();
      const id = newId("acct");
      const row: AccountsTable = {
        id,
        retired_email_key: id,
        email: args.email.trim().toLowerCase(),
        name: args.name ?? null,
        password_hash: await hashPassword(args.password),
        api_key_hash: hashApiKey(apiKey),
        paused_reason: null,
        paused_detail: null,
        created_at: now,
      };
      await store.createAccount(row);
      return {
        account_id: row.id,
        api_key: apiKey,
        email: row.email,
        name: row.name,
        created_at: new Date(now).toISOString(),
        domains_allowed: settings.domainsPerAccount,
      };
    },
  };
}
