import type { Product } from "./schema";

/** The ways a casement system opens, as its typology diagrams name them (each product lists those it is made in). */
const CASEMENT_OPENINGS = {
  fixed: { kind: "fixed", caption: "Fixed lite" },
  singleSash: { kind: "single-sash", caption: "Single side-hung sash" },
  doubleSash: { kind: "double-sash", caption: "Double sash" },
  tiltTurn: { kind: "tilt-turn", caption: "Tilt-and-turn sash" },
  awning: { kind: "awning", caption: "Top-hung awning" },
} satisfies Record<string, Product["typologies"][number]>;

/** Every way a casement system of the performance series opens, in the order its diagrams are shown. */
const EVERY_CASEMENT_OPENING: Product["typologies"] = [
  CASEMENT_OPENINGS.fixed,
  CASEMENT_OPENINGS.singleSash,
  CASEMENT_OPENINGS.doubleSash,
  CASEMENT_OPENINGS.tiltTurn,
  CASEMENT_OPENINGS.awning,
];

/** The layouts an entrance door system is made in (the SD77 and SD95). */
const SWING_DOOR_OPENINGS: Product["typologies"] = [
  { kind: "single-swing", caption: "Single door" },
  { kind: "single-swing-sidelite", caption: "Single door with sidelite" },
  { kind: "double-swing", caption: "Pair of doors" },
];

/** The panel layouts of a lift-and-slide system (the S560 and S700). */
const LIFT_SLIDE_OPENINGS: Product["typologies"] = [
  { kind: "lift-slide-two", caption: "Two panels, one sliding" },
  { kind: "lift-slide-three", caption: "Three panels" },
  { kind: "lift-slide-four", caption: "Four panels, opening from the centre" },
];

/** The two figures a window system's maker publishes first: its frame's depth and the thickest glazing it takes. */
function frameAndGlazing(frameMm: number, glazingMm: number): Product["specifications"] {
  return [
    { label: "Frame depth", value: String(frameMm), unit: "mm" },
    { label: "Glazing thickness", value: `up to ${glazingMm}`, unit: "mm" },
  ];
}

/** The one section drawing of a window system: through its frame. */
function frameSection(frameMm: number): Product["sections"] {
  return [{ caption: `Vertical section through the ${frameMm} mm frame` }];
}

/**
 * Product detail content.
 *
 * Every figure in `specifications` is one the business publishes for the system; none is estimated or derived.
 * Where no figure is published, the copy says that full data is available on request.
 * Step Code labels are recommendations: the BC Energy Step Code rates whole buildings.
 */
