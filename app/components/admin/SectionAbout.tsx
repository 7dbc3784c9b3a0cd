import { sectionAbout } from "#app/lib/admin/staff-nav";

/** A staff page's one sentence under its heading: what the section at `to` changes on the site (app/lib/admin/staff-nav.ts). */
export function SectionAbout({ to }: { to: string }) {
  return (
    <p className="mt-1 max-w-3xl" data-page-about>
      {sectionAbout(to)}
    </p>
  );
}
