import type { RequestContext } from "mcpforge/runtime";
import { hashApiKey } from "./crypto";
import type { AccountsTable } from "./migrations";
import type { EmailStore } from "./store";

const HOW =
  "Present the API key create_account returned as 'Authorization: Bearer <key>' on the HTTP request (over stdio: the EMAIL_API_KEY environment variable).";

/**
 * The key a call presents: the Authorization header over HTTP; over stdio the EMAIL_API_KEY the
 * server was started with. Which transport is the runtime's word (ctx.transport), never a header:
 * an HTTP/1.0 request has no Host header, and EMAIL_API_KEY over HTTP would make every anonymous
 * HTTP caller that account (issue 10, defect 5).
 */
export function presentedKey(ctx: Pick<RequestContext, "headers" | "config" | "transport">): string | null {
  const header = ctx.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined) {
    const m = /^\s*Bearer\s+(\S+)\s*$/i.exec(value);
    return m ? m[1] : "";
  }
  if (ctx.transport === "stdio") return ctx.config.env.EMAIL_API_KEY?.trim() || null;
  return null;
}

/** The calling account, or an `unauthorized` refusal that says how to present the key. */
export async function requireAccount(
  ctx: Pick<RequestContext, "headers" | "config" | "transport"> & { error(code: "unauthorized", message: string): Error },
  store: EmailStore,
): Promise<AccountsTable> {
  const key = presentedKey(ctx);
  if (key === null) throw ctx.error("unauthorized", `No API key. ${HOW}`);
  if (key === "") throw ctx.error("unauthorized", `The Authorization header is not 'Bearer <key>'. ${HOW}`);
  const account = await accountForKey(store, key);
  if (!account)
    throw ctx.error(
      "unauthorized",
      "The API key is not valid (wrong, or not from this relay). Use the key create_account returned.",
    );
  return account;
}

export function accountForKey(store: EmailStore, key: string): Promise<AccountsTable | undefined> {
  return store.accountByKeyHash(hashApiKey(key));
}
