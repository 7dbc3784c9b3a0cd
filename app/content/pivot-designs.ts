import type { PivotDesign } from "./landings.schema";

/**
 * The 26 pivot door designs, named for figures of Greek myth, in the order they are shown (alphabetical).
 * The description is the picture's alt text: what the panel shows.
 */
export const pivotDesigns: PivotDesign[] = [
  { name: "Achilles", description: "Anthracite leaf with close horizontal grooves and a long bronze bar handle" },
  { name: "Aphrodite", description: "Light oak-toned leaf with concentric ring inlays and a round pull" },
  { name: "Apollo", description: "Walnut-toned leaf with a bronze rising sun and rays fanning up the panel" },
  { name: "Ares", description: "Copper-red leaf with chevron grooves and a steel bar handle" },
  { name: "Ariadne", description: "Black leaf with a square bronze labyrinth inlay" },
  { name: "Artemis", description: "Silver-grey leaf with a bronze crescent moon beside a vertical groove" },
  { name: "Athena", description: "Aegean blue leaf crossed by three bands of bronze meander" },
  { name: "Atlas", description: "Sand-coloured leaf with a grid of raised square panels" },
  { name: "Calypso", description: "Wood-toned leaf with a bronze wave line running down one side" },
  { name: "Demeter", description: "Olive green leaf with a tall ear of wheat drawn in fine grooves" },
  { name: "Dionysus", description: "Dark wood leaf with winding vine grooves dotted with bronze" },
  { name: "Eos", description: "Pale oak leaf with horizontal lines and a bronze half sun rising at the foot" },
  { name: "Hera", description: "Aegean blue leaf with bronze arcs rising in rings from the foot" },
  { name: "Hermes", description: "Black leaf with two stepped bronze wing motifs" },
  { name: "Hestia", description: "Black leaf with horizontal grooves and a tall glowing glass strip" },
  { name: "Icarus", description: "Stone-coloured leaf with fine lines fanning down from a bronze sun ring" },
  { name: "Iris", description: "Black leaf with a rainbow arch inlaid over the handle" },
  { name: "Nike", description: "Bronze-brown leaf with stepped horizontal bars" },
  { name: "Odysseus", description: "Aegean blue leaf with rows of waves under a bronze moon" },
  { name: "Orion", description: "Black leaf with the constellation of Orion picked out in bronze points" },
  { name: "Penelope", description: "Copper leaf with a woven basket pattern" },
  { name: "Perseus", description: "Silver-grey leaf with a bronze shield ring across its centre" },
  { name: "Poseidon", description: "Black leaf with a bronze trident rising from the waves" },
  { name: "Prometheus", description: "Rust-red leaf with steel bars of different heights, like flames" },
  { name: "Selene", description: "Linen-textured leaf with a large pale moon" },
  { name: "Zeus", description: "Anthracite leaf struck by a bronze lightning bolt" },
];
