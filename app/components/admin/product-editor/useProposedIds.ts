import { useEffect, type RefObject } from "react";
import { proposedProductId } from "#app/lib/forms/staff/product-editor";

/** The fields a new product's name proposes, until the person types in them. */
const PROPOSED_FIELDS = ["slug", "segment"] as const;

/**
 * A new product's id and last part of its address follow its name as it is typed ("S97" proposes s97), until the
 * person types in one of them (emptying it hands it back to the name). Without JavaScript the server does the same
 * with a field left empty (the schema's proposedProductId).
 */
export function useProposedIds(formRef: RefObject<HTMLFormElement | null>, active: boolean) {
  useEffect(() => {
    const form = formRef.current;
    if (!active || !form) return;
    const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
    // A field already holding something (a refused save's values) is the person's own.
    const typed = new Set(PROPOSED_FIELDS.filter((name) => field(name)?.value));
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if ((PROPOSED_FIELDS as readonly string[]).includes(target.name)) {
        if (target.value) typed.add(target.name as (typeof PROPOSED_FIELDS)[number]);
        else typed.delete(target.name as (typeof PROPOSED_FIELDS)[number]);
        return;
      }
      if (target.name !== "title") return;
      const proposed = proposedProductId(target.value);
      for (const name of PROPOSED_FIELDS) {
        const input = field(name);
        if (input && !typed.has(name)) input.value = proposed;
      }
    };
    form.addEventListener("input", onInput);
    return () => form.removeEventListener("input", onInput);
  }, [formRef, active]);
}
