import type { ListingRef } from "../../support/listings";

/** One alert e-mail: the new listings matching a person's saved search. */
export interface AlertMail {
  subject: string;
  text: string;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/**
 * Plain text, one block per listing; sample and unverified listings say so on their first line
 * (docs/housing.md). Ends with the unsubscribe link (alerts/unsubscribe.ts).
 */
export function composeAlert(listings: ListingRef[], opts: { max: number; unsubscribeUrl: string }): AlertMail {
  const shown = listings.slice(0, opts.max);
  const n = listings.length;
  const blocks = shown.map((l) =>
    [
      `${l.title}${l.sample ? " [sample listing]" : ""}${l.permit_verified ? "" : " [unverified: no finaled permit record proven for this unit]"}`,
      `  ${usd.format(l.price)}/month · ${l.bedrooms} bd · ${l.bathrooms} ba · ${l.address}, ${l.city} ${l.zip}`,
      `  Listed ${l.listed_at}`,
      `  ${l.permit_note}`,
      `  ${l.url}`,
    ].join("\n"),
  );
  const more = n > shown.length ? [`…and ${n - shown.length} more: search_rentals shows them all.`] : [];
  const text = [
    `${n === 1 ? "A new rental matches" : `${n} new rentals match`} your saved search:`,
    "",
    blocks.join("\n\n"),
    ...more,
    "",
    "You get this because you (or an assistant for you) saved a search with subscribe_listing_alert.",
    `To stop these e-mails, open ${opts.unsubscribeUrl}`,
    "(or call subscribe_listing_alert with unsubscribe: true).",
    "",
  ].join("\n");
  return { subject: n === 1 ? `New rental: ${shown[0].title}` : `${n} new rentals match your saved search`, text };
}
