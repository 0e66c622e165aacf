/**
 * The storage layer every stateful service shares: Kysely over SQLite (default, a file under
 * var/) or PostgreSQL (DATABASE_URL=postgres://…), versioned additive migrations, durable jobs
 * and a cross-process event channel. README.md in this folder shows the whole API in use.
 */
export { acquireStorage, type StorageLease } from "./shared";
export { openStorage, type OpenOptions, type Storage } from "./storage";
export { storageConfigFrom, describeLocation, positiveInt, type Dialect, type StorageConfig } from "./config";
export type { Migration, MigrationContext } from "./migrate";
export { columnTypes, withSerialPrimaryKey, type ColumnTypes } from "./schema";
export { JobQueue, type EnqueueOptions, type JobHandler, type JobInfo } from "./jobs";
export type { ChannelEvent, EventChannel, EventListener } from "./events";
export { param, prepare, Param, type Prepared } from "./prepared";
export { makePrivateDir } from "./data-files";
export { isUniqueViolation } from "./unique";
