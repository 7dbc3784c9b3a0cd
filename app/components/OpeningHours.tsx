import { useSettings } from "#app/lib/content/root-content";
import { openingRows } from "#app/lib/opening-hours";
import type { ShowroomId } from "#app/content/settings-basics";

/**
 * Each showroom's opening hours, from the company details the owners edit: one small table per showroom, days with
 * the same hours grouped, and the statutory holidays it closes on (decision 048).
 */
export function OpeningHours({ only, headingLevel = 2 }: { only?: ShowroomId; headingLevel?: 2 | 3 }) {
  const settings = useSettings();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const showrooms = settings.showrooms.filter((showroom) => !only || showroom.id === only);
  return (
    <section aria-labelledby="opening-hours-heading">
      <Heading id="opening-hours-heading" className="eyebrow font-sans">
        Opening hours
      </Heading>
      <div className="mt-3 grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {showrooms.map((showroom) => (
          <table key={showroom.id} className="w-full text-left text-base">
            <caption className="text-left font-semibold text-ink">{showroom.name}</caption>
            <tbody>
              {openingRows(showroom.hours).map((row) => (
                <tr key={row.days} className="border-b border-stone/70 last:border-b-0">
                  <th scope="row" className="py-1.5 pr-3 align-top font-normal">
                    {row.days}
                  </th>
                  <td className={`py-1.5 align-top ${row.hours === "Closed" ? "text-muted" : ""}`}>{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className="mt-3 text-sm text-muted">Closed on British Columbia&apos;s statutory holidays.</p>
    </section>
  );
}
