import type { About } from "./about.schema";

export type { ProcessStep, About } from "./about.schema";

export const about: About = {
  story: [
    "Helios Windows & Doors is a family business in the plainest sense. Yannis and Eleni Papadakis started it in 2006 as a wholesale and manufacturing shop, supplying aluminium and uPVC windows and doors to builders and dealers across British Columbia. Those first years taught us the trade from the inside: how profiles are cut and joined, how hardware wears, and what goes wrong when an opening is rushed.",
    "In 2012 we began selling and installing directly, and today the second generation works alongside the first. Yannis still walks the shop floor most mornings, Alexandra runs operations, and a team whose families came to Metro Vancouver from all over the world brings the rest together. The people who build your windows are the same people who answer your questions, measure your openings and stand behind the work long after install day.",
    "Our roots are Greek, and so is the way we look at a building. Craft means doing the small things properly, even where nobody will see them. Proportion means a door or window should sit right in its wall, with slim, honest sightlines. Light is the reason anyone wants a bigger opening in the first place. We bring those ideas to a very different climate: wet coastal winters, mountain snow, hot and dry Okanagan summers, and a BC Energy Step Code that keeps raising the bar for how homes perform.",
    "That is why we built a showroom in the Okanagan as well as our workshop in Surrey: a place to slide a lift and slide door with one hand, feel the weight of a pivot door and design your own entrance with our team. Visit us, or give us a call. Whether you are building new, renovating a family home or planning a multi-family or institutional project, we would be glad to help.",
  ],
  process: [
    {
      step: "Design",
      text: "We start with your drawings or a conversation at the kitchen table. Together we choose systems, finishes and hardware, review each opening against your Step Code target and send a clear, itemized quote.",
    },
    {
      step: "Build",
      text: "Frames are cut, assembled and glazed to measure in our own shop, using European profile systems. Every unit is checked, wrapped and labelled for its opening before it leaves for site.",
    },
    {
      step: "Install",
      text: "Our own crews do the installation. We protect your floors, seal every opening to plan, clean up as we go and walk you through operation and care. Our service team is only a call away.",
    },
  ],
  commitment: {
    heading: "Our Commitment",
    text: "We make promises we can keep: honest advice, clear quotes, and windows and doors built and installed by the same family-run team. If something needs adjusting next winter or years from now, we will come back and make it right.",
  },
  storyProject: "craft-residence",
  teaser:
    "Helios is a family-run maker and installer of aluminium and uPVC windows, doors and curtain walls. Since 2006 we have built for British Columbia's coast, mountains and interior, guided by a Greek love of craft, proportion and light.",
  hero: {
    promise:
      "Windows and doors made with Greek craft and installed by our own family team across British Columbia.",
  },
};
