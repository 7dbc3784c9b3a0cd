import { ANNOUNCEMENT_FORM, shortText } from "#app/lib/admin/announcement-form";
import { announcementDates } from "#app/lib/admin/announcement-lines";
import { EVENT_FORM } from "#app/lib/admin/event-form";
import { POST_FORM } from "#app/lib/admin/post-form";
import { PRODUCT_FORM } from "#app/lib/admin/product-form";
import { SETTINGS_FORM, settingsValues } from "#app/lib/admin/settings-form";
import { ENERGY_FIGURES_FORM, energyFiguresValues } from "#app/lib/admin/energy-figures-form";
import { checkedLine } from "#app/lib/energy";
import { photoRows, PROJECT_FORM } from "#app/lib/admin/project-form";
import type { RawFields } from "#app/lib/forms/fields";
import { GUESTS_PER_REPLY } from "#app/lib/forms/rsvp-fields";
import { MAX_PARTNERS, pageField, partnerMarkField, partnerNameField } from "#app/lib/forms/staff/event-editor";
import { photoIdField } from "#app/lib/forms/staff/project-editor";
import { formatEventDate, formatTimeRange, toPacificInputValue } from "#app/lib/pacific-time";
import { stringValues } from "../platform/request-body.server";
import type { ServerContentKind } from "./editor-page.server";
import { announcement as announcementDefinition } from "./kinds/announcement.server";
import { energy as energyDefinition } from "./kinds/energy.server";
import { event as eventDefinition } from "./kinds/event.server";
import { post as postDefinition } from "./kinds/post.server";
import { product as productDefinition } from "./kinds/product.server";
import { project as projectDefinition } from "./kinds/project.server";
import { settings as settingsDefinition } from "./kinds/settings.server";
import { storedPages, storedPartners } from "./content-rows.server";
import { coverAvailable, postedValues, postFormValues } from "./journal-admin.server";
import { projectSlugTaken, saveAnnouncement, saveEvent, savePost, saveProject, slugTaken } from "./owner-content.server";
import { placeOnItsLanding } from "./product-placement.server";
import { oneRecordKind } from "./one-record-kind.server";
import { SETTINGS_ID, storedSettings } from "./settings.server";
import { ENERGY_FIGURES_ID, storedEnergy } from "./energy-figures.server";
import { productClaimConflicts } from "./energy-claims.server";
import { checkProductEdit, describeProductRevision, postedProductValues, productFormValues, saveProductDetails } from "./product-admin.server";
import { describeProjectRevision, missingPhotos, photoImages, postedProjectValues, projectFormValues, unknownProducts } from "./project-admin.server";

/**
 * Each owner content kind's server part, in one place: its form, its values both ways, its history line and its
 * save. The editors' shared loader and action (editor-page.server.ts) use these; a new kind adds one here.
 */

/** The form's values as posted, as text: every field but the intent. */
function postedText(fields: RawFields): Record<string, string> {
  const { intent: _intent, ...values } = stringValues(fields);
  return values;
}

export const eventKind: ServerContentKind<"event", typeof EVENT_FORM.schema> = {
  definition: eventDefinition,
  form: EVENT_FORM,
  // Times as datetime-local values in Pacific time; a new event starts in BC, with the usual guests per reply.
  toValues(row) {
    if (!row) return { region: "BC", max_guests: String(GUESTS_PER_REPLY.default) };
    const values: Record<string, string> = {
      title: row.title,
      description: row.description,
      starts_at: toPacificInputValue(Number(row.starts_at)),
      ends_at: toPacificInputValue(Number(row.ends_at)),
      rsvp_deadline: row.rsvp_deadline === null ? "" : toPacificInputValue(Number(row.rsvp_deadline)),
      venue_name: row.venue_name,
      street_address: row.street_address,
      locality: row.locality,
      region: row.region,
      capacity: row.capacity === null ? "" : String(row.capacity),
      max_guests: String(row.max_guests),
    };
    storedPartners(row)
      .slice(0, MAX_PARTNERS)
      .forEach((partner, i) => {
        values[partnerNameField(i + 1)] = partner.name;
        values[partnerMarkField(i + 1)] = partner.mediaId ?? "";
      });
    for (const page of storedPages(row)) values[pageField(page)] = "on";
    return values;
  },
  fromPosted: postedText,
  describe: (snapshot) =>
    `${String(snapshot.title)}, ${formatEventDate(Number(snapshot.starts_at))}, ${formatTimeRange(Number(snapshot.starts_at), Number(snapshot.ends_at))}`,
  save: saveEvent,
};

