import type { Project } from "./projects.schema";

export type { Project, ProjectScene, ProjectType } from "./projects.schema";

export const projects: Project[] = [
  {
    id: "lions-bay",
    name: "Lions Bay",
    location: "Lions Bay",
    type: "Residence",
    scope:
      "Floor-to-ceiling lift and slide doors and aluminium windows open the living levels to Howe Sound, with a pivot entrance door at the street.",
    imageCount: 8,
    scene: { building: "house-modern", setting: "coast", timeOfDay: "dusk", storeys: 3, glazing: "high" },
  },
  {
    id: "craft-residence",
    name: "Craft Residence",
    location: "West Vancouver",
    type: "Residence",
    scope:
      "A pivot entrance door, bifold doors to the rear terrace and slim aluminium windows framing the surrounding forest.",
    imageCount: 6,
    scene: { building: "house-modern", setting: "forest", timeOfDay: "morning", storeys: 2, glazing: "high" },
  },
  {
    id: "madrona-drive",
    name: "Madrona Drive",
    location: "North Saanich",
    type: "Residence",
    scope:
      "uPVC windows throughout and a pair of swing patio doors, chosen to stand up to salt air on a waterfront lot.",
    imageCount: 5,
    scene: { building: "house-gable", setting: "coast", timeOfDay: "noon", storeys: 2, glazing: "medium" },
  },
  {
    id: "park-residence",
    name: "Park Residence",
    location: "Vancouver",
    type: "Residence",
    scope:
      "Ultra slim sliding doors across the main floor and aluminium windows above, keeping sightlines clean toward the park.",
    imageCount: 4,
    scene: { building: "house-modern", setting: "city", timeOfDay: "overcast", storeys: 3, glazing: "high" },
  },
  {
    id: "royal-st",
    name: "Royal St",
    location: "New Westminster",
    type: "Multi-family",
    scope:
      "uPVC windows and aluminium swing doors for a row of infill townhouses, delivered and installed unit by unit to the builder's schedule.",
    imageCount: 5,
    scene: { building: "townhouses", setting: "city", timeOfDay: "morning", storeys: 3, glazing: "medium" },
  },
  {
    id: "anmore",
    name: "Anmore",
    location: "Anmore",
    type: "Residence",
    scope:
      "Large lift and slide doors, aluminium windows with tall fixed lights and a custom pivot entrance door, set among mature cedars.",
    imageCount: 6,
    scene: { building: "house-modern", setting: "forest", timeOfDay: "dusk", storeys: 2, glazing: "high" },
  },
  {
    id: "villa-project",
    name: "Villa Project",
    location: "Kelowna",
    type: "Residence",
    scope:
      "Bifold doors to the pool deck, lift and slide doors off the main living room and aluminium windows facing the lake.",
    imageCount: 5,
    scene: { building: "house-modern", setting: "lake", timeOfDay: "noon", storeys: 2, glazing: "high" },
  },
  {
    id: "the-narrows",
    name: "The Narrows",
    location: "Sechelt",
    type: "Residence",
    scope:
      "A compact waterfront cabin with passive-house aluminium windows and a lift and slide door onto the deck above the inlet.",
    imageCount: 5,
    scene: { building: "cabin", setting: "coast", timeOfDay: "overcast", storeys: 2, glazing: "high" },
  },
  {
    id: "pandora-drive",
    name: "Pandora Drive",
    location: "Burnaby",
    type: "Residence",
    scope:
      "A full window and door replacement: uPVC windows, an aluminium swing entrance door and a sliding patio door to the garden.",
    imageCount: 4,
    scene: { building: "house-gable", setting: "suburb", timeOfDay: "dusk", storeys: 2, glazing: "medium" },
  },
  {
    id: "2601-east-hastings",
    name: "2601 East Hastings",
    location: "Vancouver",
    type: "Multi-family",
    scope:
      "Aluminium windows on the residential floors and curtain wall across the ground-floor retail frontage of a mixed-use building.",
    imageCount: 6,
    scene: { building: "midrise", setting: "city", timeOfDay: "overcast", storeys: 5, glazing: "medium" },
  },
  {
    id: "e-18th",
    name: "E 18th",
    location: "Vancouver",
    type: "Residence",
    scope:
      "Aluminium windows and a swing entrance door for a renovated character house, with a slim sliding door to the back garden.",
    imageCount: 4,
    scene: { building: "house-gable", setting: "city", timeOfDay: "morning", storeys: 3, glazing: "medium" },
  },
  {
    id: "crescent-residence",
    name: "Crescent Residence",
    location: "Surrey",
    type: "Residence",
    scope:
      "Ultra slim sliders and lift and slide doors across the ocean side, with aluminium windows and a pivot entrance door at the front.",
    imageCount: 5,
    scene: { building: "house-modern", setting: "coast", timeOfDay: "noon", storeys: 2, glazing: "high" },
  },
  {
    id: "fort-langley",
    name: "Fort Langley",
    location: "Fort Langley",
    type: "Residence",
    scope:
      "uPVC windows in a heritage-inspired profile, a swing entrance door and a bifold door linking the kitchen to the porch.",
    imageCount: 6,
    scene: { building: "house-gable", setting: "forest", timeOfDay: "dusk", storeys: 2, glazing: "medium" },
  },
  {
    id: "15a-ave",
    name: "15A Ave",
    location: "Surrey",
    type: "Residence",
    scope:
      "A new family home with aluminium windows, a pivot entrance door and lift and slide doors opening to the rear yard.",
    imageCount: 4,
    scene: { building: "house-modern", setting: "suburb", timeOfDay: "noon", storeys: 2, glazing: "high" },
  },
  {
    id: "regal",
    name: "Regal",
    location: "Port Moody",
    type: "Multi-family",
    scope:
      "Curtain wall on the lobby and corner suites, with aluminium windows and sliding balcony doors on the residential floors.",
    imageCount: 5,
    scene: { building: "midrise", setting: "city", timeOfDay: "dusk", storeys: 4, glazing: "high" },
  },
  {
    id: "revelstoke",
    name: "Revelstoke",
    location: "Revelstoke",
    type: "Residence",
    scope:
      "Passive-house aluminium windows, tall fixed gable glazing and a thermally broken swing entrance door for a mountain home.",
    imageCount: 6,
    scene: { building: "cabin", setting: "mountain", timeOfDay: "morning", storeys: 2, glazing: "high" },
  },
  {
    id: "pivot-project",
    name: "Pivot Project",
    location: "North Vancouver",
    type: "Residence",
    scope:
      "A single statement piece: an oversized custom pivot entrance door with a grooved panel design, paired with fixed sidelights.",
    imageCount: 3,
    scene: { building: "house-modern", setting: "suburb", timeOfDay: "dusk", storeys: 2, glazing: "medium" },
  },
  {
    id: "swaan",
    name: "Swaan",
    location: "Squamish",
    type: "Residence",
    scope:
      "Aluminium windows with tall fixed lights and lift and slide doors facing the peaks, plus a swing entrance door for everyday use.",
    imageCount: 5,
    scene: { building: "house-modern", setting: "mountain", timeOfDay: "overcast", storeys: 3, glazing: "high" },
  },
  {
    id: "macbeth",
    name: "Macbeth",
    location: "Delta",
    type: "Residence",
    scope:
      "uPVC windows throughout a family home, with a sliding patio door and an aluminium swing entrance door in a dark bronze finish.",
    imageCount: 4,
    scene: { building: "house-gable", setting: "suburb", timeOfDay: "noon", storeys: 2, glazing: "medium" },
  },
  {
    id: "236a-st",
    name: "236A St",
    location: "Langley",
    type: "Residence",
    scope:
      "uPVC windows and a bifold door to the covered patio, with a wide swing entrance door for a home on an acreage.",
    imageCount: 5,
    scene: { building: "house-gable", setting: "forest", timeOfDay: "morning", storeys: 2, glazing: "medium" },
  },
  {
    id: "e-15th",
    name: "E 15th",
    location: "North Vancouver",
    type: "Residence",
    scope:
      "Aluminium windows, a slim sliding door to the rear deck and a swing entrance door for a modern infill home on a corner lot.",
    imageCount: 4,
    scene: { building: "house-modern", setting: "city", timeOfDay: "overcast", storeys: 3, glazing: "medium" },
  },
  {
    id: "27-ave",
    name: "27 Ave",
    location: "Surrey",
    type: "Residence",
    scope:
      "Lift and slide doors across the back of the house, aluminium windows throughout and a pivot entrance door in a woodgrain finish.",
    imageCount: 5,
    scene: { building: "house-modern", setting: "suburb", timeOfDay: "dusk", storeys: 2, glazing: "high" },
  },
  {
    id: "serano",
    name: "Serano",
    location: "West Kelowna",
    type: "Residence",
    scope:
      "Lift and slide doors and bifold doors opening the main floor to the lake view, with aluminium windows on the upper floor.",
    imageCount: 5,
    scene: { building: "house-modern", setting: "lake", timeOfDay: "dusk", storeys: 2, glazing: "high" },
  },
  {
    id: "28-ave",
    name: "28 Ave",
    location: "Surrey",
    type: "Residence",
    scope:
      "uPVC windows and a sliding patio door for a new build, with a swing entrance door and matching sidelight at the front.",
    imageCount: 4,
    scene: { building: "house-gable", setting: "suburb", timeOfDay: "overcast", storeys: 2, glazing: "medium" },
  },
  {
    id: "41-ave",
    name: "41 Ave",
    location: "Langley",
    type: "Residence",
    scope:
      "Aluminium windows and a corner of ultra slim sliding doors that open the great room completely to the garden.",
    imageCount: 5,
    scene: { building: "house-modern", setting: "forest", timeOfDay: "noon", storeys: 2, glazing: "high" },
  },
  {
    id: "highcreek",
    name: "Highcreek",
    location: "Maple Ridge",
    type: "Multi-family",
    scope:
      "uPVC windows and aluminium swing doors for a cluster of townhouses, installed in phases alongside the builder's framing crews.",
    imageCount: 5,
    scene: { building: "townhouses", setting: "forest", timeOfDay: "morning", storeys: 3, glazing: "medium" },
  },
  {
    id: "plan-your-space",
    name: "Plan Your Space",
    location: "Richmond",
    type: "Commercial",
    scope:
      "A curtain wall storefront with an aluminium swing entrance door, and slim sliding doors dividing the showroom floor inside.",
    imageCount: 4,
    scene: { building: "commercial-box", setting: "city", timeOfDay: "noon", storeys: 2, glazing: "high" },
  },
  {
    id: "morgan-creek",
    name: "Morgan Creek",
    location: "Surrey",
    type: "Residence",
    scope:
      "Lift and slide doors to the pool terrace, aluminium windows throughout and a pivot entrance door with a meander-pattern inlay.",
    imageCount: 5,
    scene: { building: "house-modern", setting: "suburb", timeOfDay: "morning", storeys: 2, glazing: "high" },
  },
  {
    id: "north-island-college",
    name: "North Island College",
    location: "Courtenay",
    type: "Institutional",
    scope:
      "Curtain wall across the main entrance and atrium, with aluminium windows and swing doors for classrooms and offices.",
    imageCount: 7,
    scene: { building: "school", setting: "forest", timeOfDay: "overcast", storeys: 3, glazing: "medium" },
  },
  {
    id: "cowichan-secondary",
    name: "Cowichan Secondary",
    location: "Duncan",
    type: "Institutional",
    scope:
      "Classroom window replacement with uPVC windows, plus aluminium swing doors at the main entrances and the gymnasium.",
    imageCount: 7,
    scene: { building: "school", setting: "suburb", timeOfDay: "morning", storeys: 2, glazing: "medium" },
  },
];
