import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_KINDS, type KindWords } from "#app/lib/admin/content-kinds";
import { CONTENT_TABLES } from "#app/lib/server/content/content-schema";
import { announcementKind } from "#app/lib/server/content/kinds/announcement-editor.server";
import { energyKind } from "#app/lib/server/content/kinds/energy-editor.server";
import { settingsKind } from "#app/lib/server/content/kinds/settings-editor.server";
import { eventKind } from "#app/lib/server/content/kinds/event-editor.server";
import { postKind } from "#app/lib/server/content/kinds/post-editor.server";
import { productKind } from "#app/lib/server/catalogue/product-editor.server";
import { projectKind } from "#app/lib/server/content/kinds/project-editor.server";
import type { ServerContentKind } from "#app/lib/server/content/editor-page.server";
import { landingKind } from "#app/lib/server/content/kinds/landing-editor.server";
import { pageKind } from "#app/lib/server/content/page-admin.server";
import { pivotDesignKind } from "#app/lib/server/content/pivot-designs-admin.server";
import { teamMemberKind } from "#app/lib/server/content/kinds/team-member-editor.server";
import { replyTemplateKind } from "#app/lib/server/content/kinds/reply-template-editor.server";
import { channelsKind } from "#app/lib/server/content/kinds/channels-editor.server";
import { testimonialKind } from "#app/lib/server/content/kinds/testimonial-editor.server";
import { ALL_KINDS, CONTENT_KIND_DEFINITIONS } from "#app/lib/server/content/kinds/index.server";
import { EMPTY_SNAPSHOT } from "#app/lib/server/content/snapshot.server";

/**
 * Every content kind is one definition (decision 056): the registries the seed, the snapshot, the image library and
 * the shared editor read are built from the definitions, so a kind without one, or one a registry does not know,
 * fails here.
 */
const kinds = Object.keys(CONTENT_KINDS);
/** Every editor part (the routes' loadItem and editorAction take these). */
const EDITORS: ServerContentKind<any, any>[] = [
  eventKind,
  announcementKind,
  postKind,
  projectKind,
  productKind,
  landingKind,
  pivotDesignKind,
  teamMemberKind,
  testimonialKind,
  settingsKind,
  energyKind,
  pageKind,
  replyTemplateKind,
  channelsKind,
];
const definitions: Record<string, (typeof ALL_KINDS)[number]> = CONTENT_KIND_DEFINITIONS;

describe("content kind definitions", () => {
  it("gives every kind of the staff area and every content table a definition, under its own name", () => {
    expect(Object.keys(CONTENT_KIND_DEFINITIONS).sort()).toEqual([...kinds].sort());
    expect(Object.keys(CONTENT_TABLES).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) expect(definitions[kind]?.kind, kind).toBe(kind);
    expect(ALL_KINDS).toHaveLength(kinds.length);
  });

  it("gives every kind one editor part, which reads the kind's definition", () => {
    expect(EDITORS.map((editor) => editor.form.kind).sort()).toEqual([...kinds].sort());
    for (const editor of EDITORS) expect(editor.definition, editor.form.kind).toBe(definitions[editor.form.kind]);
  });

  it("seeds every kind by its own seed, another kind's, or on purpose nothing; the event's seed runs first", () => {
    for (const definition of ALL_KINDS) {
      const { seed } = definition;
      if (typeof seed === "object") expect(typeof definitions[seed.with]?.seed, definition.kind).toBe("function");
      else if (seed !== "none") expect(typeof seed, definition.kind).toBe("function");
    }
    // The event's seed fills only a database with no content at all.
    expect(ALL_KINDS[0]?.kind).toBe("event");
  });

  it("has every field of the snapshot read by exactly one kind, and every kind read by the snapshot", () => {
    const fields = ALL_KINDS.flatMap((definition) => ("field" in definition.snapshot ? [definition.snapshot.field] : definition.snapshot.core));
    expect(fields.length).toBeGreaterThanOrEqual(kinds.length);
    expect([...fields].sort()).toEqual(Object.keys(EMPTY_SNAPSHOT).filter((field) => field !== "version").sort());
  });

  it("says which images each kind uses, for the image library", () => {
    for (const definition of ALL_KINDS) {
      if (definition.images === "none") continue;
      expect(typeof definition.images.read, definition.kind).toBe("function");
      expect(typeof definition.images.uses, definition.kind).toBe("function");
    }
  });

  it("edits a one-record kind at an address without an id, and never deletes or makes one", () => {
    for (const definition of ALL_KINDS) {
      const words: KindWords = CONTENT_KINDS[definition.kind];
      expect(Boolean(words.path), definition.kind).toBe(definition.records !== "many");
      if (definition.records !== "many") {
        expect(definition.creatable, definition.kind).toBe(false);
        expect(typeof definition.delete, definition.kind).toBe("object");
      }
    }
  });

  it("offers New on a list only for a kind whose definition makes items in the editor", () => {
    const dir = "app/routes/admin";
    // Each list's kind, and whether its list adds items itself (`adds: "on the list"`: no New button).
    const listed = readdirSync(dir).flatMap((file) =>
      [...readFileSync(`${dir}/${file}`, "utf8").matchAll(/contentList\(\s*"([a-z_]+)",\s*\{(\s*adds: "on the list")?/g)].map((match) => ({
        kind: match[1]!,
        offersNew: !match[2],
      })),
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const { kind, offersNew } of listed) expect(definitions[kind]?.creatable, kind).toBe(offersNew);
  });
});
