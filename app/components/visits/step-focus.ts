import { useEffect, useRef } from "react";
import { STEP_TARGETS, type VisitChoice } from "#app/lib/visits/booking-steps";

/**
 * After a step is chosen in place (scripts running), its next step takes focus and comes into view: the times once a
 * day is chosen, the details once a time is, the days after a week is paged. Without scripts, or on a page's first
 * load, each step link's fragment does the same (the browser lands on it), so a tap before the scripts arrive is a
 * plain link that lands there too.
 */
export function useStepFocus(choice: VisitChoice) {
  const previous = useRef(choice);
  useEffect(() => {
    const before = previous.current;
    previous.current = choice;
    if (before === choice) return;
    const target =
      choice.slot !== undefined && choice.slot !== before.slot
        ? STEP_TARGETS.details
        : choice.date && (choice.date !== before.date || (before.slot !== undefined && choice.slot === undefined))
          ? STEP_TARGETS.times
          : choice.week !== before.week && choice.showroom === before.showroom && choice.purpose === before.purpose
            ? STEP_TARGETS.day
            : undefined;
    const element = target ? document.getElementById(target) : null;
    if (!element) return;
    element.focus({ preventScroll: true });
    // The heading and what follows it in view: the minimum scroll that shows the step (none when it already shows).
    (element.parentElement ?? element).scrollIntoView({ block: "nearest" });
  }, [choice]);
}
