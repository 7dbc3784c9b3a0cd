/** The first of `instants` after `now`, or Infinity: when what a page shows next changes by the clock alone. */
export function nextInstantAfter(instants: Iterable<number>, now: number): number {
  let next = Infinity;
  for (const instant of instants) if (instant > now && instant < next) next = instant;
  return next;
}
