import { data } from "react-router";
import { EditorErrorBoundary, EditorFrame, LiveSavedNotice } from "#app/components/admin/EditorFrame";
import { useEditor } from "#app/components/admin/useEditor";
import { TextArea, TextField } from "#app/components/forms/Field";
import { MediaPicker } from "#app/components/admin/media/MediaPicker";
import { pageMeta } from "#app/content/page-meta";
import { isPageKey, PRIVACY_BODY, SEARCH_DESCRIPTION, SEARCH_TITLE, SOCIAL_IMAGE_MIN_WIDTH, WORK_COUNT } from "#app/content/page-copy.schema";
import { CARD_NAMES, cardField, PAGE_FORM, PAGE_NAMES, STEP_NAMES, stepField } from "#app/lib/admin/page-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { editorAction, editorData, loadItem } from "#app/lib/server/content/editor-page.server";
import { coverChoices } from "#app/lib/server/content/journal-admin.server";
import { pageKind } from "#app/lib/server/content/page-admin.server";
import type { AppServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/page";

export function meta({ params, matches }: Route.MetaArgs) {
  return staffMeta(isPageKey(params.id) ? `Page: ${PAGE_NAMES[params.id]}` : "Page", matches);
}

/** Only the site's pages have an editor: any other address (a "new" page among them) is not one. */
function pageKey(id: string) {
  if (!isPageKey(id)) throw data("No page has this address.", { status: 404 });
  return id;
}

/** The library's images a page may show, the chosen ones first. */
function imageOptions(services: AppServices, chosen: string[]) {
  return coverChoices(services.store, chosen);
}

export async function loader(args: Route.LoaderArgs) {
  // The role first: an address that names no page is a 404 only to those who may edit pages.
  await requireStaff(args.request, args.context);
  const key = pageKey(args.params.id);
  const item = await loadItem(pageKind, args);
  return editorData(pageKind, item, async ({ services }, values) => ({
    key,
    images: await imageOptions(services, [values.hero_image ?? "", values.social_image ?? ""]),
  }));
}

export async function action(args: Route.ActionArgs) {
  await requireStaff(args.request, args.context);
  pageKey(args.params.id);
  return editorAction(pageKind, args, {
    maxFields: PAGE_FORM.maxFields,
    answerData: async (values, services) => ({ images: await imageOptions(services, [values.hero_image ?? "", values.social_image ?? ""]) }),
  });
}

export default function PageEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  const { field, frame } = useEditor(PAGE_FORM, loaded, actionData);
  const images = (actionData as { images?: typeof loaded.images } | undefined)?.images ?? loaded.images;
  // A library image's field: its name, label, choice and problem, and the images to choose from.
  const picker = (name: string) => {
    const { defaultValue, ...props } = field(name);
    return { ...props, value: defaultValue, choices: images };
  };
  const { key } = loaded;
  const name = PAGE_NAMES[key];
  const path = pageMeta[key].path;
  return (
    <EditorFrame
      {...frame}
      title={name}
      heading={`Page: ${name}`}
      intro={
        <p>
          The page at <a href={path} className="text-aegean underline">{path}</a>. A change is live on the site within seconds; the history below brings back
          any earlier version.
        </p>
      }
      saved={<LiveSavedNotice path={path} what={`${name} page`} />}
      deletable={false}
    >
      <input type="hidden" name="page" value={key} />
      {key === "home" ? (
        <>
          <fieldset className="space-y-5">
            <legend className="font-display text-2xl text-aegean-dark">Top of the page</legend>
            <TextField {...field("hero_heading")} limit={90} hint="The page's main heading, 10 to 90 characters." />
            <TextArea {...field("hero_lead")} rows={2} limit={139} hint="One sentence under the heading, 20 to 139 characters." />
            <MediaPicker
              {...picker("hero_image")}
              emptyLabel="No photo: the drawn picture"
              hint="A wide photo; a dark shade keeps the words readable. Its focal point (set in the image library) stays in view on a phone."
            />
            <TextField {...field("hero_image_alt")} optional limit={160} hint="What the photo shows, for people who cannot see it." />
          </fieldset>
          <fieldset className="space-y-5">
            <legend className="font-display text-2xl text-aegean-dark">Our Work and Collections</legend>
            <TextField
              {...field("work_count")}
              inputMode="numeric"
              hint={`How many projects the Our Work carousel shows (${WORK_COUNT.min} to ${WORK_COUNT.max}): the first of the gallery's order with a picture.`}
            />
            {CARD_NAMES.map((card, i) => (
              <div key={card} className="grid gap-5 sm:grid-cols-[1fr_2fr]">
                <TextField {...field(cardField(i + 1, "name"))} limit={30} />
                <TextArea {...field(cardField(i + 1, "text"))} rows={2} limit={140} hint="30 to 140 characters." />
              </div>
            ))}
          </fieldset>
        </>
      ) : null}
      {key === "about" ? (
        <>
          <fieldset className="space-y-5">
            <legend className="font-display text-2xl text-aegean-dark">Our Story</legend>
            <TextArea
              {...field("story")}
              rows={16}
              limit={5000}
              hint="Three or four paragraphs, an empty line between them, 250 to 400 words in all. The first is the page's opening."
            />
          </fieldset>
          <fieldset className="space-y-5">
            <legend className="font-display text-2xl text-aegean-dark">Our Process</legend>
            {STEP_NAMES.map((step, i) => (
              <TextArea key={step} {...field(stepField(i + 1))} rows={3} limit={260} hint="140 to 260 characters." />
            ))}
          </fieldset>
          <fieldset className="space-y-5">
            <legend className="font-display text-2xl text-aegean-dark">Our Commitment</legend>
            <TextField {...field("commitment_heading")} limit={60} />
            <TextArea {...field("commitment_text")} rows={4} limit={300} hint="150 to 300 characters." />
          </fieldset>
        </>
      ) : null}
      {key === "privacy" ? (
        <fieldset className="space-y-5">
          <legend className="font-display text-2xl text-aegean-dark">Privacy notice</legend>
          <TextArea
            {...field("body")}
            rows={24}
            limit={PRIVACY_BODY.max}
            hint={`What you keep, why, for how long, who sees it and how to ask for a copy or erasure. Written as a journal post is: ## starts a section heading, - a list item, an empty line a new paragraph, **bold**, [link text](/contact). {company}, {email} and {phone} show the company details as set under Company details.`}
          />
        </fieldset>
      ) : null}
      <fieldset className="space-y-5">
        <legend className="font-display text-2xl text-aegean-dark">Search and link previews</legend>
        <TextField
          {...field("title")}
          limit={SEARCH_TITLE.max}
          hint={`${SEARCH_TITLE.min} to ${SEARCH_TITLE.max} characters; the company's name follows it in the title.`}
        />
        <TextArea
          {...field("description")}
          rows={3}
          limit={SEARCH_DESCRIPTION.max}
          hint={`What search results show under the title, ${SEARCH_DESCRIPTION.min} to ${SEARCH_DESCRIPTION.max} characters.`}
        />
        <MediaPicker {...picker("social_image")} emptyLabel="No image: the site's own" hint={`Shown when the page is shared; at least ${SOCIAL_IMAGE_MIN_WIDTH} pixels wide.`} />
        <TextField {...field("social_image_alt")} optional limit={160} hint="What the image shows, for people who cannot see it." />
      </fieldset>
    </EditorFrame>
  );
}

export function ErrorBoundary() {
  return <EditorErrorBoundary kind="page" />;
}
