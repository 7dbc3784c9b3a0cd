import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { team } from "#app/content/team";
import { testimonials } from "#app/content/testimonials";
import { TEAM_MEMBER_FORM } from "#app/lib/admin/team-member-form";
import { TESTIMONIAL_FORM } from "#app/lib/admin/testimonial-form";
import { fieldErrors } from "#app/lib/forms/fields";
import { contentDb, listInOrder, listRevisions, reorderItems, setDeleted, updateItemFields } from "#app/lib/server/content/content-store.server";
import { keepOldProjectSlug, restoreVersion } from "#app/lib/server/content/owner-content.server";
import { SEED_ACTOR } from "#app/lib/server/content/seed.server";
import { seedProjects } from "#app/lib/server/content/kinds/project.server";
import { loadSnapshot } from "#app/lib/server/content/snapshot.server";
import { seedTeam } from "#app/lib/server/content/kinds/team-member.server";
import { teamMemberKind } from "#app/lib/server/content/kinds/team-member-editor.server";
import { seedTestimonials } from "#app/lib/server/content/kinds/testimonial.server";
import { setTestimonialStatus, testimonialKind } from "#app/lib/server/content/kinds/testimonial-editor.server";
import { insertMedia, newMediaId, softDeleteMedia } from "#app/lib/server/media/media-store.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const STAFF = "owner@helios.example";
const BIO = "Niko joined the workshop in 2025 and now glazes every lift and slide door that leaves Surrey.";
const QUOTE =
  "They measured twice, delivered on the day they promised and left the site cleaner than they found it. Our new doors close with one finger, even in January.";

async function portrait(store: Store): Promise<string> {
  const id = newMediaId();
  await insertMedia(store.db, [
    { id, originalName: "niko.jpg", sourceType: "jpeg", width: 1200, height: 1200, sourceBytes: 10, createdBy: STAFF, variants: [{ format: "webp", width: 480, height: 480, data: Buffer.from(id) }] },
  ]);
  return id;
}

/** Parses a form's values as the shared editor action does: the input, or the field errors. */
function parsed<S extends z.ZodType>(schema: S, values: Record<string, string>): { errors?: Record<string, string>; input?: z.output<S> } {
  const result = schema.safeParse(values);
  if (!result.success) return { errors: fieldErrors(result.error) };
  return { input: result.data };
}

