import { randomBytes } from "node:crypto";
import { open, unlink, type FileHandle } from "node:fs/promises";
import { join } from "node:path";

/**
 * An export's parts held in a file while its SQLite snapshot is open, then stored (issue 30,
 * item 1). On SQLite a snapshot is a read transaction on a connection of its own: while it is
 * open, no WAL frame written after it began can be checkpointed. Parts stored meanwhile piled up
 * in the WAL (the whole export: 40 MiB at 200,000 contacts, 228 MiB in the issue), and the first
 * commit after the snapshot closed ran SQLite's checkpoint of all of it on the event loop, past
 * the WAL bound (SQLITE_WAL_MAX_BYTES): 1.1 s at load 16 (bench/heavy-trace.ts). Stored after
 * the snapshot has closed, each part's frames are copied by the checkpoint worker, off the loop.
 *
 * The file is removed from its directory as soon as it is open (mode 0600): only this descriptor
 * reaches it, and the system frees it when the spool closes or the process dies. Each write is
 * awaited (the file's backpressure); the process holds one part at a time, never the file.
 */
export class PartSpool {
  private readonly lengths: number[] = [];
  private size = 0;

  private constructor(private readonly file: FileHandle) {}

  /** A new spool in `dir` (the data directory: the export's bytes go to that disk anyway). */
  static async open(dir: string): Promise<PartSpool> {
    const path = join(dir, `mcpforge-export-${process.pid}-${randomBytes(6).toString("hex")}`);
    const file = await open(path, "wx+", 0o600);
    await unlink(path);
    return new PartSpool(file);
  }

  /** Parts written so far. */
  get parts(): number {
    return this.lengths.length;
  }

  async write(part: string): Promise<void> {
    const bytes = Buffer.from(part, "utf8");
    await this.file.write(bytes, 0, bytes.length, this.size);
    this.size += bytes.length;
    this.lengths.push(bytes.length);
  }

  /** The parts in order, as written, one read each. */
  async *read(): AsyncGenerator<string> {
    let at = 0;
    for (const length of this.lengths) {
      const bytes = Buffer.allocUnsafe(length);
      const { bytesRead } = await this.file.read(bytes, 0, length, at);
      if (bytesRead !== length) throw new Error(`export spool: read ${bytesRead} of ${length} bytes at ${at}`);
      at += length;
      yield bytes.toString("utf8");
    }
  }

  close(): Promise<void> {
    return this.file.close();
  }
}
