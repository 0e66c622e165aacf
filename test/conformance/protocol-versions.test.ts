import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import * as endpoint from "../../generator/runtime/http/endpoint";

/**
 * The HTTP endpoint keeps its own copy of the SDK's protocol version constants, so that the hot
 * path does not load the SDK's schema module at startup. The copy must follow the SDK.
 */
test("the endpoint's protocol versions are the SDK's", () => {
  expect(endpoint.LATEST_PROTOCOL_VERSION).toBe(LATEST_PROTOCOL_VERSION);
  expect([...endpoint.SUPPORTED_PROTOCOL_VERSIONS]).toEqual([...SUPPORTED_PROTOCOL_VERSIONS]);
});
