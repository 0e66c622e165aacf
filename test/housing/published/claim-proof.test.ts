import type { Kysely } from "kysely";
import pino from "pino";
import { authConfigFrom } from "../../../generator/platform/auth";
import { SignInMail } from "../../../generator/platform/auth/mail";
import { announcePublished } from "../../../handlers/housing/catalog";
import { ClaimProofs } from "../../../handlers/housing/pages/claim-proof";
import type { PageTables } from "../../../handlers/housing/pages/migrations";
import { startSink, type SmtpSink } from "../../email/servers";
import { describeEachDatabase } from "../../storage/databases";
import { personWorld, type PersonHost, type PersonWorld } from "../person/harness";
import { FINALED, mailTexts } from "./harness";

/** The contact record 19022-10000-39407 (FINALED) names in data/housing/rentals/permits-los-angeles.json. */
const CONTACT = "samuel.haddad@example.com";

describeEachDatabase("claiming a permit record needs a code e-mailed to the record's contact; a later proven owner takes it over, recorded", (kind) => {
  let sink: SmtpSink;
  let world: PersonWorld;
  let h: PersonHost;
  let proofs: ClaimProofs;
  let mail: SignInMail;
  beforeAll(async () => {
    sink = await startSink();
    world = await personWorld(kind);
    h = await world.start();
    const auth = { ...authConfigFrom({ MCPFORGE_AUTH_SMTP: sink.url }), signInAttempts: 2 };
    mail = new SignInMail(auth, pino({ level: "silent" }));
    proofs = new ClaimProofs({ storage: h.lease.storage, clock: h.auth.clock, mail, config: { signInTtlSec: 600, signInAttempts: 2 } as never });
  });
  afterAll(async () => {
    mail?.close();
    await world?.drop();
    await sink?.close();
  });

  const codeIn = async (n: number) => /: (\d{8})/.exec((await mailTexts(sink))[n]!.text.split("\n")[1]!)?.[1] ?? "";
  const db = () => h.lease.storage.kysely<PageTables>() as Kysely<PageTables>;

  test("wrong codes claim nothing and are limited; the right one records a proven claim; another person's proof takes it over; every step is in the audit trail; the listing follows the proven claimant", async () => {
    const fields = { name: "Hoover unit", address: FINALED.address, price: 2500 };
    await proofs.send({ key: FINALED.claimKey, person: "kim@example.com", contact: CONTACT, permit: FINALED.permit, fields });
    const mails = await mailTexts(sink);
    expect(mails.map((m) => m.to)).toEqual([CONTACT]);
    expect(mails[0]!.text).toContain("kim@example.com asked to claim permit record 19022-10000-39407");
    const code = await codeIn(0);
    const wrong = code === "00000000" ? "11111111" : "00000000";
    expect(await proofs.enter(FINALED.claimKey, "kim@example.com", wrong, FINALED.address)).toEqual({ ok: false, reason: "wrong" });
    expect(await proofs.enter(FINALED.claimKey, "kim@example.com", wrong, FINALED.address)).toEqual({ ok: false, reason: "used_up" });
    // Used up: even the right code no longer claims.
    expect(await proofs.enter(FINALED.claimKey, "kim@example.com", code, FINALED.address)).toEqual({ ok: false, reason: "none" });
    expect(await proofs.claimOf(FINALED.claimKey)).toBeUndefined();

    await proofs.send({ key: FINALED.claimKey, person: "kim@example.com", contact: CONTACT, permit: FINALED.permit, fields });
    const kim = await proofs.enter(FINALED.claimKey, "kim@example.com", await codeIn(1), FINALED.address);
    expect(kim).toMatchObject({ ok: true, tookOver: false });
    expect(await proofs.claimOf(FINALED.claimKey)).toMatchObject({ person: "kim@example.com", proof: "code e-mailed to the contact on the permit record" });

    // Kim publishes: verified against the (sample) record, so the listing says sample.
    const kimDraft = (kim as { draftId: string }).draftId;
    await h.store.publishDraft(kimDraft, "kim@example.com");
    await announcePublished(h.lease.storage, kimDraft);
    const reader = await h.signIn("reader@example.com");
    expect(await reader.tool("get_rental", { id: kimDraft })).toMatchObject({ permit_verified: true, sample: true, permit_verification: { sample: true } });

    await proofs.send({ key: FINALED.claimKey, person: "lee@example.com", contact: CONTACT, permit: FINALED.permit, fields });
    const lee = await proofs.enter(FINALED.claimKey, "lee@example.com", await codeIn(2), FINALED.address);
    expect(lee).toMatchObject({ ok: true, tookOver: true });
    expect(await proofs.claimOf(FINALED.claimKey)).toMatchObject({ person: "lee@example.com" });
    const trail = await db().selectFrom("housing_page_claim_events").select(["person", "previous_person", "proof"]).where("record_key", "=", FINALED.claimKey).orderBy("at").orderBy("person").execute();
    expect(trail).toEqual([
      { person: "kim@example.com", previous_person: null, proof: "code e-mailed to the contact on the permit record" },
      { person: "lee@example.com", previous_person: "kim@example.com", proof: "code e-mailed to the contact on the permit record" },
    ]);
    // Kim's listing lost its verification once the claim passed to Lee.
    await announcePublished(h.lease.storage, kimDraft);
    expect(await reader.tool("get_rental", { id: kimDraft })).toMatchObject({ permit_verified: false, sample: false, permit_number: null });
  });
});
