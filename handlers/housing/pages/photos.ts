import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Storage } from "mcpforge/platform/storage";
import type { Draft, PersonStore } from "../person/store";
import type { PagesConfig } from "./config";
import { PageError, type PageKit, type PageRequest } from "./kit";
import type { PageTables } from "./migrations";
import { readMultipart } from "./multipart";
import type { Session } from "./sessions";

/** Image types accepted, recognised by their first bytes (the declared type is not trusted). */
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: "image/png", test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/webp", test: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
];

export interface PhotoRef {
  id: string;
}

/**
 * Photos of a draft listing: the owner uploads them on the draft page (multipart form with the
 * CSRF token), publishing needs at least one. `/housing/photos/<id>` serves one to the draft's
 * owner, and to anybody once the listing is published.
 */
export class Photos {
  constructor(
    private readonly deps: { kit: PageKit; store: PersonStore; storage: Storage; config: PagesConfig },
  ) {}

  private get db(): Kysely<PageTables> {
    return this.deps.storage.kysely<PageTables>();
  }

  async of(draftId: string): Promise<PhotoRef[]> {
    return this.db.selectFrom("housing_page_photos").select("id").where("draft_id", "=", draftId).orderBy("created_at").orderBy("id").execute();
  }

  /** POST /housing/drafts/<id>/photos: one image, checked, stored; then back to the draft page. */
  async upload(r: PageRequest, session: Session & { subject: string }, draft: Draft): Promise<void> {
    const { fields, files } = await readMultipart(r.req, this.deps.config.photoMaxBytes + 64 * 1024);
    if (!this.deps.kit.sessions.csrfMatches(session, fields.csrf)) throw new PageError(403, "This form has expired or did not come from this site. Reload the page and try again.");
    const path = `/housing/drafts/${encodeURIComponent(draft.id)}`;
    if (draft.status !== "draft") throw new PageError(409, "This listing is already published.");
    const file = files.find((f) => f.field === "photo");
    if (!file || file.data.length === 0) return this.deps.kit.redirect(r.res, `${path}?problem=photo_missing`);
    if (file.data.length > this.deps.config.photoMaxBytes) throw new PageError(413, `Photo: at most ${Math.floor(this.deps.config.photoMaxBytes / 1024)} KiB.`);
    const type = SIGNATURES.find((s) => s.test(file.data))?.type;
    if (!type) return this.deps.kit.redirect(r.res, `${path}?problem=photo_type`);
    if (!(await this.add(draft.id, session.subject, type, file.data))) return this.deps.kit.redirect(r.res, `${path}?problem=photo_count`);
    this.deps.kit.redirect(r.res, `${path}?done=photo`);
  }

  /**
   * Stores a photo unless the draft already has HOUSING_PAGES_PHOTOS_PER_DRAFT; false then.
   * Counted and inserted under one lock per draft, so uploads sent at once (from several
   * processes too) cannot all pass the count.
   */
  add(draftId: string, person: string, contentType: string, bytes: Buffer): Promise<boolean> {
    return this.deps.storage.serialized(`housing_page_photos:${draftId}`, async (trx) => {
      const db = trx as Kysely<PageTables>;
      const { n } = await db.selectFrom("housing_page_photos").select((eb) => eb.fn.countAll<number>().as("n")).where("draft_id", "=", draftId).executeTakeFirstOrThrow();
      if (Number(n) >= this.deps.config.photosPerDraft) return false;
      await db.insertInto("housing_page_photos").values({ id: randomUUID(), draft_id: draftId, person, content_type: contentType, bytes, created_at: this.deps.storage.clock.now().getTime() }).execute();
      return true;
    });
  }

  /** GET /housing/photos/<id>. */
  async serve(r: PageRequest): Promise<void> {
    const id = r.rest.length === 1 ? r.rest[0] : "";
    const photo = /^[0-9a-f-]{36}$/i.test(id) ? await this.db.selectFrom("housing_page_photos").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
    if (!photo) throw new PageError(404, "There is no photo here.");
    const session = await this.deps.kit.sessions.find(r.req);
    const owner = session?.subject === photo.person;
    const published = owner ? true : (await this.deps.store.getDraft(photo.draft_id, photo.person))?.status === "published";
    if (!published) throw new PageError(404, "There is no photo here.");
    const bytes = Buffer.from(photo.bytes);
    r.res.writeHead(200, { "content-type": photo.content_type, "content-length": bytes.length, "cache-control": "private, no-store", "x-content-type-options": "nosniff", "content-security-policy": "default-src 'none'; sandbox" }).end(bytes);
  }
}

export const PHOTO_PROBLEMS: Record<string, string> = {
  photo_missing: "Photo: choose an image file.",
  photo_type: "Photo: a PNG, JPEG or WebP image.",
  photo_count: "Photo: this draft has the most photos allowed.",
  photo_needed: "Photos: add at least one photo of the unit before publishing.",
};
