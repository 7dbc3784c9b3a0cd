import { teamPortrait } from "#app/lib/images";
import { mediaImage } from "#app/lib/media";
import { portraitAlt, type ShownTeamMember } from "#app/lib/people";
import { Picture } from "../Picture";
import { Monogram } from "./Monogram";

/** How wide a portrait shows. */
const PORTRAIT_SIZES = "(min-width: 48rem) 224px, 45vw";
const PORTRAIT_CLASS = "block aspect-square w-full max-w-56 bg-marble";

/**
 * Our Team: the people staff list (decision 041), each with portrait (an uploaded photo, else the drawn one), name and
 * title. Two columns below 768 px, three from 768 px; a last, incomplete row is centred. No members: no section.
 */
export function TeamGrid({ members }: { members: readonly ShownTeamMember[] }) {
  if (!members.length) return null;
  return (
    <section aria-labelledby="team-heading" className="container-site py-16 md:py-20">
      <p className="eyebrow">The people behind the work</p>
      <h2 id="team-heading" className="mt-2 text-4xl">
        Our Team
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Two generations of the family and the colleagues who quote, build, install and look after your windows and doors.
      </p>
      <ul className="mt-10 flex flex-wrap justify-center gap-x-5 gap-y-10 md:gap-x-8">
        {members.map((member) => (
          <li key={member.id} className="w-[calc((100%-1.25rem)/2)] md:w-[calc((100%-4rem)/3)]">
            <article className="flex h-full flex-col items-center text-center">
              {member.photo ? (
                <Picture image={mediaImage(member.photo)} alt={portraitAlt(member)} sizes={PORTRAIT_SIZES} className={`${PORTRAIT_CLASS} object-cover`} />
              ) : member.drawing ? (
                <Picture image={teamPortrait(member.drawing)} alt={portraitAlt(member)} sizes={PORTRAIT_SIZES} className={PORTRAIT_CLASS} />
              ) : (
                <Monogram name={member.name} className="w-full max-w-56" />
              )}
              <h3 className="mt-4 text-2xl">{member.name}</h3>
              <p className="mt-1 text-sm font-semibold uppercase tracking-wider text-bronze">{member.title}</p>
              <p className="mt-3 text-sm text-muted sm:text-base">{member.bio}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
