import { mountView, type Result } from "../../../generated/census/views/census_compare_geographies";
import { h, num, show, showError, svg } from "../../_shared/views/dom";
import "../../_shared/views/base.css";
import "./census_compare_geographies.css";

/**
 * census_compare_geographies as a ranked bar chart of the sort variable (docs/apps.md): one bar
 * per row in the result's rank order, its margin of error drawn as a whisker and printed beside
 * the estimate. The same numbers sit in a table for screen readers and keyboard users.
 */
mountView(render, showError);

function render(r: Result): void {
  const variable = r.variables.find((v) => v.code === r.sort_by);
  // Census labels nest with "!!" ("Estimate!!Median household income…").
  const label = (variable?.label ?? r.sort_by).replace(/^Estimate!!/, "").replace(/!!/g, " › ");
  const rows = r.rows.map((row) => ({ row, cell: row.values[r.sort_by] }));
  const max = Math.max(1, ...rows.map(({ cell }) => (cell?.estimate ?? 0) + (cell?.moe ?? 0)));
  show(
    h("h1", {}, `${label}: ${r.rows.length} ${r.geography_level} ranked`),
    h("p", { class: "muted" }, `${r.dataset} ${r.year}, ${r.order === "desc" ? "highest" : "lowest"} first; ${r.rows.length} of ${r.total_geographies} geographies. Whiskers: margin of error (90%).`),
    r.sample_data ? h("p", { class: "badge warn", role: "note" }, "Sample data: shipped with the service, not live Census figures") : null,
    chart(rows, max, label),
    table(rows, label),
    r.notes.length ? h("ul", { class: "notes muted" }, r.notes.map((n) => h("li", {}, n))) : null,
    h("p", { class: "muted" }, "Source: ", r.source_url),
  );
}

type Row = { row: Result["rows"][number]; cell: Result["rows"][number]["values"][string] };

function chart(rows: Row[], max: number, label: string): SVGElement {
  const [labelW, barW, rowH] = [220, 340, 24];
  const root = svg("svg", { class: "chart", width: labelW + barW + 170, height: rows.length * rowH + 8, role: "img", "aria-label": `Bar chart of ${label}; the table below holds the same numbers` });
  rows.forEach(({ row, cell }, i) => {
    const y = i * rowH + 4;
    const x = (v: number) => labelW + (Math.max(0, v) / max) * barW;
    root.append(svg("text", { x: labelW - 8, y: y + 16, "text-anchor": "end", class: "label" }, `${row.rank ?? "–"}. ${row.name}`));
    if (cell?.estimate === null || cell?.estimate === undefined) {
      root.append(svg("text", { x: labelW + 4, y: y + 16, class: "na" }, "no estimate (see the table)"));
      return;
    }
    root.append(svg("rect", { x: labelW, y: y + 4, width: x(cell.estimate) - labelW, height: rowH - 10, class: "bar" }));
    if (cell.moe !== null) {
      const [lo, hi] = [x(cell.estimate - cell.moe), x(cell.estimate + cell.moe)];
      root.append(svg("line", { x1: lo, x2: hi, y1: y + 9 + 0.5, y2: y + 9 + 0.5, class: "moe" }), svg("line", { x1: lo, x2: lo, y1: y + 5, y2: y + 14, class: "moe" }), svg("line", { x1: hi, x2: hi, y1: y + 5, y2: y + 14, class: "moe" }));
    }
    root.append(svg("text", { x: x(cell.estimate + (cell.moe ?? 0)) + 6, y: y + 16, class: "value" }, `${num(cell.estimate)}${cell.moe !== null ? ` ±${num(cell.moe)}` : ""}`));
  });
  return root;
}

function table(rows: Row[], label: string): HTMLElement {
  return h("table", { class: "ranked" },
    h("caption", { class: "visually-hidden" }, `${label} by geography`),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Rank"), h("th", { scope: "col" }, "Geography"), h("th", { scope: "col" }, "Estimate"), h("th", { scope: "col" }, "Margin of error"))),
    h("tbody", {}, rows.map(({ row, cell }) => h("tr", {}, h("td", {}, row.rank ?? "–"), h("th", { scope: "row" }, row.name), h("td", {}, cell?.estimate === null || cell?.estimate === undefined ? cell?.annotation ?? "no estimate" : num(cell.estimate)), h("td", {}, cell?.moe === null || cell?.moe === undefined ? "–" : `±${num(cell.moe)}`)))),
  );
}