export const announcementKind: ServerContentKind<"announcement", typeof ANNOUNCEMENT_FORM.schema> = {
  definition: announcementDefinition,
  form: ANNOUNCEMENT_FORM,
  toValues: (row): Record<string, string> =>
    row
      ? { text: row.text, link_url: row.link_url ?? "", link_label: row.link_label ?? "", starts_on: row.starts_on ?? "", ends_on: row.ends_on ?? "" }
      : {},
  fromPosted: postedText,
  describe: (snapshot) =>
    `${shortText(String(snapshot.text))} (${announcementDates({
      startsOn: (snapshot.starts_on as string | null) ?? null,
      endsOn: (snapshot.ends_on as string | null) ?? null,
    })})`,
  save: saveAnnouncement,
};

export const postKind: ServerContentKind<"post", typeof POST_FORM.schema> = {
  definition: postDefinition,
  form: POST_FORM,
  toValues: postFormValues,
  fromPosted: postedValues,
  describe(snapshot) {
    const title = typeof snapshot.title === "string" ? snapshot.title : "";
    const status = snapshot.status === "published" ? "published" : "draft";
    return `“${title}”, ${status}, /journal/${String(snapshot.slug ?? "")}`;
  },
  async check(input, _values, store, id) {
    if (input.cover_media_id && !(await coverAvailable(store, input.cover_media_id))) {
      return { status: 422, errors: { cover_media_id: "This image is no longer in the library: choose another, or no cover." } };
    }
    if (await slugTaken(store.db, input.slug, id)) return { status: 409, errors: this.conflict!(input) };
    return undefined;
  },
  conflict: (input) => ({ slug: `Another post already has the address /journal/${input.slug}: choose another.` }),
  save: (store, id, input, actor) => savePost(store, id, input, actor),
};

export const projectKind: ServerContentKind<"project", typeof PROJECT_FORM.schema> = {
  definition: projectDefinition,
  form: PROJECT_FORM,
  toValues: projectFormValues,
  fromPosted: postedProjectValues,
  describe: describeProjectRevision,
  async check(input, values, store, id) {
    const rows = photoRows(values);
    const missing = missingPhotos(rows, await photoImages(store, rows.map((photo) => photo.id)));
    if (missing.length) {
      const gone = "This image is no longer in the library: remove this photo, or bring the image back under Images.";
      return { status: 422, errors: Object.fromEntries(missing.map((n) => [photoIdField(n), gone])) };
    }
    if (await projectSlugTaken(store.db, input.slug, id)) return { status: 409, errors: this.conflict!(input) };
    // Only products the catalogue holds (a box from an old page, or a forged one, names none).
    const unknown = await unknownProducts(store, input.products);
    if (unknown.length) return { status: 422, errors: { products: `Not in the catalogue: ${unknown.join(", ")}. Untick it and save again.` } };
    return undefined;
  },
  conflict: (input) => ({ slug: `Another project already has the address /projects/${input.slug}: choose another.` }),
  save: saveProject,
};

/** A catalogue product's Details part (decision 036): the other parts have pages of their own under its editor. */
export const productKind: ServerContentKind<"product", typeof PRODUCT_FORM.schema> = {
  definition: productDefinition,
  form: PRODUCT_FORM,
  toValues: productFormValues,
  fromPosted: postedProductValues,
  describe: describeProductRevision,
  check: (input, _values, store, id) => checkProductEdit(input, store, id),
  conflict: (input) => ({ segment: `Another product already has the address ${input.details.path}: choose another.` }),
  // A new product's card goes last on its landing (a draft's card stays off the page until it is shown); "Where it
  // is shown" moves it.
  async save(store, id, input, actor) {
    const saved = await saveProductDetails(store, id, input, actor);
    if (!id) await placeOnItsLanding(store, { slug: input.details.id, path: input.details.path }, actor);
    return saved;
  },
};

/** The company details (decision 040): one record, edited in place, never deleted; a version names its name and phone. */
export const settingsKind = oneRecordKind({
  form: SETTINGS_FORM,
  id: SETTINGS_ID,
  read: storedSettings,
  toValues: settingsValues,
  describe: (settings) => `${settings.name}, ${settings.phone}, ${settings.email}`,
  definition: settingsDefinition,
});

/**
 * The energy and rebate figures (decision 043): one record, edited in place, never deleted. A change that would put a
 * stored product's energy claims in conflict with the figures (a certified U-value above its level's new figure, a
 * Step Code recommendation for a product the new BC minimum excludes) is refused, naming the products, rather than
 * taking them off the site. A version names its amounts and its check date.
 */
export const energyKind = oneRecordKind({
  form: ENERGY_FIGURES_FORM,
  id: ENERGY_FIGURES_ID,
  read: storedEnergy,
  toValues: energyFiguresValues,
  describe(energy) {
    const levels = energy.levels.map((level) => `${level.name} ${level.maxU === undefined ? "not stated" : level.maxU.toFixed(2)}`).join(", ");
    return `${levels}; rebate $${energy.rebate.standard.perUnit} or $${energy.rebate.incomeQualified.perUnit} per unit. ${checkedLine(energy)}`;
  },
  check: async (input, _values, store) => productClaimConflicts(store, input),
  definition: energyDefinition,
});
