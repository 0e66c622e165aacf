import { cents, fixtureCount, isConversion, item, permitFee, usd, type FeeItem, type Project } from "./items";
import type { FeeSchedule, SubPermit, ValuationTable } from "./schedule";

/** The valuation the building permit is computed from (valuation.json, scaled by the schedule's factor). */
export function valuationOf(project: Project, table: ValuationTable, factor: number): { valuation: number; note: string } {
  const adj = table.adjustments_usd_per_sqft;
  const perSqft = table.rates_usd_per_sqft[project.construction_type] + (project.foundation_type === "raised" ? adj.raised_foundation : 0) + (project.stories === 2 ? adj.second_story : 0);
  const valuation = Math.round(project.square_footage * perSqft * factor);
  return { valuation, note: `Valuation ${usd(valuation)} = ${project.square_footage} sq ft × ${usd(perSqft)}/sq ft (${project.construction_type}${project.foundation_type === "raised" ? ", raised foundation" : ""}${project.stories === 2 ? ", two stories" : ""})${factor === 1 ? "" : ` × regional factor ${factor}`}.` };
}

/** Building permit, plan check, surcharges, sub-permits and conditional fees of one local schedule. */
export function localItems(schedule: FeeSchedule, project: Project, valuation: number): { items: FeeItem[]; notes: string[] } {
  const notes: string[] = [];
  const bp = schedule.building_permit;
  const method = isConversion(project.construction_type) && bp.alteration ? bp.alteration : bp.new_construction;
  const permit = permitFee(method, valuation, project.square_footage);
  const items: FeeItem[] = [item({ name: bp.name, category: "building_permit", amount_usd: permit.amount, code_citation: bp.citation, basis: permit.basis })];
  let planCheck = 0;
  const pc = schedule.plan_check;
  if (!pc) {
    notes.push(`${schedule.name}: plan examination is included in the filing fee; no separate plan check fee.`);
  } else {
    planCheck = cents((permit.amount * pc.percent_of_permit) / 100);
    items.push(item({ name: pc.name, category: "plan_check", amount_usd: planCheck, code_citation: pc.citation, basis: `${pc.percent_of_permit}% of the building permit fee ${usd(permit.amount)}` }));
  }
  if (project.plan_check_speed === "express") {
    if (pc?.express) {
      const ex = pc.express;
      items.push(item({ name: ex.name, category: "plan_check", amount_usd: (planCheck * ex.percent_of_plan_check) / 100, code_citation: ex.citation, basis: `${ex.percent_of_plan_check}% of the plan check fee ${usd(planCheck)}` }));
    } else {
      notes.push(`${schedule.name}: this schedule has no express plan check fee; standard review assumed.`);
    }
  }
  for (const s of schedule.surcharges) {
    const of = s.of === "permit" ? permit.amount : permit.amount + planCheck;
    items.push(item({ name: s.name, category: "other", amount_usd: (of * s.percent) / 100, code_citation: s.citation, basis: `${s.percent}% of ${s.of === "permit" ? "the building permit fee" : "building permit + plan check"} ${usd(of)}` }));
  }
  for (const sub of schedule.sub_permits) if (applies(sub.when, project)) items.push(subPermit(sub, project));
  for (const c of schedule.conditional) if (applies(c.when, project)) items.push(item({ name: c.name, category: c.category, amount_usd: c.amount, code_citation: c.citation, basis: `flat fee (${c.when})` }));
  return { items, notes };
}

function applies(when: SubPermit["when"], project: Project): boolean {
  return when === "always" || project[when];
}

function subPermit(sub: SubPermit, project: Project): FeeItem {
  const base = { name: sub.name, category: "sub_permit" as const, code_citation: sub.citation };
  if (sub.basis === "flat") return item({ ...base, amount_usd: Math.max(sub.minimum, sub.rate), basis: "flat fee" });
  if (sub.basis === "per_fixture") {
    const n = fixtureCount(project);
    return item({ ...base, amount_usd: Math.max(sub.minimum, n * sub.rate), basis: `${n} fixtures × ${usd(sub.rate)}` });
  }
  const raw = project.square_footage * sub.rate;
  return item({ ...base, amount_usd: Math.max(sub.minimum, raw), basis: `${project.square_footage} sq ft × ${usd(sub.rate)}/sq ft${sub.minimum > raw ? `, raised to the ${usd(sub.minimum)} minimum` : ""}` });
}
