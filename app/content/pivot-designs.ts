/** The 26 pivot door designs, named for figures of Greek myth; shown sorted alphabetically. */
export const pivotDesigns: string[] = [
  "Achilles", "Aphrodite", "Apollo", "Ares", "Ariadne", "Artemis", "Athena", "Atlas", "Calypso",
  "Demeter", "Dionysus", "Eos", "Hera", "Hermes", "Hestia", "Icarus", "Iris", "Nike", "Odysseus",
  "Orion", "Penelope", "Perseus", "Poseidon", "Prometheus", "Selene", "Zeus",
];
