import { describe, expect, it } from "vitest";
import { shippedSettings } from "#app/content/settings";
import { checkSettings } from "#app/content/settings.schema";
import { SETTINGS_FORM, settingsValues } from "#app/lib/admin/settings-form";
import { fieldErrors } from "#app/lib/forms/limits";
import { contentDb, listRevisions } from "#app/lib/server/content/content-store.server";
import { settingsKind } from "#app/lib/server/content/kinds/settings-editor.server";
import { restoreVersion } from "#app/lib/server/content/owner-content.server";
import { revisionLines } from "#app/lib/server/content/editor-actions.server";
import { changeLine } from "#app/lib/admin/revision-changes";
import { SEED_ACTOR, seedSettings } from "#app/lib/server/content/seed.server";
import { currentSettings, SETTINGS_ID } from "#app/lib/server/content/settings.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { visitCalendar, visitConfirmationLines } from "#app/lib/server/bookings/visit-mails.server";
import { businessJsonLd } from "#app/lib/structured-data";
import { availabilityOf, showroomSlots } from "#app/lib/server/bookings/visits.server";
import { pacificDateOf } from "#app/lib/pacific-time";
import { DIALECTS, useTestStore } from "./support/test-stores";

const NEW_STREET = "1550 Harvey Avenue";

/** The form's values with some fields changed, parsed by the editor's schema (the one rule). */
function edited(changes: Record<string, string>) {
  return SETTINGS_FORM.schema.safeParse({ ...settingsValues(shippedSettings), ...changes });
}

describe("the company details' rules", () => {
  it("accepts the shipped details and refuses bad input by the field it is about", () => {
    expect(checkSettings(shippedSettings).errors).toEqual([]);
    const refused = edited({
      phone: "555-01",
      email: "not an email",
      showroom_okanagan_postal_code: "12345",
      showroom_surrey_hours_monday: "nine to five",
      showroom_surrey_hours_tuesday: "17:00–09:00",
      showroom_okanagan_closed_days: "2026-02-30",
      sister_url: "javascript:alert(1)",
    });
    expect(refused.success).toBe(false);
    expect(Object.keys(fieldErrors(refused.error!)).sort()).toEqual(
      [
        "email",
        "phone",
        "showroom_okanagan_closed_days",
        "showroom_okanagan_postal_code",
        "showroom_surrey_hours_monday",
        "showroom_surrey_hours_tuesday",
        "sister_url",
      ].sort(),
    );
  });
});

describe.each(DIALECTS)("company details on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("seeds them once, gives them to the snapshot, and an edit reaches every reader; an earlier version comes back", async () => {
    const store = await stores.open();
    expect(await seedSettings(store)).toBe(true);
    expect(await seedSettings(store)).toBe(false);
    expect((await loadSnapshot(store)).settings).toEqual(shippedSettings);
    expect((await listRevisions(store, "settings", SETTINGS_ID)).map((revision) => [revision.action, revision.actor])).toEqual([["create", SEED_ACTOR]]);

    const parsed = edited({ phone: "(250) 555-0199", showroom_okanagan_street: NEW_STREET, showroom_okanagan_postal_code: "v1y 6j1" });
    expect(parsed.success).toBe(true);
    await settingsKind.save(store, SETTINGS_ID, parsed.data!, "owner@example.com");
    const settings = (await loadSnapshot(store)).settings;
    expect(settings.phone).toBe("(250) 555-0199");
    expect(settings.showrooms[1]!.address).toEqual({ street: NEW_STREET, locality: "Kelowna", region: "BC", postalCode: "V1Y 6J1" });

    // Structured data: the business's phone, and each showroom a LocalBusiness with its opening hours.
    const business = businessJsonLd(settings) as { telephone: string; department: { "@type": string; address: { streetAddress?: string }; openingHoursSpecification: { dayOfWeek?: string }[] }[] };
    expect(business.telephone).toBe("+12505550199");
    expect(business.department.map((entry) => entry["@type"])).toEqual(["LocalBusiness", "LocalBusiness"]);
    expect(business.department[1]!.address.streetAddress).toBe(NEW_STREET);
    expect(business.department[0]!.openingHoursSpecification.filter((spec) => spec.dayOfWeek === "Monday")).toHaveLength(2);

    // A visit's mail and calendar file, with the details as stored.
    const company = await currentSettings(contentDb(store));
    const visit = { id: "v1", showroom: "okanagan", purpose: "windows", startsAt: Date.UTC(2026, 11, 2, 18), endsAt: Date.UTC(2026, 11, 2, 19), sequence: 0, manageUrl: "https://example.com/m", company };
    expect(visitCalendar(visit, { name: "A B", email: "a@example.com" }, 0).replace(/\r\n /g, "")).toContain(NEW_STREET);
    expect(visitConfirmationLines(visit).join("\n")).toContain("(250) 555-0199");

    const [first] = await listRevisions(store, "settings", SETTINGS_ID).then((revisions) => revisions.filter((revision) => revision.action === "create"));
    await restoreVersion(store, "settings", SETTINGS_ID, first!.id, "owner@example.com");
    expect((await loadSnapshot(store)).settings).toEqual(shippedSettings);
  });

  it("tells in the history which details an edit changed, by their labels, before and after", async () => {
    const store = await stores.open();
    await seedSettings(store);
    const parsed = edited({ phone: "(604) 555-0199", sister_description: "x".repeat(120) });
    await settingsKind.save(store, SETTINGS_ID, parsed.data!, "owner@example.com");
    const fields = { values: (snapshot: Record<string, unknown>) => settingsKind.toValues(snapshot as never), form: settingsKind.form };
    const history = await revisionLines({ store }, "settings", SETTINGS_ID, settingsKind.describe, fields);
    expect(history.map((line) => [line.action, line.changes.map(changeLine)])).toEqual([
      ["update", [`Phone: ${shippedSettings.phone} → (604) 555-0199`, "Sister company: what it does changed"]],
      ["create", []],
    ]);
  });

  it("starts a showroom's visit times from its opening hours, and offers none on its closed days", async () => {
    const store = await stores.open();
    await seedSettings(store);
    const now = Date.now();
    const days = await showroomSlots(store.db, "surrey", now);
    const closed = days.find((day) => day.slots.length)!.date;
    const parsed = edited({ showroom_surrey_hours_saturday: "", showroom_surrey_hours_monday: "10:00–15:00", showroom_surrey_closed_days: closed });
    await settingsKind.save(store, SETTINGS_ID, parsed.data!, "owner@example.com");
    const availability = await availabilityOf(store.db, "surrey");
    expect(availability.weeklyHours[6]).toEqual([]);
    expect(availability.weeklyHours[1]).toEqual([{ from: "10:00", to: "15:00" }]);
    const after = await showroomSlots(store.db, "surrey", now);
    expect(after.find((day) => day.date === closed)?.slots ?? []).toEqual([]);
    expect(after.some((day) => day.slots.length)).toBe(true);
    expect(pacificDateOf(now) <= closed).toBe(true);
  });

  it("shows the shipped details, never half-valid ones, when the stored record breaks the rules", async () => {
    const store = await stores.open();
    await seedSettings(store);
    await contentDb(store).updateTable("settings").set({ data: JSON.stringify({ ...shippedSettings, phone: "call us" }), updated_at: Date.now() + 1 }).execute();
    expect((await loadSnapshot(store)).settings).toEqual(shippedSettings);
  });
});