describe.each(DIALECTS)("team and testimonials on $dialect", ({ dialect }) => {
  const stores = useTestStore(dialect);

  it("seeds them once, as the files have them, and the snapshot gives them back in order", async () => {
    const store = await stores.open();
    expect(await seedTeam(store)).toBe(true);
    expect(await seedTeam(store)).toBe(false);
    expect(await seedTestimonials(store)).toBe(true);
    expect(await seedTestimonials(store)).toBe(false);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.team.map(({ id: _id, ...member }) => member)).toEqual(
      team.map((member) => ({ name: member.name, title: member.title, bio: member.bio, photo: null, drawing: member.id })),
    );
    expect(snapshot.testimonials.map(({ id: _id, ...item }) => item)).toEqual(testimonials.map(({ id: _id, ...item }) => item));
    const [first] = await listInOrder(store, "testimonial");
    expect((await listRevisions(store, "testimonial", first!.id)).map((revision) => [revision.action, revision.actor])).toEqual([["create", SEED_ACTOR]]);
    // Seeded once: what staff take off is never seeded back.
    await setDeleted(store, "testimonial", first!.id, true, { actor: STAFF });
    await contentDb(store).deleteFrom("testimonials").execute();
    expect(await seedTestimonials(store)).toBe(false);
  });

  it("two instances starting together seed them once", async () => {
    const store = await stores.open();
    const results = await Promise.all([seedTeam(store), seedTeam(store), seedTestimonials(store), seedTestimonials(store)]);
    expect(results.filter(Boolean)).toHaveLength(2);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.team).toHaveLength(team.length);
    expect(snapshot.testimonials).toHaveLength(testimonials.length);
  });

  it("leaves out a stored member or testimonial that breaks the files' rules, and a hidden testimonial", async () => {
    const store = await stores.open();
    await seedTeam(store);
    await seedTestimonials(store);
    const [member] = await listInOrder(store, "team_member");
    const [quote, hidden] = await listInOrder(store, "testimonial");
    await contentDb(store).updateTable("team_members").set({ bio: "Too short." }).where("id", "=", member!.id).execute();
    await contentDb(store).updateTable("testimonials").set({ text: "“Great.”" }).where("id", "=", quote!.id).execute();
    await setTestimonialStatus(store, hidden!.id, "hidden", STAFF);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.team.map((shown) => shown.id)).not.toContain(member!.id);
    expect(snapshot.team).toHaveLength(team.length - 1);
    expect(snapshot.testimonials.map((shown) => shown.id)).not.toContain(quote!.id);
    expect(snapshot.testimonials.map((shown) => shown.id)).not.toContain(hidden!.id);
    expect(snapshot.testimonials).toHaveLength(testimonials.length - 2);
  });

  it("adds an eleventh member last, with a photo from the library, and refuses a short bio or a photo gone from the library", async () => {
    const store = await stores.open();
    await seedTeam(store);
    const words = { name: "Niko Andreou", title: "Glazier", bio: BIO };
    expect(parsed(TEAM_MEMBER_FORM.schema, { ...words, bio: "Short." }).errors).toEqual({ bio: "Please write at least 60 characters here: this has 6." });
    const gone = parsed(TEAM_MEMBER_FORM.schema, { ...words, photo: "NoSuchImage123" }).input!;
    expect(await teamMemberKind.check!(gone, {}, store, undefined)).toEqual({ status: 422, errors: { photo: expect.stringMatching(/no longer in the library/) } });
    const photo = await portrait(store);
    const input = parsed(TEAM_MEMBER_FORM.schema, { ...words, photo }).input!;
    expect(await teamMemberKind.check!(input, {}, store, undefined)).toBeUndefined();
    const saved = await teamMemberKind.save(store, undefined, input, STAFF);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.team).toHaveLength(11);
    expect(snapshot.team[10]).toMatchObject({ id: saved.id, name: "Niko Andreou", photo: { id: photo, width: 1200, height: 1200 }, drawing: null });
    // Moved up one place: a "move" revision; its photo gone from the library, its versions cannot be restored.
    await reorderItems(store, "team_member", (ids) => [...ids.slice(0, 9), saved.id, ids[9]!], { actor: STAFF, moved: saved.id });
    expect((await loadSnapshot(store)).team[9]!.id).toBe(saved.id);
    const [created] = await listRevisions(store, "team_member", saved.id).then((revisions) => revisions.filter((revision) => revision.action === "create"));
    await softDeleteMedia(store.db, photo);
    expect(await teamMemberKind.checkRestore!(store, saved.id, created!.id)).toMatch(/^That version was not restored. Its photo is no longer in the library/);
  });

  it("adds a member without a photo (the photo is optional): the About page shows them, with neither photo nor drawing", async () => {
    const store = await stores.open();
    await seedTeam(store);
    const input = parsed(TEAM_MEMBER_FORM.schema, { name: "Ioanna Petrou", title: "Installer", bio: BIO, photo: "" }).input!;
    expect(await teamMemberKind.check!(input, {}, store, undefined)).toBeUndefined();
    const saved = await teamMemberKind.save(store, undefined, input, STAFF);
    const snapshot = await loadSnapshot(store);
    expect(snapshot.team).toHaveLength(11);
    expect(snapshot.team[10]).toMatchObject({ id: saved.id, name: "Ioanna Petrou", photo: null, drawing: null });
  });

  it("links a testimonial to a shown project, refuses one not in the gallery, and restores an earlier version", async () => {
    const store = await stores.open();
    await seedProjects(store);
    const [project] = await listInOrder(store, "project");
    const values = { text: QUOTE, author: "Dana Whitfield", label: "Homeowner, Kelowna", status: "published" };
    expect(parsed(TESTIMONIAL_FORM.schema, { ...values, text: `“${QUOTE}”` }).errors).toEqual({ text: expect.stringMatching(/quotation marks/) });
    expect(parsed(TESTIMONIAL_FORM.schema, { ...values, status: "secret" }).errors).toEqual({ status: expect.any(String) });
    const unknown = parsed(TESTIMONIAL_FORM.schema, { ...values, project: "no-such-project" }).input!;
    expect(await testimonialKind.check!(unknown, {}, store, undefined)).toEqual({ status: 422, errors: { project: expect.stringMatching(/not in the gallery/) } });
    const input = parsed(TESTIMONIAL_FORM.schema, { ...values, project: project!.slug }).input!;
    const saved = await testimonialKind.save(store, undefined, input, STAFF);
    expect((await loadSnapshot(store)).testimonials).toEqual([
      { id: saved.id, text: QUOTE, author: "Dana Whitfield", label: "Homeowner, Kelowna", project: { slug: project!.slug, name: project!.name } },
    ]);
    await testimonialKind.save(store, saved.id, { ...input, status: "hidden" }, STAFF);
    expect((await loadSnapshot(store)).testimonials).toEqual([]);
    const [created] = (await listRevisions(store, "testimonial", saved.id)).filter((revision) => revision.action === "create");
    await restoreVersion(store, "testimonial", saved.id, created!.id, STAFF);
    expect((await loadSnapshot(store)).testimonials.map((item) => item.id)).toEqual([saved.id]);
  });

  it("follows its project to a new address, also when an earlier version is restored after the rename", async () => {
    const store = await stores.open();
    await seedProjects(store);
    const [project, other] = await listInOrder(store, "project");
    const values = { text: QUOTE, author: "Dana Whitfield", label: "Homeowner, Kelowna", status: "published", project: project!.slug };
    const saved = await testimonialKind.save(store, undefined, parsed(TESTIMONIAL_FORM.schema, values).input!, STAFF);
    const renamed = `${project!.slug}-renamed`;
    await updateItemFields(store, "project", project!.id, { slug: renamed }, { actor: STAFF, hook: keepOldProjectSlug, uniqueField: "slug" });
    const linked = async () => (await loadSnapshot(store)).testimonials.find((item) => item.id === saved.id)?.project;
    expect(await linked()).toEqual({ slug: renamed, name: project!.name });
    expect((await contentDb(store).selectFrom("testimonials").select("project_slug").where("id", "=", saved.id).executeTakeFirstOrThrow()).project_slug).toBe(renamed);

    // A version saved before the rename still names the old address: it links the project where it is now.
    const [created] = (await listRevisions(store, "testimonial", saved.id)).filter((revision) => revision.action === "create");
    await testimonialKind.save(store, saved.id, parsed(TESTIMONIAL_FORM.schema, { ...values, project: other!.slug }).input!, STAFF);
    expect(await linked()).toEqual({ slug: other!.slug, name: other!.name });
    await restoreVersion(store, "testimonial", saved.id, created!.id, STAFF);
    expect(await linked()).toEqual({ slug: renamed, name: project!.name });
  });
});
