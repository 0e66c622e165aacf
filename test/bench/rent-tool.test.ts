import * as validators from "../../generated/housing/validators";
import { issuesFrom, type ValidateFunction } from "../../generator/runtime";
import { CALL_ARGS, estimateRent } from "../../bench/servers/rent-tool";

// The benchmarks' shared cheap handler must keep answering what housing's manifest declares: when
// the output schema grew a required field, the throughput bench's output-validated server answered
// internal_error and the benchmark refused to run.
const issues = (validate: ValidateFunction, value: unknown) => (validate(value) ? [] : issuesFrom(validate.errors));

test("the bench's get_rent_estimate arguments and result match the housing manifest", () => {
  const args = structuredClone(CALL_ARGS);
  expect(issues(validators.get_rent_estimate_input as unknown as ValidateFunction, args)).toEqual([]);
  expect(issues(validators.get_rent_estimate_output as unknown as ValidateFunction, estimateRent(args))).toEqual([]);
  expect(issues(validators.get_rent_estimate_output as unknown as ValidateFunction, { ...estimateRent(args), sample: undefined })).not.toEqual([]);
});
