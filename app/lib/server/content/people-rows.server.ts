import { teamMemberSchema, type TeamMember } from "#app/content/team.schema";
import { testimonialSchema, type Testimonial } from "#app/content/testimonials.schema";
import type { MediaRef } from "#app/lib/content/types";
import { portraitAlt, type ShownTeamMember, type ShownTestimonial } from "#app/lib/people";
import type { TeamMembersTable, TestimonialsTable } from "./content-schema";

/**
 * The team members' and testimonials' rows (decision 041): their columns from the files they were seeded from, and
 * what the public pages show of a stored row, checked by the files' rules (team.schema.ts, testimonials.schema.ts).
 * A row that fails them is left out of the site and logged, never shown half-valid.
 */

type Bookkeeping = "id" | "created_at" | "updated_at" | "updated_by" | "deleted_at";
export type TeamMemberColumns = Omit<TeamMembersTable, Bookkeeping>;
export type TestimonialColumns = Omit<TestimonialsTable, Bookkeeping>;

/** A shipped member's columns: its drawn portrait is named by its id in the file. */
export function teamMemberColumns(member: TeamMember, position: number): TeamMemberColumns {
  return { name: member.name, title: member.title, bio: member.bio, media_id: null, drawing: member.id, position };
}

export function testimonialColumns(testimonial: Testimonial, position: number): TestimonialColumns {
  return { author: testimonial.author, label: testimonial.label, text: testimonial.text, project_slug: null, status: "published", position };
}

/** The build's rules for one member, as a stored row would show: its problems, none when it may be shown. */
export function teamMemberProblems(row: Pick<TeamMembersTable, "id" | "name" | "title" | "bio" | "media_id">): string[] {
  const parsed = teamMemberSchema.safeParse({
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    portraitAlt: portraitAlt({ name: row.name, photo: null }),
  });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/** A stored member for the About page; one with neither a photo nor a drawn portrait shows a monogram. */
export function toShownTeamMember(row: TeamMembersTable, media: ReadonlyMap<string, MediaRef>): ShownTeamMember | undefined {
  const problems = teamMemberProblems(row);
  if (problems.length) {
    console.error(`A stored team member is left out of the site (${row.id}):\n${problems.join("\n")}`);
    return undefined;
  }
  const photo = row.media_id ? (media.get(row.media_id) ?? null) : null;
  return { id: row.id, name: row.name, title: row.title, bio: row.bio, photo, drawing: row.drawing };
}

export function testimonialProblems(row: Pick<TestimonialsTable, "id" | "author" | "label" | "text">): string[] {
  const parsed = testimonialSchema.safeParse({ id: row.id, author: row.author, label: row.label, text: row.text });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/**
 * A stored, shown testimonial for the carousel; its project is linked only while that project is on the site. An
 * earlier address of the project (a testimonial restored from before a rename) links the project's current one.
 */
export function toShownTestimonial(
  row: TestimonialsTable,
  projects: ReadonlyMap<string, string>,
  redirects: ReadonlyMap<string, string> = new Map(),
): ShownTestimonial | undefined {
  const problems = testimonialProblems(row);
  if (problems.length) {
    console.error(`A stored testimonial is left out of the site (${row.id}):\n${problems.join("\n")}`);
    return undefined;
  }
  const slug = row.project_slug && !projects.has(row.project_slug) ? redirects.get(row.project_slug) : row.project_slug;
  const name = slug ? projects.get(slug) : undefined;
  return {
    id: row.id,
    author: row.author,
    label: row.label,
    text: row.text,
    ...(name && slug ? { project: { slug, name } } : {}),
  };
}
