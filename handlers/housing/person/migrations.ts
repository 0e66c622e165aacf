import type { CreateTableBuilder } from "kysely";
import type { ColumnTypes, Migration } from "mcpforge/platform/storage";
import { withSerialPrimaryKey } from "mcpforge/platform/storage";

type Table = CreateTableBuilder<string, never>;

/** Who did it and when: every record an assistant can create carries these. */
const actorColumns = (t: Table, big: ColumnTypes["bigint"]): Table =>
  t.addColumn("by_assistant", "integer", (c) => c.notNull()).addColumn("client_id", "text").addColumn("created_at", big, (c) => c.notNull());

/** What an inquiry or a tour request points at: the person, the listing, its thread and message, the landlord. */
const requestColumns = (t: Table): Table =>
  ["person", "listing_id", "thread_id", "message_id", "landlord_email"].reduce((acc, name) => acc.addColumn(name, "text", (c) => c.notNull()), t);

/** Storage module name of the signed-in person's records (`mcpforge_migrations.module`). */
export const PERSON_MODULE = "housing_person";

/**
 * The signed-in person's records. Every table names its owner (`person`, the lower-cased e-mail
 * address of the auth subject) so every read can be scoped to the caller. Times are epoch ms.
 */
export const personMigrations: Migration[] = [
  {
    version: 1,
    name: "create_person_records",
    async up(db, { types, dialect }) {
      const big = types.bigint;
      const index = (table: string, columns: string[]) => db.schema.createIndex(`${table}_${columns.join("_")}`).on(table).columns(columns).execute();
      await actorColumns(
        db.schema
          .createTable("housing_person_drafts")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("person", "text", (c) => c.notNull())
          .addColumn("fields", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull()),
        big,
      )
        .addColumn("updated_at", big, (c) => c.notNull())
        .addColumn("published_at", big)
        .execute();
      await index("housing_person_drafts", ["person", "created_at"]);

      await db.schema
        .createTable("housing_person_threads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("listing_id", "text")
        .addColumn("landlord_email", "text", (c) => c.notNull())
        .addColumn("landlord_name", "text", (c) => c.notNull())
        .addColumn("created_at", big, (c) => c.notNull())
        .addColumn("last_message_at", big, (c) => c.notNull())
        .execute();
      await index("housing_person_threads", ["person", "last_message_at"]);
      await index("housing_person_threads", ["landlord_email"]);

      await withSerialPrimaryKey(db.schema.createTable("housing_person_messages"), "seq", dialect)
        .addColumn("id", "text", (c) => c.notNull().unique())
        .addColumn("thread_id", "text", (c) => c.notNull())
        .addColumn("author", "text", (c) => c.notNull())
        .addColumn("client_id", "text")
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("links_removed", "integer", (c) => c.notNull())
        .addColumn("recipient_notice", "text")
        .addColumn("sent_at", big, (c) => c.notNull())
        .execute();
      await index("housing_person_messages", ["thread_id", "seq"]);

      await actorColumns(requestColumns(db.schema.createTable("housing_person_inquiries").addColumn("id", "text", (c) => c.primaryKey())), big).execute();
      await index("housing_person_inquiries", ["person", "created_at"]);
      await index("housing_person_inquiries", ["landlord_email", "created_at"]);

      await actorColumns(
        requestColumns(db.schema.createTable("housing_person_tours").addColumn("id", "text", (c) => c.primaryKey()))
          .addColumn("timezone", "text", (c) => c.notNull())
          .addColumn("times", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) => c.notNull())
          .addColumn("accepted_time", "text")
          .addColumn("decided_at", big),
        big,
      ).execute();
      await index("housing_person_tours", ["person", "created_at"]);
      await index("housing_person_tours", ["landlord_email", "created_at"]);

      await actorColumns(
        db.schema
          .createTable("housing_person_applications")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("person", "text", (c) => c.notNull())
          .addColumn("listing_id", "text")
          .addColumn("status", "text", (c) => c.notNull()),
        big,
      )
        .addColumn("submitted_at", big)
        .execute();
      await index("housing_person_applications", ["person", "listing_id"]);

      await db.schema
        .createTable("housing_person_people")
        .addColumn("person", "text", (c) => c.primaryKey())
        .addColumn("verified_at", big)
        .execute();

      await actorColumns(
        db.schema
          .createTable("housing_person_searches")
          .addColumn("person", "text", (c) => c.primaryKey())
          .addColumn("filters", "text", (c) => c.notNull())
          .addColumn("high_water", big, (c) => c.notNull()),
        big,
      ).execute();

      await db.schema
        .createTable("housing_person_alert_matches")
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("listing_id", "text", (c) => c.notNull())
        .addColumn("mail_id", "text", (c) => c.notNull())
        .addColumn("matched_at", big, (c) => c.notNull())
        .addPrimaryKeyConstraint("housing_person_alert_matches_pk", ["person", "listing_id"])
        .execute();

      await db.schema
        .createTable("housing_person_alert_mails")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("listing_ids", "text", (c) => c.notNull())
        .addColumn("created_at", big, (c) => c.notNull())
        .addColumn("sent_at", big)
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("last_error", "text")
        .execute();
      await index("housing_person_alert_mails", ["sent_at", "created_at"]);

      await db.schema
        .createTable("housing_person_idempotency")
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("tool", "text", (c) => c.notNull())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("args_hash", "text", (c) => c.notNull())
        .addColumn("result", "text", (c) => c.notNull())
        .addColumn("created_at", big, (c) => c.notNull())
        .addPrimaryKeyConstraint("housing_person_idempotency_pk", ["person", "tool", "key"])
        .execute();

      await withSerialPrimaryKey(db.schema.createTable("housing_person_activity"), "seq", dialect)
        .addColumn("person", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("ref_id", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("by_assistant", "integer", (c) => c.notNull())
        .addColumn("client_id", "text")
        .addColumn("at", big, (c) => c.notNull())
        .execute();
      await index("housing_person_activity", ["person", "seq"]);
    },
  },
];
