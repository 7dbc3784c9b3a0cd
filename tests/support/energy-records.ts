/**
 * Energy records for tests. The seed holds none: the catalogue's published Uw lines (S700's 1.1, S560's from 2.3) have
 * no document to cite, so no figure was turned into a record (decision 038). These stand in for records staff enter
 * from a real document; their source is a test address, never shown on the site.
 */
import type { Energy, EnergyRecordEntry } from "#app/content/energy.schema";
import type { Product } from "#app/content/schema";

export const TEST_SOURCE = { name: "Test technical sheet", url: "https://documents.example/s700/technical-sheet.pdf" };

/** A European Uw, as a manufacturer's technical sheet states it. */
export const UW_RECORD: EnergyRecordEntry = {
  configuration: "two-panel lift-and-slide, triple glazing",
  uValue: 1.1,
  basis: "uw-en-iso-10077",
  source: TEST_SOURCE,
  checkedOn: "2026-04-15",
};

/** An ENERGY STAR Canada certified configuration, as the NRCan listing states it. */
export const ENERGY_STAR_RECORD: EnergyRecordEntry = {
  configuration: "two-panel lift-and-slide, triple glazing, warm-edge spacer",
  uValue: 1.1,
  basis: "u-factor-csa-nfrc",
  certification: { level: "energy-star", certifiedBy: "CSA Group", reference: "TEST-0001" },
  source: { name: "NRCan listing (test)", url: "https://documents.example/nrcan/listing/test-0001" },
  checkedOn: "2026-04-15",
};

export const withRecords = <T extends Product>(product: T, energyRecords: EnergyRecordEntry[]): T => ({ ...product, energyRecords });

/** An ENERGY STAR Most Efficient configuration, as the NRCan listing states it (a test reference). */
export const MOST_EFFICIENT_RECORD: EnergyRecordEntry = {
  ...ENERGY_STAR_RECORD,
  uValue: 1.0,
  certification: { level: "most-efficient", certifiedBy: "CSA Group", reference: "TEST-0002" },
  source: { name: "NRCan listing (test)", url: "https://documents.example/nrcan/listing/test-0002" },
};

/**
 * The Most Efficient level as staff state it anew (the shipped figures state it with ENERGY STAR's page, decision 053):
 * a test figure from a test address, never shown on the site.
 */
export const MOST_EFFICIENT_FIGURE = {
  maxU: 1.05,
  source: { name: "Most Efficient criteria (test)", url: "https://documents.example/nrcan/most-efficient-criteria" },
  checkedOn: "2026-11-20",
};

/** The figures with the Most Efficient level stated. */
export const withMostEfficientStated = (content: Energy): Energy => ({
  ...content,
  levels: content.levels.map((level) => (level.id === "most-efficient" ? { ...level, ...MOST_EFFICIENT_FIGURE } : level)),
});

/** The figures with the Most Efficient level not stated, as staff may leave it (decision 046): no figure, page or day. */
export const withMostEfficientUnstated = (content: Energy): Energy => ({
  ...content,
  levels: content.levels.map((level) => {
    if (level.id !== "most-efficient") return level;
    const { maxU: _maxU, source: _source, checkedOn: _checkedOn, ...unstated } = level;
    return unstated;
  }),
});
