import type { App } from "@modelcontextprotocol/ext-apps";
import { callTool, mountView, type Result } from "../../../generated/housing/views/get_rental";
import { h, show, showError, usd } from "../../_shared/views/dom";
import "../../_shared/views/base.css";
import "./get_rental.css";

/**
 * get_rental as a listing card (docs/apps.md): photos, facts, the permit badge exactly as the
 * result states it (verified / sample match / not verified, with permit_note beside it), and a tour
 * request that calls request_tour through the host, as the signed-in person the host acts for.
 * Photos are links, not images: the view reaches no network.
 */
mountView(render, showError);

function render(r: Result, app: App): void {
  show(
    h("article", { class: "listing", "aria-labelledby": "listing-title" },
      h("header", {},
        h("h1", { id: "listing-title" }, r.title),
        h("p", { class: "muted" }, `${r.address}, ${r.city}${r.zip ? ` ${r.zip}` : ""}`),
        h("p", { class: "rent" }, h("strong", {}, usd(r.monthly_rent_usd)), " per month ", h("span", { class: `badge ${r.status === "available" ? "ok" : "warn"}` }, r.status)),
        r.sample ? h("p", { class: "badge warn", role: "note" }, "Sample data: shipped with the service, not a live listing") : null,
      ),
      photos(r, app),
      h("section", { "aria-label": "Facts" }, h("dl", { class: "facts" }, ...facts(r))),
      permit(r),
      r.amenities.length ? h("section", { "aria-label": "Amenities" }, h("h2", {}, "Amenities"), h("ul", { class: "amenities" }, r.amenities.map((a) => h("li", {}, a)))) : null,
      h("p", { class: "description" }, r.description),
      tour(r, app),
    ),
  );
}

function photos(r: Result, app: App): HTMLElement {
  if (r.images.length === 0) return h("p", { class: "muted photos" }, "No photos published.");
  return h("section", { "aria-label": `Photos (${r.images.length})` },
    h("h2", {}, `Photos (${r.images.length})`),
    h("ol", { class: "photos" }, r.images.map((url, i) => h("li", { class: "photo" }, h("a", { href: url, onclick: (e: Event) => (e.preventDefault(), void app.openLink({ url })) }, `Photo ${i + 1} of ${r.images.length}`)))),
  );
}

function facts(r: Result): HTMLElement[] {
  const yesNo = (v: boolean | null, yes: string, no: string) => (v === null ? "not stated" : v ? yes : no);
  const rows: [string, string][] = [
    ["Bedrooms", String(r.bedrooms)],
    ["Bathrooms", String(r.bathrooms)],
    ["Area", r.square_feet === null ? "not published" : `${r.square_feet} sq ft`],
    ["Type", r.property_type.replace(/_/g, " ")],
    ["Available from", r.available_from ?? "now"],
    ["Pets", yesNo(r.pets_allowed, "allowed", "not allowed")],
    ["Furnished", yesNo(r.furnished, "yes", "no")],
    ["Service fee", r.tenant_pays_service_fee ? "paid by the tenant" : "none for the tenant"],
  ];
  return rows.flatMap(([k, v]) => [h("dt", {}, k), h("dd", {}, v)]);
}

/** The badge says only what the result's own fields say. */
function permit(r: Result): HTMLElement {
  const [cls, label] = r.permit_verified && !r.sample ? ["ok", "Permit verified"] : r.permit_verified ? ["warn", "Sample permit match (not verified)"] : ["bad", "Permit not verified"];
  const v = r.permit_verification;
  return h("section", { class: "permit", "aria-label": "Permit" },
    h("h2", {}, "Permit"),
    h("p", {}, h("span", { class: `badge ${cls}`, "data-permit": cls }, label), " ", r.permit_number ? `No. ${r.permit_number}` : "no permit number published"),
    h("p", { class: "muted permit-note" }, r.permit_note),
    v ? h("p", { class: "muted" }, `Record: ${v.source}; status ${v.permit_status}${v.finaled_date ? `, finaled ${v.finaled_date}` : ""}.`) : null,
  );
}

function tour(r: Result, app: App): HTMLElement {
  if (r.status !== "available") return h("p", { class: "muted" }, "This unit is leased: tours are closed.");
  const status = h("p", { role: "status", class: "tour-status" });
  const when = h("input", { id: "tour-when", type: "datetime-local", required: true, step: 60 });
  const message = h("textarea", { id: "tour-message", rows: 2, maxlength: 2000 });
  const button = h("button", { type: "submit" }, "Request a tour");
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!when.value) return void (status.textContent = "Choose a time first.");
    button.disabled = true;
    status.textContent = "Sending…";
    const sent = await callTool(app, "request_tour", { listing_id: r.id, preferred_times: [when.value.slice(0, 16)], ...(message.value ? { message: message.value } : {}) });
    button.disabled = false;
    status.textContent = sent.ok ? `Tour requested (${sent.result.status}); request ${sent.result.tour_request_id}.` : sent.error.code === "sign_in_required" ? "Sign in to request a tour." : `Not sent: ${sent.error.message}`;
  };
  return h("form", { class: "tour", "aria-labelledby": "tour-heading", onsubmit: (e: Event) => void submit(e) },
    h("h2", { id: "tour-heading" }, "Request a tour"),
    h("label", { for: "tour-when" }, "Preferred time"), when,
    h("label", { for: "tour-message" }, "Message to the landlord (optional)"), message,
    h("p", {}, button),
    status,
  );
}
