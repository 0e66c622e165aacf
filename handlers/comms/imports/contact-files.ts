import type { HttpRoute } from "mcpforge/runtime";
import type { CommsvcContactsExportOutput } from "../../../generated/comms/types";
import type { ContactFilesTable } from "../migrations";
import { insertAudited } from "../support/audit-log";
import { iso, isoOrNull, type CommsDeps } from "../support/deps";
import { principal, type Principal } from "../support/guard";
import { pathSegments, routeCaller, sendJson } from "../support/http-route";
import { newId } from "../support/keys";
import { findOwned } from "../support/owned";
import type { Ctx } from "../support/resource-def";
import { toCsv } from "./csv-out";

export const CONTACT_FILE_TTL_MS = 7 * 86_400_000;
export const CONTACT_FILE_PURGE_QUEUE = "comms.contact-file-purge";
const FILE_PREFIX = "/comms/contact-files/";
const HEADER = [
  "contact_id",
  "email",
  "first_name",
  "company_id",
  "consent_basis",
  "consent_source",
  "consent_captured_at",
  "unsubscribed_at",
  "created_at",
  "updated_at",
];

type FileRow = Omit<ContactFilesTable, "seq">;

/**
 * contacts_export writes every contact of the organization, with its consent, as one CSV
 * (available at once: status `available`); contact_file_get returns it inline and as a download
 * URL until it expires seven days later (injected clock), when a durable job empties it.
 */
export function contactFileHandlers(deps: CommsDeps) {
  const { db, clock } = deps;
  const present = (row: FileRow): CommsvcContactsExportOutput => ({
    file_id: row.id,
    status: "available",
    created_at: iso(Number(row.created_at)),
    expires_at: iso(Number(row.expires_at)),
    row_count: Number(row.row_count),
    size_bytes: Number(row.size_bytes),
  });
  return {
    async commsvc_contacts_export(_args: unknown, ctx: Ctx) {
      const who = principal(ctx);
      const now = clock.now().getTime();
      const row = await db.transaction().execute(async (trx) => {
        const contacts = await trx
          .selectFrom("comms_crm_contacts as c")
          .leftJoin("comms_contact_consent as k", "k.contact_id", "c.id")
          .select(["c.id", "c.email", "c.first_name", "c.company_id", "c.created_at", "c.updated_at"])
          .select(["k.basis", "k.source", "k.captured_at", "k.unsubscribed_at"])
          .where("c.organization_id", "=", who.organizationId)
          .orderBy("c.seq")
          .execute();
        const num = (v: number | null) => (v === null ? null : Number(v));
        const csv = toCsv(
          HEADER,
          contacts.map((c) => [
            c.id,
            c.email,
            c.first_name,
            c.company_id,
            c.basis,
            c.source,
            isoOrNull(num(c.captured_at)),
            isoOrNull(num(c.unsubscribed_at)),
            iso(Number(c.created_at)),
            iso(Number(c.updated_at)),
          ]),
        );
        const r: FileRow = {
          id: newId("cf"),
          organization_id: who.organizationId,
          created_at: now,
          expires_at: now + CONTACT_FILE_TTL_MS,
          row_count: contacts.length,
          size_bytes: Buffer.byteLength(csv),
          csv,
        };
        await insertAudited(trx, who, now, "comms_contact_files", r, {
          action: "contact_file.create",
          target_type: "contact_file",
          target_id: r.id,
          details: { row_count: r.row_count },
        });
        return r;
      });
      await deps.storage.jobs.enqueue(
        CONTACT_FILE_PURGE_QUEUE,
        { file_id: row.id },
        { runAt: new Date(row.expires_at), key: `${CONTACT_FILE_PURGE_QUEUE}:${row.id}` },
      );
      return present(row);
    },
    async commsvc_contact_file_get(args: { file_id: string }, ctx: Ctx) {
      const found = await liveFile(deps, principal(ctx), args.file_id);
      if (found === "missing")
        throw ctx.error("not_found", `No contact file ${JSON.stringify(args.file_id)} in this organization (file_id).`);
      if (found === "expired")
        throw ctx.error(
          "expired",
          `Contact file ${args.file_id} expired seven days after it was made (file_id); export again with commsvc_contacts_export.`,
        );
      return {
        ...present(found),
        csv: found.csv!,
        download_url: `${deps.settings.baseUrl()}${FILE_PREFIX}${found.id}`,
      };
    },
  };
}

/** The caller's file while it lasts; "expired" once past expires_at (or purged), "missing" otherwise. */
async function liveFile(deps: CommsDeps, who: Principal, id: string): Promise<FileRow | "missing" | "expired"> {
  const row = await findOwned(deps.db, "comms_contact_files", who, id);
  if (!row) return "missing";
  return row.csv === null || deps.clock.now().getTime() >= Number(row.expires_at) ? "expired" : row;
}

/** GET <base>/comms/contact-files/<file_id>: the CSV, for a key of its organization holding crm:read. */
export function contactFileRoute(deps: CommsDeps): HttpRoute {
  return {
    prefix: FILE_PREFIX,
    async handle(req, res) {
      const who = await routeCaller(deps, req, res, "crm:read");
      if (!who) return;
      const [id, ...rest] = pathSegments(req, FILE_PREFIX) ?? [];
      const found = id && rest.length === 0 ? await liveFile(deps, who, id) : "missing";
      if (found === "missing") return sendJson(res, 404, { error: "not_found", message: "No such contact file." });
      if (found === "expired")
        return sendJson(res, 410, { error: "expired", message: "This contact file has expired." });
      const body = found.csv!;
      res.writeHead(200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
        "Cache-Control": "no-store",
        "Content-Disposition": `attachment; filename="${found.id}.csv"`,
      });
      res.end(req.method === "HEAD" ? undefined : body);
    },
  };
}

/** The purge job at expires_at: the CSV goes; the row stays so a late get answers `expired`. */
export async function purgeContactFile(deps: CommsDeps, job: { file_id: string }): Promise<void> {
  await deps.db
    .updateTable("comms_contact_files")
    .set({ csv: null })
    .where("id", "=", job.file_id)
    .where("expires_at", "<=", deps.clock.now().getTime())
    .execute();
}
