import type { Landing } from "./landings.schema";

export type { Landing, LandingCard, LandingSection } from "./landings.schema";

/**
 * The catalogue's landing pages: one record each, rendered by app/routes/landing.tsx and validated at build
 * (landings.schema.ts). A card points either at a product (by id, from products.ts) or at another landing page.
 * A landing with more than one product also shows a comparison table built from the product records. What the
 * database starts with at the first start (decision 039); from then on staff edit them at /admin/landings.
 */
export const landings: Landing[] = [
  {
    path: "/collections",
    title: "Collections",
    heading: "Collections",
    eyebrow: "Our systems",
    description:
      "Aluminium and uPVC doors, windows, curtain walls and passive-house systems, made and installed in British Columbia by Helios Windows & Doors.",
    intro: [
      "Four families of systems, one standard of workmanship. Choose a collection to compare its doors, windows or facades, read the specifications and download a spec sheet.",
    ],
    sections: [
      {
        cards: [
          { page: "/doors", name: "Doors", text: "Bifold, lift and slide, ultra slim sliding, pivot and swing entrance doors." },
          { page: "/windows", name: "Windows", text: "Aluminium and uPVC casement and tilt-and-turn windows for every Step Code level." },
          { page: "/curtain", name: "Curtain Walls", text: "Slim aluminium curtain wall for glazed facades, stairwells and storefronts." },
          { page: "/passive", name: "Passive Housing", text: "Doors, windows and curtain walls chosen for net-zero and passive-house builds." },
        ],
      },
    ],
  },
  {
    path: "/doors",
    title: "Doors",
    heading: "Doors",
    eyebrow: "Collections",
    description:
      "Aluminium bifold, lift and slide, sliding, pivot, patio and swing doors, built to measure and installed across British Columbia.",
    intro: [
      "A door is the part of a house you touch every day. We build bifold doors that fold a whole wall away, lift and slide doors that glide on a single handle, ultra slim sliding doors, sculptural pivot doors, patio doors and swing entrance doors, all in thermally broken aluminium and all made to measure.",
      "Start with the way you want to open the room, then compare the systems below.",
    ],
    sections: [
      {
        cards: [
          { product: "sf85", note: "Bifold doors" },
          { page: "/doors/liftandslide", name: "Lift and Slide Doors", text: "Large sliding panels that lift off their seals to glide, then lower to lock tight." },
          { product: "s650", note: "Ultra slim sliding doors" },
          { page: "/doors/pivotdoors", name: "Pivot Doors", text: "Tall entrance doors on an offset pivot, in designs of your choosing." },
          { page: "/doors/swing", name: "Swing Doors", text: "Insulated aluminium entrance and patio doors, from Step Code 2 to Passive." },
        ],
      },
    ],
  },
  {
    path: "/doors/bifold",
    title: "Bifold Doors",
    heading: "Bifold Doors",
    eyebrow: "Doors",
    description:
      "Thermally insulated aluminium bifold doors in any size, with double or triple glazing and 4-point locking.",
    intro: [
      "A bifold door folds its leaves against each other and opens the whole wall to the garden or the deck. Ours are made in any size you need, take double or triple glazing, are thermally insulated and lock at four points on every leaf.",
    ],
    sections: [{ cards: [{ product: "sf85" }] }],
  },
  {
    path: "/doors/liftandslide",
    title: "Lift and Slide Doors",
    heading: "Lift and Slide Doors",
    eyebrow: "Doors",
    description:
      "Aluminium lift and slide doors: the high-insulation S700 for homes, recommended for Step Code 4-5, and the S560 for commercial and unheated spaces.",
    intro: [
      "Turn the handle and a lift and slide door lifts off its seals, so even a very large glass panel glides with one hand; turn it back and the panel settles down onto its gaskets and locks. Two systems cover the range of BC projects.",
    ],
    sections: [
      {
        cards: [
          { product: "s560" },
          { product: "s700" },
        ],
      },
    ],
  },
  {
    path: "/doors/slider",
    title: "Ultra Slim Line Sliding Doors",
    heading: "Ultra Slim Line",
    eyebrow: "Doors",
    description: "The S650 ultra slim sliding door: a 25 mm visible face and glazing up to 46 mm.",
    intro: [
      "When the view is the point, the frame should almost disappear. Our ultra slim line sliding door keeps the aluminium you see to a narrow line between large panes of glass.",
    ],
    sections: [{ cards: [{ product: "s650" }] }],
    alsoListed: ["s700"],
  },
  {
    path: "/doors/pivotdoors",
    title: "Pivot Doors",
    heading: "Pivot Doors",
    eyebrow: "Doors",
    description:
      "Aluminium pivot entrance doors on the SD115 system, in 26 designs named for Greek myth. Design yours at our showroom.",
    intro: [
      "A pivot door turns on a pivot set into the floor and head rather than on side hinges, which lets a single leaf be taller and wider than any hinged door. It is the grandest way into a house, and the most personal: choose one of our designs below, or draw your own with us at the showroom.",
    ],
    sections: [{ cards: [{ product: "sd115" }] }],
    showroomBanner: true,
    pivotGallery: true,
  },
  {
    path: "/doors/swing",
    title: "Swing Doors",
    heading: "Swing Doors",
    eyebrow: "Doors",
    description:
      "Insulated aluminium swing entrance doors: SD77 for Step Code 2-4 and SD95 for Step Code 5 to Passive.",
    intro: [
      "A hinged entrance door has to do everything at once: keep out weather, noise and intruders, and still look like a welcome. Two systems cover every level of the BC Energy Step Code.",
    ],
    sections: [
      {
        cards: [
          { product: "sd77" },
          { product: "sd95" },
        ],
      },
    ],
    showroomBanner: true,
  },
  {
    path: "/windows",
    title: "Windows",
    heading: "Windows",
    eyebrow: "Collections",
    description:
      "Aluminium windows from Alumil and Elvial and uPVC windows from REHAU and Koemmerling, for every BC Energy Step Code level.",
    intro: [
      "Windows decide how a home feels: how much light comes in, how quiet it is, how warm the room stays by the glass in January. We supply and install aluminium systems for slim sightlines and large sizes, and uPVC systems where value and insulation come first.",
    ],
    sections: [
      {
        heading: "ALUMINUM",
        cards: [
          { page: "/windows/alumil", name: "Alumil Performance Series", text: "S67, S77 and S91: from Step Code 2 to Passive." },
          { product: "w77", note: "Elvial Ultra Slim Series" },
        ],
      },
      {
        heading: "UPVC",
        cards: [
          { product: "rehau" },
          { page: "/windows/koemmerling", name: "Koemmerling", text: "The 76 mm centre-seal window system." },
        ],
      },
    ],
  },
  {
    path: "/windows/alumil",
    title: "Alumil Performance Series Windows",
    heading: "Alumil Performance Series",
    eyebrow: "Windows",
    description:
      "Alumil aluminium windows: S67 for Step Code 2-4, S77 for Step Code 4-5 and S91 for Step Code 5 (Net Zero) to Passive.",
    intro: [
      "Three depths of the same well-made aluminium window. The deeper the frame, the more room for insulation and thicker glass, and the further up the BC Energy Step Code a building can go.",
    ],
    sections: [
      {
        cards: [
          { product: "s67" },
          { product: "s77" },
          { product: "s91" },
        ],
      },
    ],
  },
  {
    path: "/windows/elvial",
    title: "Elvial Ultra Slim Series Windows",
    heading: "Elvial Ultra Slim Series",
    eyebrow: "Windows",
    description: "The Elvial W77 aluminium window: slim sightlines, a 77 mm frame and glazing up to 72 mm.",
    intro: [
      "For modern elevations where the glass should read as glass, the W77 keeps its aluminium lines slim while its 77 mm frame takes thick, well-insulated glazing.",
    ],
    sections: [{ cards: [{ product: "w77" }] }],
  },
  {
    path: "/windows/koemmerling",
    title: "Koemmerling Windows",
    heading: "Koemmerling",
    eyebrow: "Windows",
    description: "Koemmerling 76 center seal uPVC windows: a 76 mm frame, glazing up to 50 mm and a frame Uf of 1.0 W/m²K.",
    intro: [
      "Koemmerling's 76 mm system adds a third, centre seal inside the frame, which keeps wind and water further from the room. A sound choice for uPVC windows in BC's wet coastal climate.",
    ],
    sections: [{ cards: [{ product: "center76" }] }],
  },
  {
    path: "/curtain",
    title: "Curtain Walls",
    heading: "Curtain Walls",
    eyebrow: "Collections",
    description: "The M7 aluminium curtain wall with a 50 mm visible width, for glazed facades, stairwells and storefronts.",
    intro: [
      "A curtain wall hangs a facade of glass from the building's structure. It brings daylight deep into offices, schools, stairwells and double-height living rooms. Our M7 system keeps its visible lines to 50 mm.",
    ],
    sections: [{ cards: [{ product: "m7" }] }],
  },
  {
    path: "/passive",
    title: "Passive Housing",
    heading: "Passive Housing",
    eyebrow: "Collections",
    description:
      "Doors, windows and curtain walls for net-zero and passive-house projects in BC: SD95, S91, REHAU and M7.",
    intro: [
      "A passive house keeps itself warm with very little energy, and the windows and doors are where most of that battle is won or lost. These are the systems we put forward for the top of the BC Energy Step Code and for passive-house projects, with full thermal data on request for your energy modeller.",
    ],
    sections: [
      { heading: "Doors", cards: [{ product: "sd95" }] },
      {
        heading: "Windows",
        cards: [
          { product: "s91" },
          { product: "rehau" },
        ],
      },
      { heading: "Curtain Walls", cards: [{ product: "m7" }] },
    ],
    alsoListed: ["sd95", "s91", "rehau", "m7"],
  },
];
