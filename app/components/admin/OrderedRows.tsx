import type { ComponentProps } from "react";
import { Form, Link } from "react-router";
import { Monogram } from "#app/components/about/Monogram";
import { Picture } from "../Picture";
import { StateBadge } from "./ContentControls";
import { moveButtonId, smallButton, type ProjectOrder } from "./ProjectOrder";
import { EditAndView, TITLE_LINK } from "./StaffListPage";

/**
 * A list in staff's order (the projects, the team, the testimonials; decision 041), on one order (useProjectOrder):
 * Move up and Move down work without JavaScript; with it a row can also be dragged by its handle on a wide screen.
 */

/** One row: its title (a link to its editor), a line under it, an optional picture and an optional shown state. */
export interface OrderedLine {
  id: string;
  title: string;
  detail: string;
  edit: string;
  view: string | null;
  picture?: ComponentProps<typeof Picture>["image"] | null;
  /** Without a picture: the name whose initials show instead (a team member without a photo). */
  monogram?: string;
  /** Whether the site shows it; undefined: the kind has no Hide and Show. */
  shown?: boolean;
}

/** How a row shows its picture: none, a square (a portrait) or a wide thumbnail (a project's photo). */
export type RowPictures = "none" | "square" | "wide";

const PICTURE_LOOK = {
  square: { columns: "grid-cols-[4.5rem_minmax(0,1fr)] md:grid-cols-[auto_4.5rem_minmax(0,1fr)_auto]", frame: "aspect-square", sizes: "72px" },
  wide: { columns: "grid-cols-[5.5rem_minmax(0,1fr)] md:grid-cols-[auto_7.5rem_minmax(0,1fr)_auto]", frame: "aspect-[5/3]", sizes: "120px" },
} as const;

export function OrderedRows({ order, label, pictures = "none" }: { order: ProjectOrder<OrderedLine>; label: string; pictures?: RowPictures }) {
  const look = pictures === "none" ? undefined : PICTURE_LOOK[pictures];
  const { busy, hydrated, shown, dragging, setDragging, over, setOver, onMove, onDrop } = order;
  return (
    <ol aria-label={label} className="mt-6 divide-y divide-stone border border-stone bg-white">
      {shown.map((line, index) => (
        <li
          key={line.id}
          draggable={hydrated}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", line.id);
            setDragging(line.id);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          onDragOver={(event) => {
            if (!dragging) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = "move";
            if (over !== line.id) setOver(line.id);
          }}
          onDrop={(event) => onDrop(event, line.id)}
          className={`grid gap-x-4 gap-y-3 px-3 py-3 sm:px-4 md:items-center ${
            look ? look.columns : "grid-cols-1 md:grid-cols-[auto_minmax(0,1fr)_auto]"
          } ${dragging === line.id ? "opacity-50" : ""} ${over === line.id && dragging !== line.id ? "outline-3 -outline-offset-3 outline-bronze" : ""}`}
        >
          {hydrated ? (
            <span
              aria-hidden="true"
              title="Drag to move"
              data-drag-handle=""
              className="hidden cursor-grab select-none items-center justify-center self-stretch px-1 text-xl leading-none text-muted md:flex"
            >
              ⠿
            </span>
          ) : (
            <span aria-hidden="true" className="hidden md:block" />
          )}
          {look ? (
            <span className={`pointer-events-none block ${look.frame} w-full overflow-hidden bg-marble`}>
              {line.picture ? (
                <Picture image={line.picture} alt="" sizes={look.sizes} className="h-full w-full object-cover" />
              ) : line.monogram ? (
                <Monogram name={line.monogram} className="h-full w-full" />
              ) : null}
            </span>
          ) : null}
          <div className="min-w-0">
            <h2 className="break-words font-sans text-lg font-semibold leading-snug">
              <span className="mr-1.5 text-sm font-normal text-muted">{index + 1}.</span>
              <Link to={line.edit} className={TITLE_LINK}>
                {line.title}
              </Link>
            </h2>
            <p className="mt-0.5 break-words text-sm text-muted">{line.detail}</p>
            {line.shown === undefined ? null : (
              <p className="mt-1">
                <StateBadge tone={line.shown ? "live" : "over"}>{line.shown ? "Shown" : "Hidden"}</StateBadge>
              </p>
            )}
          </div>
          <div className={`flex flex-wrap items-center gap-x-3 gap-y-2 md:col-span-1 md:justify-end ${look ? "col-span-2" : ""}`}>
            <Form method="post" onSubmit={(event) => onMove(event, line)} className="flex gap-2">
              <input type="hidden" name="id" value={line.id} />
              <button
                id={moveButtonId(line.id, "up")}
                type="submit"
                name="intent"
                value="up"
                aria-disabled={index === 0 || undefined}
                aria-label={`Move up: ${line.title}`}
                className={smallButton}
              >
                <span aria-hidden="true">↑</span> Move up
              </button>
              <button
                id={moveButtonId(line.id, "down")}
                type="submit"
                name="intent"
                value="down"
                aria-disabled={index === shown.length - 1 || undefined}
                aria-label={`Move down: ${line.title}`}
                className={smallButton}
              >
                <span aria-hidden="true">↓</span> Move down
              </button>
            </Form>
            {line.shown === undefined ? null : (
              <Form method="post">
                <input type="hidden" name="id" value={line.id} />
                <button
                  type="submit"
                  name="intent"
                  value={line.shown ? "hide" : "show"}
                  disabled={busy}
                  aria-label={`${line.shown ? "Hide" : "Show"}: ${line.title}`}
                  className={smallButton}
                >
                  {line.shown ? "Hide" : "Show"}
                </button>
              </Form>
            )}
            <EditAndView title={line.title} edit={line.edit} view={line.view} />
          </div>
        </li>
      ))}
    </ol>
  );
}
