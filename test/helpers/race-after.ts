import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * A Kysely plugin that runs `racer` to completion when the first SELECT from `table` whose query
 * names `column` has returned, before the code under test sees its (empty) result: a racing call
 * that commits exactly inside that window, every time, with no sleep.
 *
 * `open` says whether that result still leaves a window to race in; by default "no row yet" (the
 * "already done?" check found nothing). A check that reads a row and looks at it (a plan still
 * `pending`, an import still `previewed`) passes its own test of that row.
 *
 * Give the code under test a connection of its own (openStorage, then
 * `storage.kysely().withPlugin(...)`): the racer, sent through the real server, must not wait
 * for the connection the plugin is holding (SQLite has one per storage).
 */
export class RaceAfter implements KyselyPlugin {
  private readonly watched = new WeakSet<object>();
  private fired = false;
  /** Whether the window was reached; a test asserts it, so a renamed column cannot skip the race. */
  get ran(): boolean {
    return this.fired;
  }
  constructor(
    private readonly table: string,
    private readonly column: string,
    private readonly racer: () => Promise<unknown>,
    private readonly open: (rows: readonly UnknownRow[]) => boolean = (rows) => rows.length === 0,
  ) {}
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const text = JSON.stringify(node);
    if (node.kind === "SelectQueryNode" && text.includes(`"${this.table}"`) && text.includes(`"${this.column}"`))
      this.watched.add(queryId);
    return node;
  }
  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.fired || !this.watched.has(queryId)) return result;
    this.fired = true;
    if (!this.open(result.rows))
      throw new Error(
        `RaceAfter: the query on ${this.table}.${this.column} already saw rows (${result.rows.length}) that close the window; there is no window to race in`,
      );
    await this.racer();
    return result;
  }
}

/** What a call answered: its result, or the refusal (or error) it threw. */
export const outcome = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    (v) => v,
    (err: unknown) => err,
  );
