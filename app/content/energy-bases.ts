/**
 * The names the energy schema and the staff energy form share: the levels, the bases a U-value is stated on and the
 * basis each certification is stated on. No zod here: the staff form's page loads it in the browser.
 */
export const LEVEL_IDS = ["bc-minimum", "energy-star", "most-efficient", "passive-house"] as const;
export type LevelId = (typeof LEVEL_IDS)[number];
/** The levels a product can hold a certificate for. */
export const CERTIFIABLE_LEVELS = ["energy-star", "most-efficient", "passive-house"] as const satisfies readonly LevelId[];
export type CertifiableLevel = (typeof CERTIFIABLE_LEVELS)[number];

/**
 * Levels the record may hold without a figure ("not stated", decision 046): the level is named but has no U-value,
 * source or checked day until staff state all three. Until then no page mentions it and no product may claim it.
 * ENERGY STAR Most Efficient is NRCan's designation for the most efficient ENERGY STAR certified products.
 */
export const OPTIONAL_LEVELS = ["most-efficient"] as const satisfies readonly LevelId[];

/**
 * Certifications that include another: an ENERGY STAR Most Efficient product is an ENERGY STAR certified product, so it
 * counts wherever ENERGY STAR is asked for (the standings, the rebate).
 */
export const CERTIFICATION_INCLUDES: Partial<Record<CertifiableLevel, readonly CertifiableLevel[]>> = { "most-efficient": ["energy-star"] };

/** Certifications listed by NRCan with a reference number (ENERGY STAR and its Most Efficient designation). */
export const NRCAN_LEVELS: readonly CertifiableLevel[] = ["energy-star", "most-efficient"];

/**
 * How a U-value was established: a European whole-window Uw calculated or measured to EN ISO 10077, or a U-factor
 * rated to CSA A440.2 / NFRC 100 (the figure ENERGY STAR Canada certifies). The two are not the same number.
 */
export const U_BASES = ["uw-en-iso-10077", "u-factor-csa-nfrc"] as const;
export type UBasis = (typeof U_BASES)[number];
/** As a page names a basis. */
export const U_BASIS_NAMES: Record<UBasis, string> = {
  "uw-en-iso-10077": "Uw to EN ISO 10077",
  "u-factor-csa-nfrc": "U-factor certified to CSA/NFRC",
};

/** The basis each certification is stated on: ENERGY STAR Canada lists CSA/NFRC U-factors, PHI certifies a Uw. */
export const CERTIFICATION_BASIS: Record<CertifiableLevel, UBasis> = {
  "energy-star": "u-factor-csa-nfrc",
  "most-efficient": "u-factor-csa-nfrc",
  "passive-house": "uw-en-iso-10077",
};
