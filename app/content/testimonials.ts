import type { Testimonial } from "./testimonials.schema";

export type { Testimonial } from "./testimonials.schema";

export const testimonials: Testimonial[] = [
  {
    id: "catherine-moreau",
    author: "Catherine Moreau",
    label: "Homeowner, North Vancouver",
    text: "The crew arrived at seven, had the old sliders out by lunch and the new lift and slide door gliding by mid-afternoon. They vacuumed, hauled away every scrap and showed us how to keep the track clean before they left.",
  },
  {
    id: "raj-dhillon",
    author: "Raj Dhillon",
    label: "Custom home builder, Langley",
    text: "Helios quotes clearly, shows up when they say they will, and their project manager actually answers the phone. On a tight build schedule that matters more than anything, and their openings have never held up our drywall crew.",
  },
  {
    id: "hannah-lindqvist",
    author: "Hannah Lindqvist",
    label: "Architect, Vancouver",
    text: "They took my sightline sketches seriously. Mei and the shop worked through the pivot door proportions with us until the handle, the grooves and the reveal all lined up, and what arrived on site matched the drawings exactly.",
  },
  {
    id: "owen-tremblay",
    author: "Owen Tremblay",
    label: "Passive-house developer, Squamish",
    text: "Airtightness is unforgiving on a passive-house job. The Helios team joined our pre-install meeting, walked the membrane and taping details with our envelope consultant, and set every window to plan. Our blower-door test went through without a callback.",
  },
  {
    id: "gwen-abbott",
    author: "Gwen Abbott",
    label: "Facilities Manager, Vancouver Island school district",
    text: "We replaced classroom windows over the summer break with staff still coming and going. The crew kept work zones fenced, cleaned each room before moving on, and the service follow-up in the fall was as prompt as the first sales call.",
  },
  {
    id: "mark-julie-ferreira",
    author: "Mark and Julie Ferreira",
    label: "Homeowners, Revelstoke",
    text: "Our first winter with the new windows was the first without frost on the inside of the glass, and the house is so much quieter that we barely hear the highway. When one latch needed adjusting, their service team had it sorted within the week.",
  },
];
