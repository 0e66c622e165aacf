/** Rows a preview would stage: the CSV's lines after the header (an upper bound, counted without parsing). */
export function incomingRows(args: Record<string, unknown>): number {
  const csv = args.csv;
  if (typeof csv !== "string") return 0;
  let lines = csv.length > 0 && !csv.endsWith("\n") ? 1 : 0;
  for (let at = csv.indexOf("\n"); at >= 0; at = csv.indexOf("\n", at + 1)) lines++;
  return Math.max(0, lines - 1); // the header
}
