import { describe, expect, it } from "vitest";
import { parseInboxFilter } from "#app/lib/admin/inbox-filter";
import { ContentService } from "#app/lib/server/content/content-service.server";
import { submitFields } from "#app/lib/server/leads/form-handler.server";
import { listSubmissions } from "#app/lib/server/leads/inbox.server";
import { submissionsCsvStream } from "#app/lib/server/leads/submissions-csv.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { POSTED_PERSON } from "../support/people";
import { acceptingCaptcha, formServicesFor } from "./support/form-services";
import { DIALECTS, useTestStore } from "./support/test-stores";

/**
 * Where each lead came from (decision 073): the first touch a lead form posts is stored with the lead, grouped into
 * its channel, filtered by in the inbox and exported; a bad part is dropped, never a reason to refuse the lead.
 */

const contact = (email: string, firstTouch?: string) => ({
  ...POSTED_PERSON,
  _replyto: email,
  message: "Door prices, please.",
  how_did_you_hear: "Google",
  altcha: "solution",
  ...(firstTouch === undefined ? {} : { first_touch: firstTouch }),
});

const SOURCE_COLUMNS = ["source_channel", "source_referrer", "source_landing", "source_utm_source", "source_utm_medium", "source_utm_campaign", "source_paid"] as const;

describe.each(DIALECTS)("where leads came from, on $dialect", ({ dialect }) => {
  const t = useTestStore(dialect);

  async function send(store: Store, email: string, firstTouch?: string) {
    const result = await submitFields("contact", contact(email, firstTouch), formServicesFor(store, { captcha: acceptingCaptcha, content: new ContentService(store) }), { clientHash: "c" });
    expect(result).toMatchObject({ ok: true });
    return store.db.selectFrom("submissions").select(SOURCE_COLUMNS).where("email", "=", email).executeTakeFirstOrThrow();
  }

  it("stores the first touch with the lead, its channel, and finds it by channel and source", async () => {
    const store = await t.open();
    const show = await send(store, "show@example.com", "landing=%2Fdoors%2Fswing%2Fsd95&utm_source=spring-show&utm_campaign=door-sale");
    expect(show).toEqual({
      source_channel: "referral",
      source_referrer: null,
      source_landing: "/doors/swing/sd95",
      source_utm_source: "spring-show",
      source_utm_medium: null,
      source_utm_campaign: "door-sale",
      source_paid: 0,
    });
    const ad = await send(store, "ad@example.com", "ref=WWW.Google.CA&landing=%2F&paid=1");
    expect(ad).toMatchObject({ source_channel: "ads", source_referrer: "www.google.ca", source_paid: 1 });
    const direct = await send(store, "direct@example.com");
    expect(direct).toMatchObject({ source_channel: "direct", source_referrer: null, source_landing: null, source_paid: 0 });

    const emails = async (query: string) =>
      (await listSubmissions(store, parseInboxFilter(new URLSearchParams(query)))).rows.map((row) => row.email).sort();
    expect(await emails("channel=referral")).toEqual(["show@example.com"]);
    expect(await emails("channel=ads")).toEqual(["ad@example.com"]);
    expect(await emails("source=Spring-Show")).toEqual(["show@example.com"]);
    expect(await emails("source=www.google.ca")).toEqual(["ad@example.com"]);
    expect(await emails("channel=none")).toEqual([]);

    const csv = new TextDecoder().decode(await new Response(submissionsCsvStream(store, { channel: "referral" })).arrayBuffer());
    const [header, row] = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(header!.endsWith("Channel,Referring site,Landing page,utm_source,utm_medium,utm_campaign,Paid click")).toBe(true);
    expect(row!.endsWith("Referral,,/doors/swing/sd95,spring-show,,door-sale,no")).toBe(true);
  });

  it("drops what is not a host, a path of ours or a short value, and still takes the lead", async () => {
    const store = await t.open();
    const stored = await send(
      store,
      "odd@example.com",
      `ref=javascript%3Aalert(1)&landing=https%3A%2F%2Fevil.example%2Fx&utm_source=${"x".repeat(101)}&utm_medium=%20Email%20&utm_campaign=a%00b`,
    );
    expect(stored).toEqual({
      source_channel: "email",
      source_referrer: null,
      source_landing: null,
      source_utm_source: null,
      source_utm_medium: "Email",
      source_utm_campaign: null,
      source_paid: 0,
    });
    const nonsense = await send(store, "nonsense@example.com", "%%%&&&==");
    expect(nonsense).toMatchObject({ source_channel: "direct" });
  });
});
