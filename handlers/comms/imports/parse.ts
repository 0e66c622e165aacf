import { Readable } from "node:stream";
import { setImmediate as yieldToLoop } from "node:timers/promises";
import { parse, type CsvError } from "csv-parse";

/** The document's bounds of an import CSV: 5 MB (bytes of UTF-8) and 10,000 data rows. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;
export const MAX_CSV_ROWS = 10_000;
/**
 * Bytes handed to the parser at a time, with a turn of the event loop after each: 16 KiB is about
 * 600 short rows, 1.5-2.3 ms of csv-parse on this machine (64 KiB took 6-22 ms, and up to 60-77 ms
 * under the soak: the longest turns bench/soak-turns.ts found), in line with the 2 ms turn budget
 * of the request scheduler (MCPFORGE_TURN_BUDGET_MS).
 */
export const CHUNK_BYTES = 16 * 1024;

/** A problem with one data row (row 1 = the first record after the header). */
export interface RowError {
  row: number;
  column: string | null;
  field: string | null;
  code: string;
  message: string;
}

/** A data record as parsed, or the row error the parser reported instead of it. */
export type ParsedRecord = { row: number; line: number; values: string[] } | { row: number; error: RowError };

export interface ParsedCsv {
  header: string[];
  records: ParsedRecord[];
}

/** A refusal of the whole file (nothing is stored): one of the tool's declared codes. */
export class CsvRefusal extends Error {
  constructor(
    readonly code: "csv_too_large" | "csv_too_many_rows" | "csv_unreadable",
    message: string,
  ) {
    super(message);
  }
}

/**
 * Parses `text` with csv-parse as a stream of 16 KiB chunks (CHUNK_BYTES). A record the parser cannot read
 * (a quote that never closes, a stray quote) becomes a row error at its place and parsing goes
 * on; only a file over the bounds or without a usable header row is refused as a whole.
 * Blank lines are skipped and not counted as rows. After a quoting error csv-parse resumes where
 * it can: a quote that never closes (or a quoted field with text after its closing quote, which
 * csv-parse reads as still open) swallows the rest of the file into that error.
 */
export async function parseCsv(text: string): Promise<ParsedCsv> {
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length > MAX_CSV_BYTES)
    throw new CsvRefusal(
      "csv_too_large",
      `The CSV is ${bytes.length} bytes of UTF-8; at most ${MAX_CSV_BYTES} (5 MB) are accepted (csv).`,
    );
  let header: string[] | null = null;
  let headerError: string | null = null;
  let row = 0;
  const records: ParsedRecord[] = [];
  const next = () => {
    row += 1;
    return row <= MAX_CSV_ROWS;
  };
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true, // a quote inside an unquoted field (O"Neil) is part of the value
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_record: (values: string[], info) => {
      if (header === null && headerError === null) header = values.map((v) => v.trim());
      else if (next()) records.push({ row, line: info.lines, values });
      return null; // kept here, in order with the skipped ones; nothing is buffered by the stream
    },
    on_skip: (err: CsvError | undefined) => {
      if (header === null && headerError === null) headerError = err?.message ?? "unreadable";
      else if (next()) records.push({ row, error: parseError(row, err) });
    },
  });
  const chunks = async function* () {
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
      yield bytes.subarray(at, at + CHUNK_BYTES);
      await yieldToLoop(); // one chunk's records at a time, then the event loop's turn
    }
  };
  try {
    for await (const _ of Readable.from(chunks()).pipe(parser)); // records arrive through on_record
  } catch (err) {
    // What csv-parse cannot skip (none is known with these options) refuses the file, never the process.
    const e = err as { code?: unknown; message?: unknown };
    if (typeof e?.code !== "string") throw err;
    throw new CsvRefusal("csv_unreadable", `The CSV cannot be parsed (csv): ${String(e.message)}`);
  }
  if (row > MAX_CSV_ROWS)
    throw new CsvRefusal(
      "csv_too_many_rows",
      `The CSV has ${row} data rows; at most ${MAX_CSV_ROWS} are accepted per import (csv). Split the file.`,
    );
  return { header: checkHeader(header, headerError), records };
}

function checkHeader(header: string[] | null, headerError: string | null): string[] {
  if (headerError !== null)
    throw new CsvRefusal("csv_unreadable", `The header row of the CSV cannot be parsed (csv): ${headerError}`);
  if (header === null || (header as string[]).every((h) => h === ""))
    throw new CsvRefusal("csv_unreadable", "The CSV has no header row (csv): the first line must name the columns.");
  const seen = new Set<string>();
  for (const name of header as string[]) {
    if (name !== "" && seen.has(name))
      throw new CsvRefusal("csv_unreadable", `The header row names the column ${JSON.stringify(name)} twice (csv).`);
    seen.add(name);
  }
  return header;
}

function parseError(row: number, err: CsvError | undefined): RowError {
  const line = err?.lines ?? "?";
  const whole = { row, column: null, field: null };
  switch (err?.code) {
    case "CSV_QUOTE_NOT_CLOSED":
      return {
        ...whole,
        code: "unclosed_quote",
        message: `A quoted field is never closed (the file ends at line ${line} inside it); the rest of the file could not be read.`,
      };
    case "CSV_INVALID_CLOSING_QUOTE":
    case "INVALID_OPENING_QUOTE":
      return {
        ...whole,
        code: "invalid_quote",
        message: `A quoted field at line ${line} has text after its closing quote: quote the whole field and double the quotes inside it ("").`,
      };
    default:
      return { ...whole, code: "malformed_row", message: `The row ending at line ${line} cannot be parsed.` };
  }
}
