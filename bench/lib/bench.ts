/** What every benchmark in bench/ receives and returns; bench/run.ts prints the headlines. */
export interface BenchContext {
  /** Fewer and shorter rounds: `npm run bench -- --quick` finishes in under two minutes. */
  quick: boolean;
  /** Progress line on stderr. */
  log(message: string): void;
}

/** One row of the summary table `npm run bench` prints. */
export interface Headline {
  figure: string;
  measured: string;
  target: string;
  /** null when the figure has no target. */
  met: boolean | null;
}

export interface Benchmark {
  /** Section name in bench/RESULTS.md and the `--only` name. */
  name: string;
  run(ctx: BenchContext): Promise<Headline[]>;
}

/** The command line that reruns one benchmark, for RESULTS.md. */
export function rerun(name: string, quick: boolean): string {
  return `npm run bench -- --only ${name}${quick ? " --quick" : ""}`;
}
