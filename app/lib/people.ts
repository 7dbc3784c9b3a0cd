import type { MediaRef } from "./content/types";

/**
 * The team and the testimonials as the public pages show them (decision 041), read from the content snapshot.
 * Browser-safe: the home carousel's island gets its testimonials as props.
 */

/** A team member on the About page: an uploaded photo, else the portrait the build draws for a shipped member. */
export interface ShownTeamMember {
  id: string;
  name: string;
  title: string;
  bio: string;
  photo: MediaRef | null;
  /** The id of the drawn portrait (app/lib/images.ts teamPortrait); null when the member has none. */
  drawing: string | null;
}

/** A testimonial in the home carousel; `project` is the address of the project it speaks of, when that is on the site. */
export interface ShownTestimonial {
  id: string;
  author: string;
  label: string;
  text: string;
  project?: { slug: string; name: string };
}

/** The alt text of a member's picture: the build's rule for a drawn portrait ("Illustrated portrait of …"). */
export function portraitAlt(member: Pick<ShownTeamMember, "name" | "photo">): string {
  return member.photo ? `Photo of ${member.name}` : `Illustrated portrait of ${member.name}`;
}

/**
 * The initials a monogram shows for someone without a picture: the first letter of the first and last words of the
 * name ("Eleni Papadakis" → "EP", "Madonna" → "M"), in capitals; nothing for a name without letters.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, "")][0] ?? "")
    .filter(Boolean);
  if (!words.length) return "";
  const letters = words.length === 1 ? words[0]! : `${words[0]}${words[words.length - 1]}`;
  return letters.toLocaleUpperCase("en-CA");
}
