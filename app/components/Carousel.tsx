import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { slideLabel, wrapIndex } from "../lib/carousel";
import { useHydrated } from "../lib/hydrated";
import { useReducedMotion } from "../lib/motion";

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

interface CarouselProps {
  /** Id of the visible heading (inside `header`) that names the carousel. */
  labelledBy: string;
  /** The heading and any introduction, shown beside the controls. */
  header: ReactNode;
  slides: readonly CarouselSlide[];
  /** Time each slide stays before the next one while rotating. */
  intervalMs: number;
  /** Duration of the slide animation. */
  transitionMs: number;
  /** Names used in the controls' labels: `item` for one slide ("project"), `show` for the whole ("project slide show"). */
  names: { item: string; show: string };
  /** Previous and next buttons. */
  arrows?: boolean;
  /** One button per slide ("dots"). */
  picker?: boolean;
  /** Colours of the controls: on a light or a dark background. */
  tone?: "light" | "dark";
  className?: string;
}

/** A horizontal touch swipe at least this long moves to the next or previous slide. */
const SWIPE_MIN_PX = 48;

interface Move {
  from: number;
  direction: 1 | -1;
}

/**
 * An auto-rotating carousel following the WAI-ARIA APG carousel pattern:
 * - a region with aria-roledescription="carousel", named by its heading; each slide a group with
 *   aria-roledescription="slide" named "N of M";
 * - the first control is a visible pause/play button (WCAG 2.2.2); previous/next buttons and slide pickers optional;
 * - rotation pauses while the pointer or keyboard focus is inside (except on the pause button itself) and while the
 *   tab is hidden, and never starts under prefers-reduced-motion;
 * - the slides' live region is off while rotating and polite otherwise, so only changes a visitor asked for are read.
 *
 * Slides share one grid cell, so the carousel is as tall as its tallest slide and never shifts the layout. It loops
 * forever, always moving forward: after the last slide, the first one slides in from the right.
 * Controls stay invisible until hydration, so they never appear without the script that makes them work.
 */
