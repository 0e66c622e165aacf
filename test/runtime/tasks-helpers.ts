import { messagesOf, postModern } from "../helpers/modern";

export const TASKS = { "io.modelcontextprotocol/clientCapabilities": { extensions: { "io.modelcontextprotocol/tasks": {} } } };

/** A tools/call of wait_for_webhook as a client declaring the tasks extension sends it. */
export async function startWait(mcpUrl: string, bucketId: string, waitSeconds = 25, meta: Record<string, unknown> = TASKS) {
  return messagesOf(await postModern(mcpUrl, "tools/call", { name: "wait_for_webhook", arguments: { bucket_id: bucketId, wait_seconds: waitSeconds } }, { meta }))[0];
}

/** tasks/get, tasks/cancel or tasks/update, with the Mcp-Name header the extension asks for. */
export async function taskRequest(mcpUrl: string, method: string, taskId: string, extra: Record<string, unknown> = {}, meta: Record<string, unknown> = TASKS) {
  return messagesOf(await postModern(mcpUrl, method, { taskId, ...extra }, { meta, headers: { "mcp-name": taskId } }))[0];
}
