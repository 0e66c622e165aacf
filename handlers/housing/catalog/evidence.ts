import type { Rental } from "./listings";

/**
 * What a listing's permit status rests on, said the same way in every result (get_rental,
 * search_rentals, fetch, the public page, alert e-mails). "Verified" is only said for a match
 * against permit records the operator configured (a permit file whose `about.sample` is false);
 * a match against the shipped sample records says that it is one, and what was checked against
 * what (docs/housing.md, "Which data is real, which is sample").
 */
export interface PermitVerification {
  source: string;
  permit_status: string;
  finaled_date: string | null;
  /** True: the record matched is one of the shipped sample permit records, not a real one. */
  sample: boolean;
  /** What was checked against what, in words. */
  checked_against: string;
}

/** get_rental's `permit_verification`: null unless the unit matched a finaled record (and, when published, its claim was proven). */
export function permitVerification(r: Rental): PermitVerification | null {
  if (!r.permit_verified || !r.permit) return null;
  const m = r.permit;
  const claim = r.published ? " The publisher proved the claim of this record with a code e-mailed to the contact the record names." : "";
  const checked_against = m.sample
    ? `The listed address matched finaled record ${m.record.permit_number} in the sample permit records shipped with the service (invented records in the shape of ${m.source}); it was not checked against any real building department record.${claim}`
    : `The listed address matched finaled record ${m.record.permit_number} of ${m.source}, in the permit records the operator configured.${claim}`;
  return { source: m.source, permit_status: m.record.status, finaled_date: m.record.finaled_date, sample: m.sample, checked_against };
}

/** One sentence on the listing's permit status, for text an agent or a person reads. */
export function permitNote(r: Rental, permitsSample: boolean): string {
  const v = permitVerification(r);
  if (v) return v.sample ? `Permit record matched (sample, not verified): ${v.checked_against}` : `Permit-verified: ${v.checked_against}`;
  if (r.published) {
    return "Unverified listing: published by a signed-in person who has not proven ownership of a permit record for this address (a code e-mailed to the contact on the record); nothing about the unit was checked.";
  }
  const records = permitsSample ? "the sample permit records" : "the building department records the operator configured";
  if (r.permit && !r.permit.finaled) return `Not permit-verified: the record matching this unit in ${records} (${r.permit.record.permit_number}) is open, not finaled.`;
  return `Not permit-verified: no finaled record in ${records} matched this unit.`;
}
