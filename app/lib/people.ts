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
