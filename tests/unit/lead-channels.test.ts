import { describe, expect, it } from "vitest";
import {
  ADD_CHANNEL,
  ADD_RULE,
  changeRows,
  channelKeyFor,
  channelsFormSchema,
  channelsValues,
  MAX_RULES,
  REMOVE_CHANNEL,
  SHIPPED_CHANNELS_RECORD,
  type ChannelsRecord,
} from "#app/lib/admin/channels-form";
import { fieldErrors } from "#app/lib/forms/fields";
import { channelLabelIn, channelOf, shippedChannelOf, type ChannelRule } from "#app/lib/leads/channels";
import { NO_FIRST_TOUCH, type FirstTouch } from "#app/lib/leads/first-touch";

/** The owners' channels (decision 077): their rules before the shipped ones, and the one form that edits them. */

const touch = (parts: Partial<FirstTouch>): FirstTouch => ({ ...NO_FIRST_TOUCH, ...parts });

const RULES: ChannelRule[] = [
  { on: "source", value: "spring-show", channel: "home-shows" },
  { on: "referrer", value: "homeshow.ca", channel: "home-shows" },
  { on: "source", value: "facebook", channel: "referral" },
];

const RECORD: ChannelsRecord = {
  channels: [...SHIPPED_CHANNELS_RECORD.channels.map((channel) => (channel.key === "referral" ? { ...channel, label: "Word of mouth" } : channel)), { key: "home-shows", label: "Home shows" }],
  rules: RULES,
};

describe("channelOf with the owners' rules", () => {
  it("checks the owners' rules first, whole and whatever the capitals, then the shipped ones", () => {
    expect(channelOf(touch({ utmSource: "Spring-Show" }), RULES)).toBe("home-shows");
    expect(channelOf(touch({ utmSource: "spring-show-2027" }), RULES)).toBe("referral");
    // A rule wins over a shipped rule: facebook as a source is social by the shipped rules.
    expect(shippedChannelOf(touch({ utmSource: "facebook" }))).toBe("social");
    expect(channelOf(touch({ utmSource: "facebook" }), RULES)).toBe("referral");
    // A site counts with its subdomains, never a site that merely ends the same way.
    expect(channelOf(touch({ referrer: "www.homeshow.ca" }), RULES)).toBe("home-shows");
    expect(channelOf(touch({ referrer: "homeshow.ca" }), RULES)).toBe("home-shows");
    expect(channelOf(touch({ referrer: "myhomeshow.ca" }), RULES)).toBe("referral");
    // A paid click with no matching rule stays an ad; nothing known stays direct.
    expect(channelOf(touch({ paid: true, utmSource: "google" }), RULES)).toBe("ads");
    expect(channelOf(NO_FIRST_TOUCH, RULES)).toBe("direct");
    expect(channelOf(touch({ utmSource: "spring-show" }))).toBe("referral");
  });

  it("names a channel as the owners do, and says what a stored key no longer a channel is", () => {
    const channels = RECORD.channels;
    expect(channelLabelIn(channels, "referral")).toBe("Word of mouth");
    expect(channelLabelIn(channels, "home-shows")).toBe("Home shows");
    expect(channelLabelIn(channels, null)).toBe("Not recorded");
    expect(channelLabelIn(channels, "gone")).toBe("gone");
  });
});

function parse(values: Record<string, string>) {
  const result = channelsFormSchema.safeParse(values);
  return result.success ? { record: result.data, errors: {} as Record<string, string> } : { record: undefined, errors: fieldErrors(result.error) as Record<string, string> };
}

