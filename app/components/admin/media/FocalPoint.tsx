import { useState, type MouseEvent } from "react";
import { Form } from "react-router";
import { Picture } from "#app/components/Picture";
import { FOCAL_INTENT, FOCAL_X_FIELD, FOCAL_Y_FIELD, describeFocal } from "#app/lib/admin/media-focal";
import { mediaImage, type Focal } from "#app/lib/media";
import { useHydrated } from "#app/lib/hydrated";

/** The crops shown beside the focal point, as the site's pages make them. */
const PREVIEWS = [
  { label: "Square (team, pivot designs)", frame: "aspect-square w-20" },
  { label: "Wide (cards, projects)", frame: "aspect-[5/3] w-32" },
] as const;

/** The two sliders: across, then down. */
const AXES = [
  { axis: "x", label: "Across, from the left edge", field: FOCAL_X_FIELD, from: "from the left" },
  { axis: "y", label: "Down, from the top edge", field: FOCAL_Y_FIELD, from: "from the top" },
] as const;

/** Two decimals: what a slider moves by (about a pixel on the picture shown here). */
const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

/**
 * An image's focal point (decision 050): the point every crop of it keeps in view. With JavaScript, a click or tap on
 * the picture puts it there; the two sliders move it from the keyboard (and work without JavaScript); the previews
 * show the crops as they will be. Save posts it to the library (intent "focal"), and the site's pages follow.
 */
export function FocalPoint({ image, busy }: { image: { id: string; name: string; width: number; height: number; focal: Focal }; busy: boolean }) {
  const hydrated = useHydrated();
  const [focal, setFocal] = useState<Focal>(image.focal);
  const changed = focal.x !== image.focal.x || focal.y !== image.focal.y;
  const ref = { id: image.id, width: image.width, height: image.height };
  const ids = { x: `focal-x-${image.id}`, y: `focal-y-${image.id}`, now: `focal-now-${image.id}` };

  function onPictureClick(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    setFocal({ x: round((event.clientX - box.left) / box.width), y: round((event.clientY - box.top) / box.height) });
  }

  return (
    <details className="mt-3 border-t border-stone pt-2" open={changed || undefined}>
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-aegean">
        Focal point<span className="sr-only"> of {image.name}</span>
      </summary>
      <Form method="post" className="mt-2 space-y-3" aria-label={`Focal point of ${image.name}`}>
        <input type="hidden" name="id" value={image.id} />
        <p className="text-sm text-muted">
          The point every crop keeps in view (cards, the home page's photo, spec sheets).{" "}
          {hydrated ? "Click or tap it on the picture, or move the sliders." : "Move the sliders."}
        </p>
        <div className="relative">
          {hydrated ? (
            <button
              type="button"
              onClick={onPictureClick}
              aria-label={`Put the focal point where you click on ${image.name} (the sliders below do the same from the keyboard)`}
              tabIndex={-1}
              className="block w-full cursor-crosshair"
            >
              <Picture image={mediaImage(ref)} alt="" sizes="280px" className="block h-auto w-full" />
            </button>
          ) : (
            <Picture image={mediaImage(ref)} alt="" sizes="280px" className="block h-auto w-full" />
          )}
          <span
            aria-hidden="true"
            data-focal-marker=""
            className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_#072a42]"
            style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
          />
        </div>
        {AXES.map(({ axis, label, field, from }) => (
          <div key={axis}>
            <label htmlFor={ids[axis]} className="block text-sm font-medium">
              {label}
            </label>
            <input
              id={ids[axis]}
              type="range"
              name={field}
              min={0}
              max={1}
              step={0.01}
              value={focal[axis]}
              onChange={(event) => {
                const value = round(Number(event.currentTarget.value));
                setFocal((current) => ({ ...current, [axis]: value }));
              }}
              aria-valuetext={`${Math.round(focal[axis] * 100)}% ${from}`}
              className="block min-h-11 w-full accent-aegean"
            />
          </div>
        ))}
        <p id={ids.now} className="text-sm" aria-live="polite">
          {describeFocal(focal)}
        </p>
        {hydrated ? (
          <div className="flex flex-wrap items-end gap-3" aria-label="Crops with this focal point" role="group">
            {PREVIEWS.map((preview) => (
              <figure key={preview.label}>
                <span className={`block overflow-hidden border border-stone bg-marble ${preview.frame}`}>
                  <Picture image={mediaImage({ ...ref, focal })} alt="" sizes="128px" className="h-full w-full object-cover" />
                </span>
                <figcaption className="mt-1 max-w-32 text-xs text-muted">{preview.label}</figcaption>
              </figure>
            ))}
          </div>
        ) : null}
        <button
          type="submit"
          name="intent"
          value={FOCAL_INTENT}
          disabled={busy}
          aria-describedby={ids.now}
          className="min-h-11 rounded-sm border-2 border-aegean px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white"
        >
          Save the focal point<span className="sr-only"> of {image.name}</span>
        </button>
      </Form>
    </details>
  );
}
