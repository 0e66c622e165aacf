import { mountView, type Result } from "../../../generated/games/views/analyze_draft";
import { h, num, show, showError } from "../../_shared/views/dom";
import "../../_shared/views/base.css";
import "./analyze_draft.css";

/**
 * analyze_draft as both teams side by side, the win probability as the result states it with its
 * 95% interval and the holdout evidence behind it (or why there is none), and the top counter-picks.
 */
mountView(render, showError);

const STATUS: Record<Result["prediction_status"], string> = {
  calibrated: "From the model, scored on a holdout it never saw",
  not_evaluated: "From the model, not yet scored on a holdout",
  insufficient_data: "Too few matches: the prior 50%, not a prediction",
  needs_full_rosters: "No probability: the draft is not a complete roster",
};

function render(r: Result): void {
  show(
    h("h1", {}, `Draft analysis (${r.game})`),
    h("section", { class: "teams", "aria-label": "Teams" }, team(`My team (${r.my_side})`, r.my_heroes, r.my_win_rate_pct, "mine"), team("Enemy team", r.enemy_heroes, r.enemy_win_rate_pct, "enemy")),
    probability(r),
    counters(r),
    r.unrecognised.length ? h("p", { class: "error", role: "alert" }, `Not recognised: ${r.unrecognised.join(", ")}`) : null,
    h("p", { class: "muted" }, r.citation, " ", r.source_url),
  );
}

function team(title: string, heroes: string[], pct: number | null, cls: string): HTMLElement {
  return h("div", { class: `team ${cls}` },
    h("h2", {}, title),
    h("ul", { class: "heroes" }, heroes.map((x) => h("li", {}, x))),
    h("p", { class: "pct" }, pct === null ? "no probability" : `${num(pct, 1)}% to win`),
  );
}

function probability(r: Result): HTMLElement {
  const mine = r.my_win_rate_pct;
  const i = r.my_win_rate_interval;
  return h("section", { class: "probability", "aria-label": "Win probability" },
    h("h2", {}, "Win probability"),
    mine === null ? null : h("div", { class: "split", role: "img", "aria-label": `My team ${num(mine, 1)}%, enemy ${num(100 - mine, 1)}%${i ? `; 95% interval for my team ${num(i.low_pct, 1)} to ${num(i.high_pct, 1)}%` : ""}` },
      h("span", { class: "mine", style: `width:${mine}%` }), h("span", { class: "enemy", style: `width:${100 - mine}%` }),
      i ? h("span", { class: "interval", style: `left:${i.low_pct}%;width:${i.high_pct - i.low_pct}%` }) : null),
    h("p", { "data-status": r.prediction_status }, STATUS[r.prediction_status]),
    i ? h("p", { class: "interval-text" }, h("strong", {}, `95% interval: ${num(i.low_pct, 1)}–${num(i.high_pct, 1)}%`), ` over ${i.n} holdout matches whose favourite the model gave ${i.favourite_range}; the favourite won ${i.favourite_wins} of them (${num(i.observed_favourite_win_rate_pct, 1)}%).${i.sample_data ? " Sample data: simulated matches." : ""}`) : h("p", { class: "interval-text muted" }, noInterval(r)),
    evidence(r),
  );
}

/** Why the result states no interval, from its own fields. */
function noInterval(r: Result): string {
  if (r.my_win_rate_pct === null) return "No probability, so no interval.";
  if (r.prediction_status !== "calibrated") return "Not scored on a holdout, so no interval is stated.";
  return "No holdout match fell in this probability's range, so no interval is stated.";
}

function evidence(r: Result): HTMLElement {
  const e = r.model.evaluation;
  return e
    ? h("p", { class: "muted evidence" }, `Holdout: ${e.holdout_n} matches, accuracy ${num(e.acc * 100, 1)}%, calibration error (ECE) ${num(e.ece * 100, 1)} points; trained on ${e.train_n}.`)
    : h("p", { class: "muted evidence" }, `Model trained on ${r.model.training_matches} matches (needs ${r.model.minimum_matches}); no holdout evaluation.`);
}

function counters(r: Result): HTMLElement {
  const top = r.recommendations.slice(0, 5);
  return h("section", { "aria-label": "Top counters" },
    h("h2", {}, "Top counter-picks"),
    top.length === 0 ? h("p", { class: "muted" }, "No recommendation.") : h("ol", { class: "counters" }, top.map((c) => h("li", {}, h("strong", {}, c.hero), ` (${c.shortName}): `, c.win_rate_pct === null ? c.metric_label : `${num(c.win_rate_pct, 1)}% ${c.metric_label}`))),
  );
}
