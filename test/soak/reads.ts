/**
 * The ordinary clients' tool reads (issue 30's "ordinary calls"): one read-only tool per service
 * that needs no upstream beyond the host, with arguments that succeed. e-mail's needs the soak
 * account's API key, webhooks' the soak bucket.
 */
export interface Soaked {
  emailKey: string;
  bucket: string;
}

const CONTEXT =
  "A soak test reads this tool to measure how the host shares its capacity among many ordinary clients at once.";

const READS: Record<string, (s: Soaked) => { name: string; arguments: Record<string, unknown>; apiKey?: string }> = {
  census: () => ({ name: "census_list_datasets", arguments: {} }),
  comms: () => ({ name: "commsvc_billing_catalog", arguments: {} }),
  defi: () => ({ name: "defi_list_venues", arguments: {} }),
  email: (s) => ({ name: "list_domains", arguments: {}, apiKey: s.emailKey }),
  freight: () => ({ name: "search_routes", arguments: { query: "Hamburg" } }),
  games: () => ({ name: "get_ban_rates", arguments: { context: CONTEXT, game: "game_b" } }),
  housing: () => ({ name: "get_adu_rules", arguments: { jurisdiction: "Oakland" } }),
  payments: () => ({ name: "recommend_tool", arguments: { goal: "check whether a merchant url is safe to pay" } }),
  webhooks: (s) => ({ name: "get_webhook_bucket", arguments: { bucket_id: s.bucket } }),
};

/** The JSON-RPC body of `slug`'s read, and the API key it is sent with. */
export function readCall(slug: string, soaked: Soaked, id: number): { body: string; apiKey?: string } {
  const { name, arguments: args, apiKey } = READS[slug](soaked);
  return {
    body: JSON.stringify({ jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } }),
    apiKey,
  };
}
