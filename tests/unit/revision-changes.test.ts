import { describe, expect, it } from "vitest";
import { changeLine, fieldChanges, OTHER_DETAILS, SHORT_VALUE_CHARS } from "#app/lib/admin/revision-changes";
import { historyChanges, type HistoryFields } from "#app/lib/server/content/revision-changes.server";

const FORM = {
  labels: { name: "Trading name", phone: "Phone", about: "Description", photo: "Photo", listed: "Shown on the landing", link: "Link" },
  order: ["name", "phone", "about", "photo", "listed", "link"],
};
const lines = (before: Record<string, string>, after: Record<string, string>, other = false) => fieldChanges(before, after, FORM, other).map(changeLine);

describe("what an edit changed, field by field", () => {
  it("names a short field by its label with its value before and after", () => {
    expect(lines({ name: "Helios", phone: "(604) 555-0142" }, { name: "Helios", phone: "(604) 555-0199" })).toEqual(["Phone: (604) 555-0142 → (604) 555-0199"]);
  });

  it("says only that long text, text on several lines or a picture changed", () => {
    const long = "x".repeat(SHORT_VALUE_CHARS + 1);
    expect(lines({ about: "Short." }, { about: long })).toEqual(["Description changed"]);
    expect(lines({ about: "One line" }, { about: "One line\nand another" })).toEqual(["Description changed"]);
    expect(lines({ photo: "" }, { photo: "Zq3vA0d_Xk-8mP1tR4sW7y" })).toEqual(["Photo changed"]);
  });

  it("says empty for a value added or taken away, and yes or no for a box", () => {
    expect(lines({ link: "" }, { link: "https://helios-living.example" })).toEqual(["Link: empty → https://helios-living.example"]);
    expect(lines({ link: "https://helios-living.example" }, {})).toEqual(["Link: https://helios-living.example → empty"]);
    expect(lines({ listed: "on" }, { listed: "" })).toEqual(["Shown on the landing: yes → no"]);
  });

  it("lists the changes in the editor's order, leaves out unchanged and unlabelled fields, and ignores spaces around a value", () => {
    expect(lines({ link: "a", name: "Helios", internal: "1", phone: "604" }, { link: "b", name: "Helios Windows", internal: "2", phone: " 604 " })).toEqual([
      "Trading name: Helios → Helios Windows",
      "Link: a → b",
    ]);
    expect(lines({ name: "Helios" }, { name: "Helios" })).toEqual([]);
  });

  it("says other details changed when only something no field shows did", () => {
    expect(fieldChanges({ name: "Helios" }, { name: "Helios" }, FORM, true)).toEqual([{ label: OTHER_DETAILS }]);
    expect(changeLine({ label: OTHER_DETAILS })).toBe("Other details changed");
    // A field that changed is enough: the other line is not added.
    expect(lines({ name: "A" }, { name: "B" }, true)).toEqual(["Trading name: A → B"]);
  });
});

describe("an item's history compared version by version", () => {
  const fields: HistoryFields = {
    values: (snapshot) => {
      if (snapshot.broken) throw new Error("recorded before the field existed");
      return { name: String(snapshot.name ?? ""), phone: String(snapshot.phone ?? "") };
    },
    form: FORM,
  };
  const row = (name: string, phone: string, more: Record<string, unknown> = {}) => ({ id: "settings", name, phone, updated_at: Math.random(), updated_by: "someone", ...more });

  it("compares each edit and restore with the version before it, newest first, and nothing else", () => {
    const snapshots = [
      row("Helios", "(604) 555-0142"), // restore
      row("Helios", "(604) 555-0199", { position: 2 }), // move: no field changes
      row("Helios", "(604) 555-0199", { deleted_at: 5 }), // delete
      row("Helios", "(604) 555-0199"), // update
      row("Helios", "(604) 555-0142"), // create
    ];
    const changes = historyChanges(["restore", "move", "delete", "update", "create"], snapshots, fields).map((list) => list.map(changeLine));
    expect(changes).toEqual([["Phone: (604) 555-0199 → (604) 555-0142"], [], [], ["Phone: (604) 555-0142 → (604) 555-0199"], []]);
  });

  it("says other details changed for a change outside the fields, or a version it cannot read", () => {
    const outside = historyChanges(["update", "create"], [row("Helios", "1", { pictures: "[2]" }), row("Helios", "1", { pictures: "[1]" })], fields);
    expect(outside[0]).toEqual([{ label: OTHER_DETAILS }]);
    const unreadable = historyChanges(["update", "create"], [row("Helios", "2"), row("Helios", "1", { broken: true })], fields);
    expect(unreadable[0]).toEqual([{ label: OTHER_DETAILS }]);
    // Only the bookkeeping moved (a save of the same values): nothing to tell.
    expect(historyChanges(["update", "create"], [row("Helios", "1"), row("Helios", "1")], fields)[0]).toEqual([]);
  });

  it("works each version's values out once, however long the history", () => {
    let calls = 0;
    const counted: HistoryFields = { ...fields, values: (snapshot) => (calls++, fields.values(snapshot)) };
    const snapshots = Array.from({ length: 2000 }, (_, index) => row("Helios", `(604) 555-${String(index).padStart(4, "0")}`));
    const changes = historyChanges(snapshots.map(() => "update"), snapshots, counted);
    expect(calls).toBe(2000);
    expect(changes[0]!.map(changeLine)).toEqual(["Phone: (604) 555-0001 → (604) 555-0000"]);
    expect(changes.at(-1)).toEqual([]);
  });
});
