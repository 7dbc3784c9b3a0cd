import type { Energy } from "./energy.schema";

/**
 * The energy levels a window or door is measured against in BC, the CleanBC Better Homes window and door rebate and
 * the Step Code minimum for houses: each figure with the page that states it and the day it was checked there. When a
 * programme changes, update it here; the energy page, every product page, the quote lines and every spec sheet take
 * their statements from this one record. This is what a fresh database is seeded with: a database already running
 * keeps its own figures and dates, which staff edit and confirm at /admin/energy.
 *
 * Only figures the business has checked belong here (docs/decisions/026-energy-claims.md says how they were chosen).
 */
/** The day every figure below was checked on its programme's own page (CONTENT.md, "Copy"). */
const CHECKED_ON = "2026-11-26";

/** ENERGY STAR Canada's page, which the Most Efficient figure is stated with too (decision 053). */
const ENERGY_STAR_SOURCE = {
  name: "CleanBC Better Homes: why the rebate asks for ENERGY STAR certified windows",
  url: "https://www.betterhomesbc.ca/faqs/why-does-the-rebate-only-apply-to-windows-that-are-energy-star-certified-with-a-maximum-u-factor-of-1-22-w-m2%C2%B7k/",
};

export const energy = {
  levels: [
    {
      id: "bc-minimum",
      name: "BC minimum",
      kind: "rule",
      maxU: 1.61,
      appliesTo: {
        kinds: ["casement-window", "lift-and-slide", "slim-slider"],
        products: "windows and sliding glass doors for low-rise homes",
        outside: "commercial buildings, interior openings and unheated spaces",
      },
      explanation:
        "Windows and sliding glass doors made since 2022 for low-rise homes in British Columbia must reach this U-value under the province's Energy Efficiency Standards Regulation.",
      source: {
        name: "B.C. Energy Efficiency Standards Regulation (B.C. Reg. 14/2015)",
        url: "https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/14_2015",
      },
      checkedOn: CHECKED_ON,
    },
    {
      id: "energy-star",
      name: "ENERGY STAR Canada",
      kind: "certification",
      maxU: 1.22,
      explanation:
        "The 2020 ENERGY STAR criteria for windows and doors sold in Canada, run by Natural Resources Canada. A product is ENERGY STAR only when its configuration is certified and listed with an NRCan reference number; a European Uw below the figure is not a certification.",
      source: ENERGY_STAR_SOURCE,
      checkedOn: CHECKED_ON,
    },
    {
      // Stated (decision 053, which amends 046's "not stated" seed): checked with ENERGY STAR Canada's figure, on the
      // same page and day. Staff may still leave it not stated at /admin/energy (all three fields empty).
      id: "most-efficient",
      name: "ENERGY STAR Most Efficient",
      kind: "certification",
      maxU: 1.05,
      explanation:
        "Natural Resources Canada's designation for the most efficient ENERGY STAR certified windows and doors of the year. A product carries it only when its configuration is listed as Most Efficient with an NRCan reference number.",
      source: ENERGY_STAR_SOURCE,
      checkedOn: CHECKED_ON,
    },
    {
      id: "passive-house",
      name: "Passive House",
      kind: "certification",
      maxU: 0.8,
      installedMaxU: 0.85,
      climateZone: "cool-temperate",
      explanation:
        "Windows certified by the Passive House Institute reach this Uw for the window itself, and the installed figure once fitted in the wall. The limits depend on the climate zone: these are the cool-temperate zone's, and colder zones set lower ones.",
      source: {
        name: "Passive House Institute, criteria for component certification",
        url: "https://passiv.de/en/03_certification/01_certification_components/02_certification_criteria/02_certification_criteria.htm",
      },
      checkedOn: CHECKED_ON,
    },
  ],
  rebate: {
    programme: "CleanBC Better Homes window and door rebate",
    requiresCertification: "energy-star",
    standard: {
      name: "CleanBC Better Homes and Home Renovation Rebate Program",
      perUnit: 100,
      maximum: 2000,
      needs: [
        "The new windows or doors replace existing ones in a home in British Columbia.",
        "Each one is ENERGY STAR certified: a published Uw below the ENERGY STAR figure does not count.",
        "The invoice names each product's NRCan reference number.",
        "The claim includes a photo of the ENERGY STAR label.",
      ],
      sources: [
        {
          name: "CleanBC Better Homes and Home Renovation Rebate Program",
          url: "https://www.betterhomesbc.ca/rebates/cleanbc-better-homes-and-home-renovation-rebate-programs/",
        },
        {
          name: "CleanBC Better Homes: documentation requirements",
          url: "https://www.betterhomesbc.ca/faqs/better-homes-documentation/",
        },
      ],
      checkedOn: CHECKED_ON,
    },
    incomeQualified: {
      name: "CleanBC Better Homes Energy Savings Program",
      perUnit: 950,
      costShares: [95, 60],
      preRegistration: "The household pre-registers and receives an eligibility code before the work starts.",
      needs: [
        "A contractor registered with the program does the work.",
        "The windows and doors are ENERGY STAR certified.",
        "It does not combine with the standard rebate: a window or door is claimed in one stream only.",
      ],
      sources: [
        {
          name: "CleanBC Better Homes Energy Savings Program, questions and answers",
          url: "https://www.betterhomesbc.ca/programs-and-applications-faqs/faqs-categories/",
        },
      ],
      checkedOn: CHECKED_ON,
    },
  },
  stepCode: {
    houseMinimumStep: 3,
    since: "2023-05",
    source: { name: "BC Energy Step Code: how it works", url: "https://energystepcode.ca/how-it-works" },
    checkedOn: CHECKED_ON,
  },
} satisfies Energy;
