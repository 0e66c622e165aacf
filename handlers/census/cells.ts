/**
 * Census sentinel values (the "jam values" of the ACS; census.gov "Notes on ACS Estimate and
 * Annotation Values"): numbers that stand for an explanation, never for a quantity.
 */
const ESTIMATE_NOTES: Record<string, string> = {
  "-666666666": "estimate could not be computed: too few sample observations (or, for a median, it falls in an open-ended interval)",
  "-999999999": "estimate cannot be displayed: too few sample cases in this geography",
  "-888888888": "not applicable or not available for this geography",
  "-222222222": "not computed: too few sample observations",
  "-333333333": "median falls in the lowest or highest interval of an open-ended distribution",
  "-555555555": "controlled estimate",
};

const MOE_NOTES: Record<string, string> = {
  "-222222222": "margin of error not computed: too few sample observations",
  "-333333333": "margin of error not computed: the median falls in an open-ended interval",
  "-555555555": "no margin of error: the estimate is controlled to an independent count (treat the error as zero)",
  "-888888888": "margin of error not applicable",
  "-999999999": "margin of error cannot be displayed: too few sample cases",
  "-666666666": "margin of error could not be computed",
};

export interface Cell {
  raw: string | null;
  estimate: number | null;
  moe: number | null;
  annotation: string | null;
}

/** One value with its margin of error, sentinels turned into annotations. */
export function cell(raw: string | null, moeRaw: string | null | undefined): Cell {
  const notes: string[] = [];
  let estimate: number | null = null;
  if (raw === null) notes.push("no value returned");
  else if (ESTIMATE_NOTES[raw.trim()]) notes.push(ESTIMATE_NOTES[raw.trim()]);
  else if (raw.trim() !== "" && Number.isFinite(Number(raw))) estimate = Number(raw);
  else notes.push("text value, not a number");
  let moe: number | null = null;
  if (moeRaw !== undefined && moeRaw !== null) {
    const m = moeRaw.trim();
    if (MOE_NOTES[m]) notes.push(MOE_NOTES[m]);
    else if (m !== "" && Number.isFinite(Number(m))) moe = Number(m);
  }
  return { raw, estimate, moe, annotation: notes.length ? notes.join("; ") : null };
}
