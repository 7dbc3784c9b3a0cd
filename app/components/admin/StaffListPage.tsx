import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { StaffTime } from "#app/lib/business-time";
import { useEditorName } from "#app/lib/admin/editor-name";
import type { DeletedItem, JustDeleted, StaffListDefinition } from "#app/lib/admin/list-page";
import { DeletedNotice, UndoDeleteForm } from "./ContentControls";
import { Notice } from "./Notice";
import { SectionAbout } from "./SectionAbout";

/**
 * The staff list page every content kind shares: heading, what the list is and its "New …" button; the notices
 * (the one after a delete, with its Undo, and the outcome of the last action); the list itself (the route's); and
 * the deleted items, each with its Undo. A route gives its definition and its rows, and renders only its own rows.
 */

/** A deleted item as its section lists it: `detail` says when (and by whom, or of what dates). */
export interface DeletedRow extends JustDeleted {
  detail: ReactNode;
}

/** The link of an item's title to its editor. */
export const TITLE_LINK = "text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";
/** A row's Edit and View links. */
export const ROW_LINK = `inline-flex min-h-11 items-center font-semibold ${TITLE_LINK}`;

export function StaffListPage({
  definition,
  justDeleted,
  notice,
  answer,
  deleted,
  children,
}: {
  definition: StaffListDefinition;
  justDeleted: JustDeleted | null;
  /** The outcome of the last action on this page, if any. */
  notice?: ReactNode;
  /** The last action's answer, shown as its notice (instead of `notice`). */
  answer?: { tone: "success" | "error"; message: string };
  /** The deleted items; one without its own `detail` says who deleted it, and when. */
  deleted: readonly (DeletedRow | DeletedItem)[];
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const { title, intro, newItem, one } = definition;
  const undo =
    definition.undo ?? ((item: JustDeleted, busy: boolean) => <UndoDeleteForm id={item.id} busy={busy} label="Undo delete" title={item.title} />);
  return (
    <div className="container-site py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl md:text-4xl">{title}</h1>
          <p className="mt-1" data-page-about>{definition.about}</p>
          <p className="mt-1 text-muted">{intro}</p>
        </div>
        {newItem ? (
          <Link to={newItem.path} className="btn btn-primary">
            {newItem.label}
          </Link>
        ) : null}
      </div>

      <div className="mt-6 space-y-3 empty:hidden">
        {justDeleted
          ? (definition.deletedNotice?.(justDeleted, busy) ?? <DeletedNotice what={one} title={justDeleted.title} id={justDeleted.id} busy={busy} />)
          : null}
        {answer ? <Notice tone={answer.tone}>{answer.message}</Notice> : notice}
      </div>

      {children}

      <DeletedSection
        heading={definition.deleted.heading}
        intro={definition.deleted.intro}
        look={definition.deleted.look}
        items={deleted.map((item) => ("detail" in item ? item : { ...item, detail: <DeletedBy by={item.by} at={item.deleted} /> }))}
      >
        {(item) => undo(item, busy)}
      </DeletedSection>
    </div>
  );
}

/** An item of a list of the site's own (a page, a landing page): its name, a line about it, and its Edit and View links. */
export interface SiteItem {
  id: string;
  name: string;
  detail: ReactNode;
  edit: string;
  view: string;
}

/**
 * The list page of items that are the site's own, never added or deleted (the pages, the landing pages): the heading,
 * what the section changes and the list's intro, then each item with its Edit and View links.
 */
export function SiteItemsPage({ title, section, intro, list, items }: { title: string; section: string; intro: ReactNode; list: { id: string; title: string; empty: string }; items: readonly SiteItem[] }) {
  return (
    <div className="container-site py-8 md:py-10">
      <div className="max-w-3xl">
        <h1 className="text-3xl md:text-4xl">{title}</h1>
        <SectionAbout to={section} />
        <p className="mt-1 text-muted">{intro}</p>
      </div>
      <ListSection id={list.id} title={list.title} items={items} empty={list.empty}>
        {(item) => (
          <li key={item.id} className="border border-stone bg-white p-4 md:p-5">
            <p className="break-words text-lg font-medium">{item.name}</p>
            <p className="mt-1 text-sm text-muted">{item.detail}</p>
            <p className="mt-2 flex flex-wrap gap-x-6">
              <EditAndView title={item.name} edit={item.edit} view={item.view} />
            </p>
          </li>
        )}
      </ListSection>
    </div>
  );
}

/** A list with nothing in it yet: says so, with a link to add the first. */
export function EmptyList({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <p className="mt-6 border border-stone bg-white p-5">
      {text}{" "}
      <Link to={to} className="text-aegean underline">
        {link}
      </Link>
      .
    </p>
  );
}

/** A headed group of a list (e.g. "Upcoming", "Past"): its items, or what it says when it has none. */
export function ListSection<T>({
  id,
  title,
  items,
  empty,
  children,
}: {
  id: string;
  title: string;
  items: readonly T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {items.length ? <ul className="mt-4 space-y-4">{items.map(children)}</ul> : <p className="mt-3 text-muted">{empty}</p>}
    </section>
  );
}

/** An item's Edit link, and its View link when it is on the site (the title named for screen readers). */
export function EditAndView({ title, edit, view }: { title: string; edit: string; view: string | null }) {
  return (
    <>
      <Link to={edit} className={ROW_LINK}>
        Edit<span className="sr-only"> “{title}”</span>
      </Link>
      {view ? (
        <a href={view} className={ROW_LINK}>
          {/* One flex item, so the space after the hidden title is kept. */}
          <span>
            View<span className="sr-only"> “{title}”</span> on the site
          </span>
        </a>
      ) : null}
    </>
  );
}

/** A list of items in rows (ItemRow), named for screen readers; `empty` when there are none. */
export function ItemList<T>({ label, items, empty, children }: { label: string; items: readonly T[]; empty: ReactNode; children: (item: T) => ReactNode }) {
  if (!items.length) return <>{empty}</>;
  return (
    <ul aria-label={label} className="mt-6 divide-y divide-stone border border-stone bg-white">
      {items.map(children)}
    </ul>
  );
}

/**
 * One item's row of a list: its title linked to its editor (with words after it), its own lines, who edited it last
 * and when; then its Edit and View links and any actions of its own.
 */
export function ItemRow({
  title,
  after,
  edit,
  edited,
  links,
  children,
}: {
  title: string;
  after?: ReactNode;
  edit: string;
  edited: { by: string; at: StaffTime };
  /** The row's links and actions (EditAndView, a Hide button). */
  links: ReactNode;
  children: ReactNode;
}) {
  const editorName = useEditorName();
  return (
    <li className="grid gap-x-6 gap-y-1 px-4 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
      <div className="min-w-0">
        <h2 className="break-words font-sans text-lg font-semibold">
          <Link to={edit} className={TITLE_LINK}>
            {title}
          </Link>
          {after}
        </h2>
        {children}
        <p className="mt-1 text-sm text-muted">
          Last edited by <span className="break-words font-medium text-ink">{editorName(edited.by)}</span>,{" "}
          <time dateTime={edited.at.iso}>{edited.at.label}</time>
        </p>
      </div>
      {links}
    </li>
  );
}

/** "deleted by …, <time>": when a deleted item went, and who deleted it. */
export function DeletedBy({ by, at }: { by: string; at: StaffTime }) {
  return (
    <>
      deleted by <span className="break-words">{by}</span>, <time dateTime={at.iso}>{at.label}</time>
    </>
  );
}

/**
 * The deleted items, each with its Undo; nothing when there are none. "boxed" lists them in a box, title above its
 * detail; "ruled" between rules, the detail after the title.
 */
export function DeletedSection({
  heading,
  intro,
  look,
  items,
  children,
}: {
  heading: string;
  intro?: string;
  look: "boxed" | "ruled";
  items: readonly DeletedRow[];
  children: (item: DeletedRow) => ReactNode;
}) {
  if (!items.length) return null;
  const boxed = look === "boxed";
  return (
    <section aria-labelledby="deleted-heading" className="mt-12">
      <h2 id="deleted-heading" className="text-2xl">
        {heading}
      </h2>
      {intro ? <p className={boxed ? "mt-1 text-muted" : "mt-1 text-sm text-muted"}>{intro}</p> : null}
      <ul className={boxed ? "mt-4 divide-y divide-stone border border-stone bg-white" : "mt-3 divide-y divide-stone border-y border-stone"}>
        {items.map((item) => (
          <li key={item.id} className={`flex flex-wrap items-center justify-between gap-3 ${boxed ? "px-4 py-3" : "py-2.5"}`}>
            {boxed ? (
              <div className="min-w-0">
                <p className="break-words font-medium">{item.title}</p>
                <p className="text-sm text-muted">{item.detail}</p>
              </div>
            ) : (
              <span className="min-w-0 break-words">
                <span className="font-medium">{item.title}</span> <span className="text-sm text-muted">{item.detail}</span>
              </span>
            )}
            {children(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Undo delete", named "Undo delete of <name>" (the journal's and the image library's wording). */
export function UndoDeleteOf({ id, name, busy }: { id: string; name: string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="undelete"
        disabled={busy}
        className="min-h-11 whitespace-nowrap rounded-sm border-2 border-aegean bg-white px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white"
      >
        Undo delete<span className="sr-only"> of {name}</span>
      </button>
    </Form>
  );
}

/** A notice in a sentence of its own ("“…” was deleted: …"), with an action beside it (its Undo). */
export function ActionNotice({ children, action, id, className = "" }: { children: ReactNode; action: ReactNode; id?: string; className?: string }) {
  return (
    <div
      id={id}
      tabIndex={id ? -1 : undefined}
      role="status"
      className={`flex flex-wrap items-center gap-3 border-l-4 border-[#2f6b3a] bg-[#e8f1e8] px-4 py-3 font-medium text-[#1d4a26] ${className}`}
    >
      <p className="min-w-0 flex-1 break-words">{children}</p>
      {action}
    </div>
  );
}
