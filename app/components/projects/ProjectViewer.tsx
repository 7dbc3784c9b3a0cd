import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { slideLabel, wrapIndex } from "#app/lib/carousel";
import { projectDetails, projectPath } from "#app/lib/content/projects";
import type { ProjectItem } from "#app/lib/content/types";
import { projectItemImages } from "#app/lib/project-gallery";
import { Picture } from "../Picture";

interface ProjectViewerProps {
  /** The project to show; null keeps the dialog closed. */
  project: ProjectItem | null;
  /** Called once the dialog has closed (Close, Escape, a click on the backdrop). */
  onClose: (project: ProjectItem) => void;
}

/**
 * The project viewer: a modal <dialog> (focus stays inside, Escape closes, the page behind is inert) showing one
 * image large with its index ("3 of 7"), Previous and Next that wrap around, arrow keys, and every image as a
 * thumbnail, each photo's caption under it, and a link to the project's own page. It opens on the first image, every
 * time.
 */
export function ProjectViewer({ project, onClose }: ProjectViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  /** The project on screen, so `onClose` can name it after `project` went null. */
  const shown = useRef<ProjectItem | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (project) {
      shown.current = project;
      if (!dialog.open) {
        dialog.showModal();
        // Focus starts on Close, as before the project page link came ahead of it.
        dialog.querySelector<HTMLElement>("[data-initial-focus]")?.focus();
      }
    } else if (dialog.open) {
      dialog.close();
    }
  }, [project]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={project ? titleId : undefined}
      className="project-viewer"
      onClose={() => {
        const closed = shown.current;
        shown.current = null;
        if (closed) onClose(closed);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {project ? (
        <ViewerBody key={project.id} project={project} titleId={titleId} onClose={() => dialogRef.current?.close()} />
      ) : null}
    </dialog>
  );
}

function ViewerBody({ project, titleId, onClose }: { project: ProjectItem; titleId: string; onClose: () => void }) {
  const images = projectItemImages(project);
  const count = images.length;
  const [current, setCurrent] = useState(0);
  const image = images[current];
  const step = (delta: number) => setCurrent((index) => wrapIndex(index + delta, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="flex min-h-full flex-col" onKeyDown={onKeyDown}>
      <div className="flex items-start justify-between gap-4 border-b border-stone px-5 py-4 md:px-8">
        <div>
          <p className="eyebrow">{projectDetails(project)}</p>
          <h2 id={titleId} className="mt-1 text-3xl">
            {project.name}
          </h2>
          <p className="mt-2 max-w-3xl text-muted">{project.scope}</p>
          <p className="mt-2">
            <a
              href={projectPath(project)}
              className="inline-flex min-h-11 items-center font-semibold text-aegean underline decoration-bronze decoration-2 underline-offset-4 hover:text-aegean-dark"
            >
              Project page
            </a>
          </p>
        </div>
        <button
          type="button"
          data-initial-focus
          onClick={onClose}
          className="flex min-h-11 shrink-0 items-center gap-2 px-3 text-sm font-semibold uppercase tracking-wider text-aegean-dark hover:text-aegean"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          Close
        </button>
      </div>

      <div className="flex-1 px-5 py-5 md:px-8 lg:grid lg:grid-cols-[minmax(0,1fr)_13rem] lg:items-start lg:gap-6">
        {image ? (
          <div className="mx-auto w-full max-w-[max(20rem,calc((100dvh-19rem)*5/3))]">
            <figure>
              <Picture
                key={image.n}
                image={image.image}
                alt={image.alt}
                sizes="(min-width: 64rem) 960px, 100vw"
                loading="eager"
                className="block aspect-[5/3] w-full bg-marble object-cover"
              />
              {image.caption ? <figcaption className="mt-2 text-sm text-muted">{image.caption}</figcaption> : null}
            </figure>
            <div className="mt-3 flex items-center justify-between gap-3">
              <button type="button" onClick={() => step(-1)} className="viewer-step">
                <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M16 10H4M9 5l-5 5 5 5" />
                </svg>
                Previous
                <span className="sr-only"> image</span>
              </button>
              <p className="text-sm font-semibold tracking-wider text-ink" aria-live="polite" aria-atomic="true">
                {slideLabel(current, count)}
              </p>
              <button type="button" onClick={() => step(1)} className="viewer-step">
                Next
                <span className="sr-only"> image</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M4 10h12M11 5l5 5-5 5" />
                </svg>
              </button>
            </div>
          </div>
        ) : null}

        {count > 1 ? (
          <ul aria-label="All photos" className="mx-auto mt-5 grid max-w-3xl grid-cols-4 gap-2 sm:grid-cols-8 lg:mt-0 lg:w-full lg:grid-cols-2">
            {images.map((thumbnail, i) => (
              <li key={thumbnail.n}>
                <button
                  type="button"
                  aria-current={i === current ? "true" : undefined}
                  onClick={() => setCurrent(i)}
                  className={`block w-full border-2 ${i === current ? "border-bronze" : "border-transparent hover:border-stone"}`}
                >
                  <Picture
                    image={thumbnail.image}
                    alt=""
                    sizes="120px"
                    className={`block aspect-[5/3] w-full bg-marble object-cover ${i === current ? "" : "opacity-80"}`}
                  />
                  <span className="sr-only">{`Show image ${slideLabel(i, count)}`}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