export const products: Product[] = [
  {
    id: "sf85",
    path: "/doors/bifold/sf85",
    family: "doors",
    kind: "bifold",
    manufacturer: "Alumil",
    title: "SF85",
    subtitle: "Thermally insulated aluminium folding door for wide openings",
    summary:
      "An aluminium bifold door whose leaves fold and stack to one side, opening a whole wall to the deck, terrace or garden.",
    description: [
      "A bifold door turns a whole wall into an opening. The SF85 is Alumil's thermally insulated aluminium folding system: slim leaves hinged together that fold and stack neatly to one side, or split to both sides, so a living room and a patio become one space on a warm Okanagan evening and close up snugly when the coastal rain comes back.",
      "Each leaf can be up to 4.0 m tall and 1.5 m wide and weigh up to 200 kg, which leaves room for generous proportions without the door feeling flimsy in use. The profiles take glazing from 21 to 58 mm, so you can choose double or triple glazing to suit the room and the climate, and the system is rated RC2 for burglar resistance, with multi-point locking.",
      "We make every SF85 to measure and plan the number of leaves, the stacking side and the opening direction with you, including whether one leaf should work as an everyday door. It suits homeowners who want an indoor-outdoor room, and builders and architects who need a dependable large opening onto a terrace, deck or courtyard. Full thermal data for your chosen glazing is available on request.",
    ].join("\n\n"),
    specifications: [
      { label: "Maximum height", value: "4.0", unit: "m" },
      { label: "Maximum leaf width", value: "1.5", unit: "m" },
      { label: "Maximum leaf weight", value: "200", unit: "kg" },
      { label: "Glazing thickness", value: "21-58", unit: "mm" },
      { label: "Burglar resistance", value: "RC2", unit: "" },
    ],
    energyNotes:
      "Its thermal performance depends on the glazing you choose, double or triple within the 21-58 mm range, and on the number and size of the leaves.",
    coverAlt: "SF85 bifold door folded open across the ground floor of a house with a pale stone facade, onto a paved terrace",
    renders: [
      { alt: "SF85 bifold door with five aluminium leaves folded open onto a stone terrace" },
      { alt: "SF85 bifold door closed, its slim leaves forming a glass wall between living room and garden" },
      { alt: "Detail of SF85 leaves stacked neatly to one side of the opening" },
    ],
    typologies: [
      { kind: "bifold-three", caption: "Three leaves folding to one side" },
      { kind: "bifold-five", caption: "Five leaves folding to one side" },
      { kind: "bifold-seven", caption: "Seven leaves split to both sides" },
    ],
    sections: [
      { caption: "Vertical section through sash and frame" },
      { caption: "Horizontal section through two folding leaves" },
    ],
    relatedFiles: [],
  },
  {
    id: "s560",
    path: "/doors/liftandslide/s560",
    family: "doors",
    kind: "lift-and-slide",
    manufacturer: "Alumil",
    title: "S560",
    subtitle: "Insulated aluminium lift-and-slide door",
    summary:
      "An aluminium lift-and-slide door with 42 dB sound insulation and RC2 security, for commercial buildings, interior openings and unheated spaces.",
    description: [
      "A lift-and-slide door is the quiet workhorse of big glass openings. Turn the handle and the sash lifts off its seals onto rollers, glides across with a light push, then settles back down onto the gaskets when you close it, so a large, heavy panel stays easy to move and snug when shut.",
      "The S560 is Alumil's insulated aluminium lift-and-slide system. Its thermal transmittance starts from Uw 2.3 W/m²K, its sound insulation reaches 42 dB, and it carries an RC2 burglar resistance rating. That Uw is above the minimum British Columbia sets for windows and sliding glass doors in houses and other low-rise homes, so the S560 is not a door for a home. It is made for places that rule does not cover: shopfronts and other commercial buildings, where the building's own energy design decides, openings between interior rooms, and unheated spaces.",
      "For a house, look at the S700 lift-and-slide. If you are not sure which rule applies to your building, ask us before you choose: we will tell you plainly. Sliding and fixed panels are arranged with you to suit the opening, and full technical data is available on request.",
    ].join("\n\n"),
    specifications: [
      { label: "Thermal transmittance (Uw)", value: "from 2.3", unit: "W/m²K" },
      { label: "Sound insulation", value: "42", unit: "dB" },
      { label: "Burglar resistance", value: "RC2", unit: "" },
    ],
    energyNotes:
      "Where a building's own energy design allows a higher Uw, as in a commercial space or an unheated room, the S560 gives a large lift-and-slide opening. Ask us whether your building is one of them.",
    coverAlt: "S560 lift-and-slide door in silver aluminium, a wide glass opening onto the terrace of a white rendered house",
    renders: [
      { alt: "S560 lift-and-slide door with one sash slid open onto a covered patio" },
      { alt: "S560 lift-and-slide door closed, seen from the living room towards the garden" },
    ],
    typologies: LIFT_SLIDE_OPENINGS,
    sections: [
      { caption: "Vertical section through sash and frame" },
      { caption: "Horizontal section through the meeting sashes" },
    ],
    relatedFiles: [],
  },
  {
    id: "s700",
    path: "/doors/liftandslide/s700",
    family: "doors",
    kind: "lift-and-slide",
    manufacturer: "Alumil",
    title: "S700",
    subtitle: "High-insulation aluminium lift-and-slide door",
    summary:
      "A high-insulation aluminium lift-and-slide door for large glass walls, with Uw 1.1 W/m²K and a Step Code 4-5 recommendation.",
    description: [
      "The S700 is Alumil's high-insulation lift-and-slide door, made for large glass walls in houses that need to perform as well as they look. Like every lift-and-slide, the sash rises onto its rollers when you turn the handle, travels with a light push however big it is, and lowers back onto continuous seals when closed, pressing tight against wind and driving rain.",
      "Its 70 mm sash takes glazing from 22 to 50 mm, and the system reaches Uw 1.1 W/m²K, with sound insulation of 41 dB and RC2 burglar resistance. Those figures make it our recommendation for Step Code 4-5 projects: new homes and deep renovations on the coast or in the Interior where a wall of glass must not undo the work done on the rest of the envelope.",
      "It suits view lots, open-plan living rooms and terraces where you want a wide, clear opening without doors swinging into the room. We plan the panel layout, fixed lites and threshold detail with you and your builder, and install it with the same care we take over the frame. The S700 also appears in our ultra slim line collection, for clients comparing it with a minimal slider.",
    ].join("\n\n"),
    specifications: [
      { label: "Sash depth", value: "70", unit: "mm" },
      { label: "Glazing thickness", value: "22-50", unit: "mm" },
      { label: "Thermal transmittance (Uw)", value: "1.1", unit: "W/m²K" },
      { label: "Sound insulation", value: "41", unit: "dB" },
      { label: "Burglar resistance", value: "RC2", unit: "" },
    ],
    stepCode: { label: "Step Code 4-5", from: 4, to: 5 },
    energyNotes:
      "Values vary with the glazing and the layout of the sashes, so ask us for the data for your configuration.",
    coverAlt: "S700 lift-and-slide door in black aluminium, a wide glass wall in a cedar-clad house below the mountains",
    renders: [
      { alt: "S700 lift-and-slide door opened wide from a living room onto a deck with a mountain view" },
      { alt: "S700 lift-and-slide glass wall closed at dusk, interior lights glowing" },
      { alt: "S700 sash lifted on its rollers, sliding past the fixed panel" },
    ],
    typologies: LIFT_SLIDE_OPENINGS,
    sections: [
      { caption: "Vertical section through the 70 mm sash" },
      { caption: "Horizontal section through the meeting sashes" },
    ],
    relatedFiles: [],
  },
  {
    id: "s650",
    path: "/doors/slider/s650",
    family: "doors",
    kind: "slim-slider",
    manufacturer: "Alumil",
    title: "S650",
    subtitle: "Ultra slim line aluminium sliding door",
    summary:
      "An ultra slim aluminium sliding door whose panels meet at a 25 mm visible face, so the view stays glass from edge to edge.",
    description: [
      "Where the view is the point, a slim sliding door keeps the frame out of the way. The S650 from Alumil is an ultra slim line aluminium slider: the panels glide along the sill track and meet at an interlock with a visible face of only 25 mm, so from inside the room you see glass, not aluminium.",
      "The system takes glazing up to 46 mm, which leaves room for well-specified insulated glass units, and the sashes slide past one another in the usual way rather than lifting. It works as a wide patio door onto a deck, as a glass wall between a living room and a covered outdoor kitchen, or in a modern renovation where existing openings are being enlarged.",
      "Because so much of the door is glass, its energy performance depends heavily on the glass and the layout you choose. We will talk through orientation, shading and the rest of your envelope before you decide, and if your project is aiming high on the BC Energy Step Code we may suggest comparing it with the S700 lift-and-slide. Full thermal and technical data is available on request, and we are happy to show you profile samples.",
    ].join("\n\n"),
    specifications: [
      { label: "Glazing thickness", value: "up to 46", unit: "mm" },
      { label: "Visible face width", value: "25", unit: "mm" },
    ],
    energyNotes:
      "Because the door is mostly glass, its performance depends on the glazing, up to 46 mm thick, and on the size and layout of the panels. For high Step Code targets we may suggest the S700 lift-and-slide.",
    coverAlt: "S650 sliding door with slim bronze frames across the ground floor of a cream house by a lake",
    renders: [
      { alt: "S650 slim sliding door with panels open onto a deck, the narrow interlock barely visible" },
      { alt: "S650 sliding glass wall closed, framing a view of the lake and hills" },
    ],
    typologies: [
      { kind: "two-panel-slide", caption: "Two panels, one sliding" },
      { kind: "three-panel-slide", caption: "Three panels" },
      { kind: "four-panel-slide", caption: "Four panels, opening from the centre" },
    ],
    sections: [
      { caption: "Horizontal section through the 25 mm interlock" },
      { caption: "Vertical section through sash and frame" },
    ],
    relatedFiles: [],
  },
  {
    id: "sd115",
    path: "/doors/pivotdoors/sd115",
    family: "doors",
    kind: "pivot",
    manufacturer: "Alumil",
    title: "SD115",
    subtitle: "Aluminium pivot entrance door for tall, heavy leaves",
    summary:
      "An aluminium pivot entrance door with a 115 mm frame, leaves up to 250 kg, RC3 security and a low 7 mm threshold.",
    description: [
      "A pivot door does not hang on hinges at its edge. Instead the leaf turns on a pivot set into the floor and the head of the frame, usually offset from the edge, so a tall, wide and heavy door opens with a steady, balanced swing and becomes the centrepiece of an entrance.",
      "The SD115 is Alumil's aluminium pivot entrance system. Its 115 mm frame carries a leaf of up to 250 kg, which gives room for large, solid panels, and the door is rated RC3 for burglar resistance. A low 7 mm threshold keeps the doorway close to flush, so it is easy to step over and kind to strollers and rolling luggage.",
      "The outside face is where the design happens. Our gallery of pivot designs, named after figures from Greek myth, shows grooved, inlaid and patterned panels, and we also design custom doors with you at our showroom, choosing the colour, finish, handle and pattern together. It suits new custom homes, architect-led renovations and any project where the front door should announce the house.",
      "Thermal performance depends on the panel build and any glazing you choose, so full thermal data for your door is available on request.",
    ].join("\n\n"),
    specifications: [
      { label: "Frame depth", value: "115", unit: "mm" },
      { label: "Maximum sash weight", value: "250", unit: "kg" },
      { label: "Burglar resistance", value: "RC3", unit: "" },
      { label: "Threshold height", value: "7", unit: "mm" },
    ],
    energyNotes:
      "Its performance depends on the panel build, any glazing and the size of the leaf; we can supply the figures for your door to your energy advisor.",
    coverAlt: "SD115 pivot entrance door, a tall Aegean blue leaf with bronze meander bands, set in a charcoal facade",
    renders: [
      { alt: "SD115 pivot entrance door standing open on its offset pivot, with a grooved panel design" },
      { alt: "SD115 pivot door closed, a tall bronze-toned leaf set in a stone facade" },
    ],
    typologies: [
      { kind: "pivot-offset", caption: "Offset pivot" },
      { kind: "pivot-centred", caption: "Centred pivot" },
    ],
    sections: [
      { caption: "Horizontal section through the 115 mm frame and leaf" },
      { caption: "Vertical section at the 7 mm threshold" },
    ],
    relatedFiles: [],
    advantages: [
      "Balanced pivot action lets a tall, heavy leaf open smoothly with a light hand",
      "115 mm frame built to carry a leaf of up to 250 kg",
      "RC3 burglar resistance for a front door you can rely on",
      "Low 7 mm threshold keeps the entrance close to flush",
      "Made to measure, with custom panel designs chosen with you at our showroom",
    ],
  },
  {
    id: "sd77",
    path: "/doors/swing/sd77",
    family: "doors",
    kind: "swing",
    manufacturer: "Alumil",
    title: "SD77",
    subtitle: "Thermally insulated aluminium entrance door",
    summary:
      "A solid, well-sealed aluminium entrance door with a 77 mm frame and RC2 security, recommended for Step Code 2-4 homes.",
    description: [
      "A well-made entrance door is something you touch every day, so it should close with a solid, quiet feel and keep the weather where it belongs. The SD77 is Alumil's thermally insulated aluminium entrance door system, built for front doors, side entries and secondary doors in homes and small commercial buildings.",
      "Its 77 mm frame carries a sash of up to 180 kg, enough for a generous leaf with a glazed or solid panel, and the door is rated RC2 for burglar resistance. The threshold is 22 mm high, a practical balance between weather sealing and easy passage. It can be made as a single door, a single door with a sidelite, or a pair of doors.",
      "We recommend the SD77 for Step Code 2-4 homes, where it sits comfortably in a well-insulated envelope without the cost of a passive-level door. Choose the colour, the handle and the panel design with us; custom door designs are part of every showroom visit. Full thermal data for your chosen panel and glazing is available on request, and we will help you and your energy advisor place it in the whole-building model.",
    ].join("\n\n"),
    specifications: [
      { label: "Frame depth", value: "77", unit: "mm" },
      { label: "Sash weight", value: "up to 180", unit: "kg" },
      { label: "Burglar resistance", value: "RC2", unit: "" },
      { label: "Threshold height", value: "22", unit: "mm" },
    ],
    stepCode: { label: "Step Code 2-4", from: 2, to: 4 },
    energyNotes:
      "Its thermal figures depend on the panel and the glazing you choose; we can supply them to your energy advisor.",
    coverAlt: "SD77 entrance door with a glazed leaf and a side light in a white board-clad house",
    renders: [
      { alt: "SD77 aluminium entrance door with a glazed sidelite at the front of a family home" },
      { alt: "SD77 entrance door in a deep colour with a vertical bar handle, seen from the front walk" },
    ],
    typologies: SWING_DOOR_OPENINGS,
    sections: [
      { caption: "Vertical section through the 77 mm frame" },
      { caption: "Vertical section at the 22 mm threshold" },
    ],
    relatedFiles: [],
  },
  {
    id: "sd95",
    path: "/doors/swing/sd95",
    family: "doors",
    kind: "swing",
    manufacturer: "Alumil",
    title: "SD95",
    subtitle: "High-insulation aluminium entrance door for net-zero and passive homes",
    summary:
      "A deep, high-insulation aluminium entrance door with RC3 security and glazing up to 70 mm, recommended for Step Code 5 to Passive.",
    description: [
      "The SD95 is Alumil's high-insulation aluminium entrance door, made for homes where the front door has to keep pace with an airtight, highly insulated envelope. A deep 95 mm frame takes glazing up to 70 mm, so glazed panels and sidelites can be made with thick, well-insulated glass units, and the leaf can weigh up to 200 kg, which allows tall, substantial doors.",
      "It is rated RC3 for burglar resistance, giving more protection than a typical entrance door, and it can be built as a single door, with a sidelite, or as a pair of doors. Panel designs, colours and handles are chosen with you, and custom designs are worked out at our showroom.",
      "We recommend it for Step Code 5 to Passive projects: net-zero-ready homes and Passive House builds where a weak front door would undo the work done on walls, roof and windows. It appears in our passive housing collection for that reason. As with every product, the Step Code label is our recommendation rather than a rating of the door itself, and full thermal data for your configuration is available on request so your energy advisor can model it properly.",
    ].join("\n\n"),
    specifications: [
      { label: "Frame depth", value: "95", unit: "mm" },
      { label: "Sash weight", value: "up to 200", unit: "kg" },
      { label: "Burglar resistance", value: "RC3", unit: "" },
      { label: "Glazing thickness", value: "up to 70", unit: "mm" },
    ],
    stepCode: { label: "Step Code 5 to Passive", from: 5, to: 6 },
    energyNotes:
      "Its thermal figures depend on the panel and glazing you choose, up to 70 mm thick; your energy advisor can check them against your targets.",
    coverAlt: "SD95 entrance door, a dark insulated leaf with a long bar handle and a side light, in a cedar-clad house",
    renders: [
      { alt: "SD95 entrance door with a tall glazed sidelite on a contemporary net-zero home" },
      { alt: "SD95 solid aluminium entrance door with a recessed pull handle, under a deep porch" },
    ],
    typologies: SWING_DOOR_OPENINGS,
    sections: frameSection(95),
    relatedFiles: [],
  },
  {
    id: "s67",
    path: "/windows/alumil/s67",
    family: "windows",
    kind: "casement-window",
    manufacturer: "Alumil",
    title: "S67",
    subtitle: "Aluminium casement and tilt-and-turn window, performance series",
    summary:
      "A thermally broken aluminium casement and tilt-and-turn window with a 67 mm frame, recommended for Step Code 2-4 homes.",
    description: [
      "A casement window is a sash hinged at its side, and a tilt-and-turn version adds a second motion: turn the handle one way and the sash tilts inward at the top for secure ventilation, turn it further and it swings fully open for cleaning or airing a room. It is the everyday European window, and it suits Canadian homes well because it seals on compression gaskets rather than sliding past them.",
      "The S67 is the entry point of Alumil's performance series: a thermally broken aluminium frame with a depth of 67 mm that takes glazing up to 55 mm, enough for good double or triple glazing. It can be made as fixed lites, single and double sashes, tilt-and-turn sashes and top-hung awning windows, combined in one frame to suit the elevation.",
      "We recommend the S67 for Step Code 2-4 homes and renovations where slim aluminium sightlines, a wide colour choice and a durable finish matter, and where the envelope targets are realistic rather than extreme. Full thermal data for your glazing and layout is available on request, and we will help you check it against the BC requirements for your project.",
    ].join("\n\n"),
    specifications: [
      ...frameAndGlazing(67, 55),
    ],
    stepCode: { label: "Step Code 2-4", from: 2, to: 4 },
    energyNotes:
      "Its thermal figures depend on the glazing and the sizes you choose; we can supply them to your energy advisor.",
    coverAlt: "S67 aluminium window, a fixed lite beside a tilt-and-turn sash, in a sage-green clad house",
    renders: [
      { alt: "S67 aluminium windows on a two-storey family home, one tilt-and-turn sash tilted open" },
      { alt: "S67 tilt-and-turn window swung fully open into a bright kitchen" },
    ],
    typologies: EVERY_CASEMENT_OPENING,
    sections: frameSection(67),
    relatedFiles: [],
  },
  {
    id: "s77",
    path: "/windows/alumil/s77",
    family: "windows",
    kind: "casement-window",
    manufacturer: "Alumil",
    title: "S77",
    subtitle: "Aluminium casement and tilt-and-turn window, performance series",
    summary:
      "A 77 mm aluminium casement and tilt-and-turn window with room for triple glazing, recommended for Step Code 4-5 projects.",
    description: [
      "The S77 is the middle of Alumil's performance series of aluminium casement and tilt-and-turn windows, and for many of our projects it is the sensible default. Its thermally broken frame is 77 mm deep and takes glazing up to 72 mm, which leaves plenty of room for triple glazing with warm-edge spacers, the usual choice for homes aiming higher on the BC Energy Step Code.",
      "Like the rest of the series, it opens in the ways people expect from a European window: side-hung casements, tilt-and-turn sashes that tilt inward for night ventilation and swing wide for cleaning, top-hung awnings, and fixed lites, combined in one frame to suit the elevation. Sashes close onto compression seals, which keeps out draughts and the sideways rain that coastal BC knows well.",
      "We recommend the S77 for Step Code 4-5 projects: efficient new homes, multi-family buildings and serious renovations. The Step Code applies to the whole building, so the label is guidance rather than a certificate. Full thermal data for your chosen glass and sizes is available on request, and we can supply it directly to your energy advisor.",
    ].join("\n\n"),
    specifications: [
      ...frameAndGlazing(77, 72),
    ],
    stepCode: { label: "Step Code 4-5", from: 4, to: 5 },
    energyNotes:
      "Its 77 mm frame takes glazing up to 72 mm, room for triple glazing with warm-edge spacers; the thermal figures depend on the glass and sizes you choose.",
    coverAlt: "S77 aluminium windows, three lites in a row with a flower box below, in a cedar-clad house",
    renders: [
      { alt: "S77 aluminium windows in a row across a modern West Coast home with a flat roof" },
      { alt: "S77 tilt-and-turn window tilted inward for ventilation in a bedroom" },
    ],
    typologies: EVERY_CASEMENT_OPENING,
    sections: frameSection(77),
    relatedFiles: [],
  },
  {
    id: "s91",
    path: "/windows/alumil/s91",
    family: "windows",
    kind: "casement-window",
    manufacturer: "Alumil",
    title: "S91",
    subtitle: "High-insulation aluminium window for net-zero and passive projects",
    summary:
      "The deepest window of Alumil's performance series: a 91 mm frame with glazing up to 81 mm, recommended for Step Code 5 to Passive.",
    description: [
      "The S91 is the top of Alumil's performance series, an aluminium window made for the most demanding envelopes we work on. Its deep, thermally broken frame is 91 mm deep, with room for glazing up to 81 mm, so it can take thick triple-glazed units for homes that have to stay warm through a cold Interior winter.",
      "It is available in the same opening types as the rest of the series, including fixed lites, side-hung casements, double sashes and tilt-and-turn sashes that tilt inward for ventilation and swing fully open for cleaning. Sashes close onto compression gaskets, which helps keep the building airtight where it counts.",
      "We recommend it for Step Code 5 (Net Zero) to Passive projects, and it sits in our passive housing collection beside the SD95 door and the M7 curtain wall. For a Passive House build, the installed window is what counts: glass, spacer, frame and the way it is fitted into the wall all matter. We work through those details with your designer and energy advisor, and full thermal data for your configuration is available on request. It suits owners and architects who want the slim lines and durability of aluminium in a very low-energy building.",
    ].join("\n\n"),
    specifications: [
      ...frameAndGlazing(91, 81),
    ],
    stepCode: { label: "Step Code 5 (Net Zero) to Passive", from: 5, to: 6 },
    energyNotes:
      "For a Passive House build the installed window is what counts: the glass, the spacer, the frame and the way it is fitted into the wall decide the result together.",
    coverAlt: "S91 bronze aluminium window with a deep frame in a black-clad house",
    renders: [
      { alt: "S91 aluminium windows with thick triple glazing on a compact passive house in the Interior" },
      { alt: "S91 tilt-and-turn window swung open, showing the depth of the frame" },
    ],
    typologies: [
      CASEMENT_OPENINGS.fixed,
      CASEMENT_OPENINGS.singleSash,
      CASEMENT_OPENINGS.doubleSash,
      CASEMENT_OPENINGS.tiltTurn,
    ],
    sections: frameSection(91),
    relatedFiles: [],
  },
  {
    id: "w77",
    path: "/windows/elvial/w77",
    family: "windows",
    kind: "casement-window",
    manufacturer: "Elvial",
    title: "W77",
    subtitle: "Ultra slim aluminium casement and tilt-and-turn window",
    summary:
      "An ultra slim aluminium casement and tilt-and-turn window by Elvial, with a 77 mm frame and glazing up to 72 mm.",
    description: [
      "Elvial's W77 belongs to the ultra slim series: an aluminium casement and tilt-and-turn window that keeps its sightlines narrow so the glass, not the frame, defines the opening. Elvial is a Greek aluminium systems maker, and like Alumil it designs windows in the European way, with sashes that close onto compression seals instead of sliding past them.",
      "The W77 has a 77 mm frame that takes glazing up to 72 mm, so it can hold triple-glazed units while keeping a slender look on the elevation. It is made as fixed lites, side-hung casements, double sashes, tilt-and-turn sashes and top-hung awnings, combined in one frame where you need them. Colours and finishes are chosen with you.",
      "It suits modern homes and renovations where a clean, minimal window line matters, and architects who want a slimmer face than a standard performance window without giving up frame depth. Where it fits on the BC Energy Step Code depends on your glazing and the rest of the building, so we assess it project by project: full thermal data for your chosen glass and sizes is available on request, and we can supply it to your energy advisor.",
    ].join("\n\n"),
    specifications: [
      ...frameAndGlazing(77, 72),
    ],
    energyNotes:
      "Where it fits depends on your glazing and the rest of the building, so we assess each project on its own.",
    coverAlt: "W77 slim anthracite aluminium windows, three lites across a white rendered house",
    renders: [
      { alt: "W77 slim aluminium windows with narrow frames on a white-rendered modern home" },
      { alt: "W77 corner of a living room with slim fixed and tilt-and-turn windows" },
    ],
    typologies: EVERY_CASEMENT_OPENING,
    sections: frameSection(77),
    relatedFiles: [],
  },
  {
    id: "rehau",
    path: "/windows/rehau",
    family: "windows",
    kind: "casement-window",
    manufacturer: "REHAU",
    title: "REHAU",
    subtitle: "uPVC tilt-and-turn and casement windows",
    summary:
      "Low-upkeep uPVC windows on REHAU profiles, with a 70 mm frame and glazing up to 50 mm, for homes and multi-family projects.",
    description: [
      "uPVC windows are made from rigid, unplasticised PVC profiles, welded at the corners and reinforced inside where the size calls for it. They insulate well by nature, need little upkeep beyond cleaning, and are a practical choice for homes across British Columbia, from coastal townhouses to family homes in the Okanagan.",
      "REHAU is a long-established European maker of polymer window profiles. The system we supply has a 70 mm frame depth and takes glazing up to 50 mm, enough for double glazing or slimmer triple-glazed units. Windows are made as fixed lites, tilt-and-turn sashes that tilt inward for ventilation and open fully for cleaning, double sashes and top-hung awnings, and they close onto gaskets for a draught-free seal.",
      "It suits homeowners who want a reliable window with low maintenance, builders working on multi-family projects, and renovations where a uPVC frame suits the house and the budget better than aluminium. REHAU windows also appear in our passive housing collection, and we will help you judge whether they fit your targets. Full thermal data for your chosen glazing and configuration is available on request, and we can supply it to your energy advisor.",
    ].join("\n\n"),
    specifications: [
      ...frameAndGlazing(70, 50),
    ],
    energyNotes:
      "These windows appear in our passive housing collection, but whether they suit a given project depends on the glazing and the installation.",
    coverAlt: "REHAU white uPVC double window in a red brick house",
    renders: [
      { alt: "REHAU white uPVC windows on a townhouse row, one tilt-and-turn sash open" },
      { alt: "REHAU uPVC tilt-and-turn window tilted inward in a quiet bedroom" },
    ],
    typologies: [
      CASEMENT_OPENINGS.fixed,
      CASEMENT_OPENINGS.tiltTurn,
      CASEMENT_OPENINGS.doubleSash,
      CASEMENT_OPENINGS.awning,
    ],
    sections: frameSection(70),
    relatedFiles: [],
  },
  {
    id: "center76",
    path: "/windows/koemmerling/center76",
    family: "windows",
    kind: "casement-window",
    manufacturer: "Koemmerling (profine)",
    title: "Koemmerling 76 Center Seal",
    subtitle: "uPVC window with a centre seal, frame Uf 1.0 W/m²K",
    summary:
      "A 76 mm uPVC window with a centre seal that keeps the inner frame dry, glazing up to 50 mm and a frame value of Uf 1.0 W/m²K.",
    description: [
      "The Koemmerling 76 Center Seal is a uPVC window system from Koemmerling, part of the profine group, an established European maker of PVC window profiles. Its name describes its key feature: besides the inner and outer gaskets, a further seal sits in the centre of the profile, dividing the frame into a dry, insulated inner zone and an outer zone that drains away any water that gets past the outer gasket.",
      "The frame is 76 mm deep and takes glazing up to 50 mm, and the frame U-value (Uf) is 1.0 W/m²K. It is made as fixed lites, tilt-and-turn sashes and double sashes, with welded corners and compression seals that keep draughts out through wet coastal winters and cold Interior nights.",
      "It suits homeowners and builders who want the low upkeep and good insulation of uPVC with the extra weather protection of a centre-seal design, from single-family homes to multi-family projects. The Uf figure describes the frame only; the whole-window value depends on the glass and the size you choose, so full thermal data for your configuration is available on request, and we can pass it straight to your energy advisor.",
    ].join("\n\n"),
    specifications: [
      ...frameAndGlazing(76, 50),
      { label: "Frame U-value (Uf)", value: "1.0", unit: "W/m²K" },
    ],
    energyNotes:
      "Uf 1.0 W/m²K is a frame value only. The whole-window Uw also depends on the glass, the spacer and the window size, so it cannot be compared directly with the levels for whole windows.",
    coverAlt: "Koemmerling 76 Center Seal white uPVC windows, three lites in a slate-blue clad house",
    renders: [
      { alt: "Koemmerling 76 Center Seal uPVC windows on a family home with a gabled roof" },
      { alt: "Koemmerling 76 Center Seal tilt-and-turn sash swung open, showing its gaskets" },
    ],
    typologies: [
      CASEMENT_OPENINGS.fixed,
      CASEMENT_OPENINGS.tiltTurn,
      CASEMENT_OPENINGS.doubleSash,
    ],
    sections: [
      { caption: "Vertical section through the 76 mm frame" },
      { caption: "Detail of the centre seal between sash and frame" },
    ],
    relatedFiles: [],
  },
  {
    id: "m7",
    path: "/curtain/m7",
    family: "curtain-walls",
    kind: "curtain-wall",
    manufacturer: "Alumil",
    title: "M7",
    subtitle: "Aluminium stick curtain wall with a 50 mm visible width",
    summary:
      "An aluminium stick curtain wall assembled on site, with a slim 50 mm visible width for commercial facades and tall glazed spaces.",
    description: [
      "A curtain wall is a non-structural skin of glass and aluminium carried by the building's structure, so a facade can be glazed from floor to floor or across several storeys. The M7 from Alumil is a stick system: vertical mullions and horizontal transoms are fixed to the structure on site, and the glass is then set into the grid and held with pressure plates and cover caps. That makes it adaptable to irregular openings and practical to install where large prefabricated panels would be hard to deliver.",
      "Its visible width is a slim 50 mm, giving a fine, even grid on the elevation. It works for commercial frontages, schools and institutional buildings and multi-family lobbies, and for houses with double-height living rooms or stair towers where a regular window would look out of scale. Grids and corners are laid out with your architect.",
      "The M7 sits in our passive housing collection, but a curtain wall's performance depends heavily on the glass, the spacers, the grid layout and how it meets the rest of the envelope. We work through that with your design team, and full thermal and technical data is available on request.",
    ].join("\n\n"),
    specifications: [{ label: "Visible width", value: "50", unit: "mm" }],
    energyNotes:
      "A curtain wall's thermal performance depends on the glass, the spacers, the grid size and how it is joined to the rest of the envelope.",
    coverAlt: "M7 curtain wall, a grid of glass and slim aluminium mullions across the front of a concrete building",
    renders: [
      { alt: "M7 curtain wall across the two-storey glass entrance of a community building" },
      { alt: "M7 curtain wall enclosing a double-height living room, with a fine mullion grid" },
      { alt: "M7 glazed corner of a multi-family lobby at dusk" },
    ],
    typologies: [
      { kind: "curtain-grid", caption: "Mullion and transom grid" },
      { kind: "curtain-corner", caption: "Glazed corner" },
    ],
    sections: [
      { caption: "Horizontal section through a 50 mm mullion" },
      { caption: "Vertical section through a transom" },
    ],
    relatedFiles: [],
  },
];
