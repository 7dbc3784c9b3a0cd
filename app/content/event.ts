import { site } from "./site";

/** The grand opening of the Experience Centre, shown on the three RSVP pages. */
export const grandOpening = {
  name: `Grand Opening of ${site.shortName}'s Experience Centre`,
  heading: `RSVP FOR THE GRAND OPENING OF ${site.shortName}'S EXPERIENCE CENTRE`,
  dateLabel: "October 22nd, 2025",
  timeLabel: "6:00 PM - 9:00 PM",
  /** ISO 8601 with the Pacific (daylight) offset of that date. */
  startDate: "2025-10-22T18:00:00-07:00",
  endDate: "2025-10-22T21:00:00-07:00",
  venue: {
    name: `${site.showroom.name} and Experience Centre`,
    locality: site.showroom.locality,
    region: site.showroom.region,
  },
  partners: ["Alumil", "Living Space", "Astra Concepts", "Cosentino", "Western Living"],
} as const;