export function Carousel({
  labelledBy,
  header,
  slides,
  intervalMs,
  transitionMs,
  names,
  arrows = false,
  picker = false,
  tone = "light",
  className = "",
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [move, setMove] = useState<Move | null>(null);
  /** The visitor's choice (the pause/play button); null until the motion preference is known. */
  const [autoplay, setAutoplay] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pageHidden, setPageHidden] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const rotationButton = useRef<HTMLButtonElement>(null);
  const slidesId = useId();
  /** Where a touch or pen press started on the slides, for swipes. */
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const rotating = autoplay === true && !hovered && !focused && !pageHidden && count > 1;

  // Autoplay starts once the motion preference is known, and stops if the visitor asks for reduced motion.
  useEffect(() => {
    if (reducedMotion === null) return;
    setAutoplay((current) => (reducedMotion ? false : (current ?? true)));
  }, [reducedMotion]);

  useEffect(() => {
    const update = () => setPageHidden(document.visibilityState === "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);

  const goTo = (target: number, direction: 1 | -1) => {
    const next = wrapIndex(target, count);
    if (next === index) return;
    setMove(reducedMotion === false ? { from: index, direction } : null);
    setIndex(next);
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => goTo(index + 1, 1), intervalMs);
    return () => window.clearTimeout(timer);
    // goTo is recreated each render; the timer restarts whenever the slide or the rotation state changes.
  }, [rotating, index, intervalMs]);

  // The slide animation: the incoming slide enters from the side it comes from while the outgoing one leaves.
  useLayoutEffect(() => {
    if (!move) return;
    const incoming = slideRefs.current[index];
    const outgoing = slideRefs.current[move.from];
    if (!incoming || !outgoing || typeof incoming.animate !== "function") {
      setMove(null);
      return;
    }
    const timing: KeyframeAnimationOptions = { duration: transitionMs, easing: "ease-in-out", fill: "forwards" };
    const enter = incoming.animate(
      [{ transform: `translateX(${move.direction * 100}%)` }, { transform: "translateX(0)" }],
      timing,
    );
    const leave = outgoing.animate(
      [{ transform: "translateX(0)" }, { transform: `translateX(${-move.direction * 100}%)` }],
      timing,
    );
    let current = true;
    enter.finished.then(
      () => current && setMove(null),
      () => undefined,
    );
    return () => {
      current = false;
      enter.cancel();
      leave.cancel();
    };
  }, [move, index, transitionMs]);

  const onDark = tone === "dark";
  const controlClass = `inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-sm border-2 px-3 text-sm font-semibold uppercase tracking-wider transition-colors ${
    onDark
      ? "border-white/70 text-white hover:bg-white hover:text-aegean-dark"
      : "border-aegean text-aegean hover:bg-aegean hover:text-white"
  }`;
  const playing = autoplay !== false;

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      className={className}
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onFocus={(event) => setFocused(event.target !== rotationButton.current)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-5">
        <div className="max-w-2xl">{header}</div>
        <div className={`flex flex-wrap items-center gap-2 ${hydrated ? "" : "invisible"}`}>
          <button
            ref={rotationButton}
            type="button"
            className={`${controlClass} w-28`}
            onClick={() => setAutoplay(!playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span aria-hidden="true">{playing ? "Pause" : "Play"}</span>
            <span className="sr-only">{`${playing ? "Pause" : "Play"} the ${names.show}`}</span>
          </button>
          {arrows ? (
            <>
              <button
                type="button"
                aria-controls={slidesId}
                className={controlClass}
                onClick={() => goTo(index - 1, -1)}
              >
                <ArrowIcon direction={-1} />
                <span className="sr-only">{`Previous ${names.item}`}</span>
              </button>
              <button
                type="button"
                aria-controls={slidesId}
                className={controlClass}
                onClick={() => goTo(index + 1, 1)}
              >
                <ArrowIcon direction={1} />
                <span className="sr-only">{`Next ${names.item}`}</span>
              </button>
            </>
          ) : null}
          {picker ? (
            <div className="flex items-center">
              {slides.map((slide, i) => (
                <button
                  key={slide.key}
                  type="button"
                  aria-controls={slidesId}
                  aria-current={i === index ? "true" : undefined}
                  className="group flex size-8 items-center justify-center rounded-full"
                  onClick={() => goTo(i, i > index ? 1 : -1)}
                >
                  <span
                    aria-hidden="true"
                    className={`block size-3 rounded-full border-2 transition-colors ${
                      onDark
                        ? `border-white ${i === index ? "bg-white" : "group-hover:bg-white/50"}`
                        : `border-aegean ${i === index ? "bg-aegean" : "group-hover:bg-aegean/40"}`
                    }`}
                  />
                  <span className="sr-only">{`Show ${names.item} ${i + 1}`}</span>
                </button>
              ))}
            </div>
          ) : null}
        </div>
      </div>
      <div
        id={slidesId}
        aria-live={rotating ? "off" : "polite"}
        className="mt-8 grid touch-pan-y overflow-hidden"
        onPointerDown={(event) => {
          swipeStart.current = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (!start || !hydrated) return;
          const dx = event.clientX - start.x;
          if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
          if (dx < 0) goTo(index + 1, 1);
          else goTo(index - 1, -1);
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {slides.map((slide, i) => {
          const shown = i === index || i === move?.from;
          return (
            <div
              key={slide.key}
              ref={(element) => {
                slideRefs.current[i] = element;
              }}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              className={`[grid-area:1/1] ${shown ? "" : "invisible"}`}
            >
              {slide.content}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="currentColor">
      <rect x="3" y="2" width="3.5" height="12" />
      <rect x="9.5" y="2" width="3.5" height="12" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="currentColor">
      <path d="M4 2l10 6-10 6z" />
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: 1 | -1 }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 1 ? "M4 10h12M11 5l5 5-5 5" : "M16 10H4M9 5l-5 5 5 5"} />
    </svg>
  );
}