describe("the channels form", () => {
  it("reads its values back into the record, typed rules read in lower case and a site from its address", () => {
    const values = channelsValues(RECORD);
    expect(parse(values).record).toEqual(RECORD);
    const typed = { ...values, rule_2_value: "https://WWW.HomeShow.ca/tickets?x=1", rule_4_on: "source", rule_4_value: "", rule_4_channel: "" };
    expect(parse(typed).record?.rules[1]).toEqual({ on: "referrer", value: "www.homeshow.ca", channel: "home-shows" });
    expect(parse(typed).record?.rules).toHaveLength(3);
  });

  it("refuses what an attacker posts, each with a message on its field", () => {
    const values = channelsValues(RECORD);
    expect(parse({ ...values, channel_5_label: "x".repeat(10_000) }).errors).toMatchObject({ channel_5_label: "Keep the name to 40 characters." });
    expect(parse({ ...values, channel_7_label: "<script>alert(1)</script>" }).errors).toMatchObject({ channel_7_label: "A name cannot have < or > in it." });
    expect(parse({ ...values, rule_1_channel: "no-such-channel" }).errors).toMatchObject({ rule_1_channel: "Choose one of the channels for this rule." });
    expect(parse({ ...values, channel_7_label: "word of MOUTH" }).errors).toMatchObject({ channel_7_label: "Another channel already has this name: choose another." });
    const { channel_5_key: _key, channel_5_label: _label, ...withoutReferral } = values;
    expect(parse(withoutReferral).errors.channels).toMatch(/can be renamed, not removed/);
    const many: Record<string, string> = { ...values };
    for (let n = 1; n <= 1_000; n++) Object.assign(many, { [`rule_${n}_on`]: "source", [`rule_${n}_value`]: `s${n}`, [`rule_${n}_channel`]: "direct" });
    expect(parse(many).errors.rules).toBe(`At most ${MAX_RULES} rules: remove some first.`);
    expect(parse({ ...values, rule_1_value: "spring show!" }).errors.rule_1_value).toMatch(/letters, digits, spaces/);
    expect(parse({ ...values, rule_2_value: "not a site" }).errors.rule_2_value).toMatch(/site's name/);
    expect(parse({ ...values, rule_3_value: "Spring-Show" }).errors.rule_3_value).toMatch(/already looks for this/);
  });

  it("adds and removes rows without storing anything: a channel keeps the key its first name gave it", () => {
    const values = channelsValues({ ...SHIPPED_CHANNELS_RECORD, rules: [] });
    const added = changeRows({ ...values, new_channel: "Home shows" }, ADD_CHANNEL);
    expect(added.values).toMatchObject({ channel_7_key: "home-shows", channel_7_label: "Home shows" });
    expect(added.values.new_channel).toBeUndefined();
    const ruled = changeRows(added.values, ADD_RULE);
    expect(ruled.values).toMatchObject({ rule_1_on: "source", rule_1_value: "" });
    const used = { ...ruled.values, rule_1_value: "spring-show", rule_1_channel: "home-shows" };
    expect(changeRows(used, `${REMOVE_CHANNEL}7`)).toMatchObject({ errors: { channel_7_label: expect.stringMatching(/Rule 1 sends leads/) } });
    expect(changeRows(used, `${REMOVE_CHANNEL}5`)).toMatchObject({ errors: { channel_5_label: "The six shipped channels can be renamed, not removed." } });
    expect(changeRows({ ...used, rule_1_value: "" }, `${REMOVE_CHANNEL}7`).values.channel_7_key).toBeUndefined();
    expect(changeRows({ ...values, new_channel: "Referral" }, ADD_CHANNEL)).toMatchObject({ errors: { new_channel: expect.stringMatching(/already has this name/) } });
  });

  it("makes keys from names, never a shipped key, a taken one or the inbox's none", () => {
    expect(channelKeyFor("Home Shows!", [])).toBe("home-shows");
    expect(channelKeyFor("Home shows", ["home-shows"])).toBe("home-shows-2");
    expect(channelKeyFor("Ads", [])).toBe("ads-2");
    expect(channelKeyFor("None", [])).toBe("none-2");
    expect(channelKeyFor("!!!", [])).toBe("channel");
  });
});
