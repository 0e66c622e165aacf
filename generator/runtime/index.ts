/**
 * The runtime that generated servers import: service definitions, the request context handlers
 * receive, the error contract, and the transports (streamable HTTP host, stdio).
 */
export { defineService, defineHandlers, bindService } from "./service";
export type { BoundService, HandlerFactory, HttpRoute, ServiceDefinition, ServiceEnv, ServiceImplementation, ToolDefinition, ValidateFunction } from "./service";
export type { RequestContext, LogLevel, Exchange, CallTransport } from "./context";
export type { ConfirmOptions, ElicitAnswer, ElicitOptions } from "./mrtr";
export { MRTR_SECRET_ENV } from "./mrtr-state";
export { TASKS_EXTENSION } from "./tasks";
export type { AuthInfo, AuthorizationFactory } from "./auth/types";
export type { TaskStorageFactory } from "./tasks-store";
export { ToolError, UnknownToolError, notImplemented, invalidArgumentsError, type ErrorDetails } from "./errors";
export { cursors, cursorKey, CURSOR_SECRET_ENV, MAX_CURSOR_CHARS, type Cursors } from "./cursor";
export { ToolRunner, errorResult, ERROR_META_KEY, type ToolResult } from "./dispatch";
export { loadConfig, type RuntimeConfig } from "./config";
export { ManualClock, systemClock, type Clock } from "./clock";
export { createLogger } from "./logger";
export { startHost, type RunningHost, type HostOptions } from "./host";
export { clientAddress, limitKey, normalizeAddress } from "./http/client-address";
export { serveStdio } from "./stdio";
export { issuesFrom, type Issue } from "./issues";
export { RateLimiter } from "./rate-limit";
export { Admission, AdmissionRefused, admissionSettingsFrom, type AdmissionSettings, type Caller } from "./admission";
export { typedToolCall, type ToolCallError, type ToolCallOptions, type ToolOutcome } from "./client";
export { addCidr } from "./cidr";
export { withContent } from "./content";
export { ExtrasRunner, RpcFailure } from "./resources";
export type { ContentBlock, NoHandlers, PromptDefinition, PromptMessage, PromptResult, ResourceContents, ResourceDefinition, ResourceRequest, ResourceResult } from "./resources-types";
export { telemetry, startTelemetry, stopTelemetry, flushTelemetry, childSpan, injectTraceContext, observeGauge, type Telemetry } from "./telemetry";
