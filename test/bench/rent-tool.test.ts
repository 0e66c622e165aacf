import { get_rent_estimate_input, get_rent_estimate_output } from "../../generated/housing/validators";
import { issuesFrom } from "../../generator/runtime";
import { CALL_ARGS, estimateRent } from "../../bench/servers/rent-tool";

// The benchmarks' shared cheap handler must keep answering what housing's manifest declares: when
// the output schema grew a required field, the throughput bench's output-validated server answered
// internal_error and the benchmark refused to run.
test("the bench's get_rent_estimate arguments and result match the housing manifest", () => {
  const args = structuredClone(CALL_ARGS);
  expect(issuesFrom(get_rent_estimate_input(args) ? [] : get_rent_estimate_input.errors)).toEqual([]);
  const result = estimateRent(args);
  expect(issuesFrom(get_rent_estimate_output(result) ? [] : get_rent_estimate_output.errors)).toEqual([]);
});
