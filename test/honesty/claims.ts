/**
 * The honesty rules of issue 27 as checks over one tool result (structured content and the text an
 * agent reads). Each returns the problems found, empty when the result is honest.
 */

type Json = unknown;

/** Every value in a JSON tree with the key it sits under. */
function* entries(v: Json, key = ""): Generator<[string, Json]> {
  yield [key, v];
  if (Array.isArray(v)) for (const x of v) yield* entries(x, key);
  else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) yield* entries(x, k);
}

/** Words an honest result may say only with their evidence, and the negations that take the claim back. */
const NEGATED = /\b(?:not|no|never|without|un)[\s-]*(?:(?:yet|a|an|been|the|on|from|of|any)\s+)*(?:permit[\s-]+)?(calibrat\w*|verifi\w*|live|current)\b|un(calibrated|verified)/gi;

export function claimProblems(structured: Json, text: string): string[] {
  const problems: string[] = [];
  // JSON keys ("verified": false, "permit_verified") name fields; the claim is in the words.
  const said = text.replace(/"[A-Za-z_]+"\s*:/g, " ").replace(NEGATED, " ");
  const keys = [...entries(structured)];
  // "calibrated" needs the holdout evaluation that shows it (ece and holdout_n in the same result).
  if (/\bcalibrated\b/i.test(said)) {
    const evidence = keys.some(([, v]) => v !== null && typeof v === "object" && !Array.isArray(v) && "ece" in v && "holdout_n" in v);
    if (!evidence) problems.push("says calibrated without a holdout evaluation (ece, holdout_n) in the result");
  }
  // "verified" needs what was checked against what.
  if (/\bverified\b/i.test(said)) {
    const evidence = keys.some(([k, v]) => k === "checked_against" && typeof v === "string" && v.length > 0);
    if (!evidence) problems.push("says verified without checked_against in the result");
  }
  // No live or current data claimed for stored or sample data.
  const live = /\b(?:live|real-time|up-to-date|current)\s+(?:data|results|prices|rates|market|figures|listings)\b/i.exec(said);
  if (live) problems.push(`claims "${live[0]}"`);
  return problems;
}

/** A result built from sample data must say so, in its structure and in its text, and never say sample: false. */
export function sampleProblems(structured: Json, text: string): string[] {
  const problems: string[] = [];
  const keys = [...entries(structured)];
  const flagged = keys.some(([k, v]) => (/^sample(_data)?$/.test(k) && v === true) || (typeof v === "string" && /\bsample\b/i.test(v)));
  if (!flagged) problems.push("uses sample data but nothing in the structured result says sample");
  if (!/\bsample\b/i.test(text)) problems.push("uses sample data but the text an agent reads never says sample");
  for (const [k, v] of keys) if (/^sample(_data)?$/.test(k) && v === false) problems.push(`says ${k}: false on sample data`);
  return problems;
}
