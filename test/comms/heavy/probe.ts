import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

/**
 * Probes for heavy jobs (issue 30, item 1), counted, never timed: how many turns the event loop
 * took while a job ran, and the most rows any one of the job's statements returned (a job that
 * streams in pages never holds more than a page).
 */
export async function loopTurnsWhile<T>(job: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let done = false;
  const turn = () => {
    if (done) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  try {
    return { result: await job(), turns };
  } finally {
    done = true;
  }
}

/** A Kysely plugin recording the largest result set of the queries it sees. */
export class LargestResult implements KyselyPlugin {
  largest = 0;
  statements = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements += 1;
    this.largest = Math.max(this.largest, args.result.rows.length);
    return args.result;
  }
}

/** `n` CSV lines `email,name` of addresses at `domain` (a header first). */
export function contactsCsv(n: number, domain: string, from = 0): string {
  const lines = Array.from({ length: n }, (_, i) => `p${from + i}@${domain},P${from + i}`);
  return `email,name\n${lines.join("\n")}\n`;
}
