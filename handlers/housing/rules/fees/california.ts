import { item, usd, type FeeItem, type Project } from "./items";
import type { CaliforniaRules, FeeSchedule } from "./schedule";

/** California state surcharges on the permit valuation (PRC §2705, H&S §18931.6). */
export function stateSurcharges(rules: CaliforniaRules, valuation: number): FeeItem[] {
  const { smip, bsasrf } = rules;
  const smipRaw = valuation * smip.rate_of_valuation;
  const steps = Math.max(1, Math.ceil(valuation / bsasrf.valuation_step_usd));
  return [
    item({
      name: smip.name,
      category: "state_surcharge",
      amount_usd: Math.max(smip.minimum_usd, smipRaw),
      code_citation: smip.citation,
      basis: `${usd(valuation)} × ${smip.rate_of_valuation} (residential, three stories or fewer)${smip.minimum_usd > smipRaw ? `, raised to the ${usd(smip.minimum_usd)} minimum` : ""}`,
    }),
    item({
      name: bsasrf.name,
      category: "state_surcharge",
      amount_usd: steps * bsasrf.usd_per_step,
      code_citation: bsasrf.citation,
      basis: `${usd(bsasrf.usd_per_step)} per ${usd(bsasrf.valuation_step_usd)} of valuation or fraction: ${steps} × ${usd(bsasrf.usd_per_step)}`,
    }),
  ];
}

/**
 * School facilities fee: ADUs of 500 sq ft or less are exempt (Education Code §17620); a JADU adds
 * no assessable space outside the existing dwelling and is not a new unit, so it pays none.
 */
export function schoolFee(rules: CaliforniaRules, project: Project): FeeItem {
  const fee = rules.school_fee;
  const base = { name: fee.name, category: "school_fee" as const, code_citation: fee.citation };
  if (project.construction_type === "jadu_internal") {
    return item({ ...base, amount_usd: 0, waived: true, waiver_note: `A JADU lies within the existing dwelling and is not a new unit (${rules.jadu_rule.citation}); no new assessable space.`, basis: "waived" });
  }
  if (project.square_footage <= fee.exempt_up_to_sqft) {
    return item({ ...base, amount_usd: 0, waived: true, waiver_note: `ADUs of ${fee.exempt_up_to_sqft} sq ft or less pay no school fee (${fee.citation}).`, basis: "waived" });
  }
  return item({ ...base, amount_usd: project.square_footage * fee.usd_per_sqft, basis: `${project.square_footage} sq ft × ${usd(fee.usd_per_sqft)}/sq ft${project.construction_type === "garage_conversion" ? " (converted space becomes assessable living space)" : ""}` });
}

/**
 * Impact fees and utility capacity charges under Gov. Code §66324: impact fees are waived under
 * 750 sq ft and proportional to the primary dwelling above; capacity charges are not due for units
 * within existing space (garage conversion, JADU) and are proportional to the burden otherwise.
 */
export function impactFees(rules: CaliforniaRules, schedule: FeeSchedule, project: Project): FeeItem[] {
  const r = rules.impact_fee_rule;
  const share = Math.min(1, project.square_footage / r.assumed_primary_dwelling_sqft);
  const proportional = `${project.square_footage} / ${r.assumed_primary_dwelling_sqft} sq ft (assumed primary dwelling)`;
  return schedule.impact_fees.map((fee) => {
    const base = { name: fee.name, category: "impact_fee" as const, code_citation: fee.citation };
    const waived = (note: string) => item({ ...base, amount_usd: 0, waived: true, waiver_note: note, basis: `waived (full fee ${usd(fee.amount_per_unit)} per unit)` });
    if (project.construction_type === "jadu_internal") return waived(`A JADU is not a separate or new dwelling unit for fees and utility connections (${rules.jadu_rule.citation}).`);
    if (fee.kind === "capacity") {
      if (project.construction_type === "garage_conversion") return waived(`An ADU within existing space needs no new utility connection and pays no connection fee or capacity charge (${rules.existing_space_rule.citation}).`);
      return item({ ...base, amount_usd: fee.amount_per_unit * share, waiver_note: share < 1 ? `Proportionate to the burden of the unit (${rules.existing_space_rule.citation}).` : null, basis: `${usd(fee.amount_per_unit)} × ${proportional}${share === 1 ? ", capped at the full fee" : ""}` });
    }
    if (project.square_footage < r.waived_below_sqft) return waived(`No impact fee on an ADU under ${r.waived_below_sqft} sq ft (${r.citation}).`);
    return item({ ...base, amount_usd: fee.amount_per_unit * share, waiver_note: share < 1 ? `Charged in proportion to the primary dwelling's size (${r.citation}).` : null, basis: `${usd(fee.amount_per_unit)} × ${proportional}${share === 1 ? ", capped at the full fee" : ""}` });
  });
}
