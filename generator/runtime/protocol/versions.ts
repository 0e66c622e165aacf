/**
 * The SDK's LATEST_PROTOCOL_VERSION and SUPPORTED_PROTOCOL_VERSIONS (the handshake revisions),
 * copied: importing them from "@modelcontextprotocol/sdk/types.js" loads zod and every protocol
 * schema (~140 ms of cold start) for two constants. test/conformance/protocol-versions.test.ts
 * fails when the SDK's lists change.
 */
export const LATEST_PROTOCOL_VERSION = "2025-11-25";
export const SUPPORTED_PROTOCOL_VERSIONS: readonly string[] = [LATEST_PROTOCOL_VERSION, "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"];
