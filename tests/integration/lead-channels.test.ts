import { describe, expect, it } from "vitest";
import { channelsValues, SHIPPED_CHANNELS_RECORD, type ChannelsRecord } from "#app/lib/admin/channels-form";
import { parseInboxFilter } from "#app/lib/admin/inbox-filter";
import { ContentService } from "#app/lib/server/content/content-service.server";
import { listRevisions } from "#app/lib/server/content/content-store.server";
import { channelsKind } from "#app/lib/server/content/kinds/channels-editor.server";
import { CHANNELS_ID, seedChannels } from "#app/lib/server/content/kinds/channels.server";
import { restoreVersion } from "#app/lib/server/content/owner-content.server";
import { loadChannels } from "#app/lib/server/leads/channels.server";
import { submitFields } from "#app/lib/server/leads/form-handler.server";
import { listSubmissions } from "#app/lib/server/leads/inbox.server";
import { createRateLimiter } from "#app/lib/server/leads/rate-limit.server";
import { submissionsCsvStream } from "#app/lib/server/leads/submissions-csv.server";
import { POSTED_PERSON } from "../support/people";
import { acceptingCaptcha, formServicesFor } from "./support/form-services";
import { DIALECTS, useTestStore } from "./support/test-stores";

/**
 * The channels the owners name (decision 077): saving their rules re-classifies the stored leads in the same write, a
 * lead stored afterwards is classified by them, the export names channels as they do, and restoring an earlier
 * version re-classifies again.
 */

const contact = (email: string, firstTouch: string) => ({
  ...POSTED_PERSON,
  _replyto: email,
  message: "Door prices, please.",
  how_did_you_hear: "Google",
  altcha: "solution",
  first_touch: firstTouch,
});

const HOME_SHOWS: ChannelsRecord = {
  channels: [
    ...SHIPPED_CHANNELS_RECORD.channels.map((channel) => (channel.key === "referral" ? { ...channel, label: "Word of mouth" } : channel)),
    { key: "home-shows", label: "Home shows" },
  ],
  rules: [
    { on: "source", value: "spring-show", channel: "home-shows" },
    { on: "referrer", value: "homeshow.ca", channel: "home-shows" },
  ],
};

describe.each(DIALECTS)("the owners' channels, on $dialect", ({ dialect }) => {
  const t = useTestStore(dialect);

  it("re-classifies stored leads when the rules are saved or restored, and names channels as the owners do", async () => {
    const store = await t.open();
    await seedChannels(store);
    const content = new ContentService(store, 60_000);
    await content.start();
    try {
      const services = formServicesFor(store, { captcha: acceptingCaptcha, content, formLimiter: createRateLimiter(store, { keyPrefix: "form", points: 50, durationSeconds: 600 }) });
      const send = async (email: string, firstTouch: string) => expect(await submitFields("contact", contact(email, firstTouch), services, { clientHash: email })).toMatchObject({ ok: true });
      const channelOf = async (email: string) =>
        (await store.db.selectFrom("submissions").select("source_channel").where("email", "=", email).executeTakeFirstOrThrow()).source_channel;

      await send("show@example.com", "utm_source=Spring-Show");
      await send("site@example.com", "ref=www.homeshow.ca");
      await send("blog@example.com", "ref=blog.example.com");
      await send("ad@example.com", "utm_source=spring-show&paid=1");
      expect(await channelOf("show@example.com")).toBe("referral");
      expect(await channelOf("site@example.com")).toBe("referral");

      const parsed = channelsKind.form.schema.parse(channelsValues(HOME_SHOWS)) as ChannelsRecord;
      await channelsKind.save(store, CHANNELS_ID, parsed, "owner@helios.example");
      // The owners' rules come first: even the paid click of the show's campaign is the show's.
      for (const email of ["show@example.com", "site@example.com", "ad@example.com"]) expect(await channelOf(email)).toBe("home-shows");
      expect(await channelOf("blog@example.com")).toBe("referral");

      // A lead stored after the save is classified by the rules the content service now holds.
      await send("later@example.com", "utm_source=SPRING-SHOW&utm_medium=flyer");
      expect(await channelOf("later@example.com")).toBe("home-shows");

      const emails = async (query: string) => (await listSubmissions(store, parseInboxFilter(new URLSearchParams(query)))).rows.map((row) => row.email).sort();
      expect(await emails("channel=home-shows")).toEqual(["ad@example.com", "later@example.com", "show@example.com", "site@example.com"]);
      expect(await loadChannels(store.db)).toContainEqual({ key: "home-shows", label: "Home shows", hint: "campaign source spring-show, referring site homeshow.ca" });

      const csv = new TextDecoder().decode(await new Response(submissionsCsvStream(store, {})).arrayBuffer());
      const rows = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
      expect(rows.find((row) => row.includes("blog@example.com"))).toContain(",Word of mouth,blog.example.com,");
      expect(rows.find((row) => row.includes("later@example.com"))).toContain(",Home shows,,");

      // Without the owners' channel and its rules, its leads go back to the shipped channels.
      await channelsKind.save(store, CHANNELS_ID, { channels: SHIPPED_CHANNELS_RECORD.channels, rules: [] }, "owner@helios.example");
      expect(await channelOf("show@example.com")).toBe("referral");
      expect(await channelOf("ad@example.com")).toBe("ads");
      expect(await emails("channel=home-shows")).toEqual([]);

      // Restoring the version with the rules puts them back in it.
      const withRules = (await listRevisions(store, "channels", CHANNELS_ID)).find((revision) => revision.snapshot.includes("spring-show"));
      await restoreVersion(store, "channels", CHANNELS_ID, withRules!.id, "owner@helios.example");
      expect(await emails("channel=home-shows")).toEqual(["ad@example.com", "later@example.com", "show@example.com", "site@example.com"]);
    } finally {
      content.stop();
    }
  });
});
