import type { Energy } from "./energy.schema";

/**
 * The energy levels a window or door is measured against in BC, the CleanBC Better Homes window and door rebate and
 * the Step Code minimum for houses: each figure with the page that states it and when it was checked there (the day,
 * or the month where only the month is known). When a programme changes, update it here; the energy page, every
 * product page, the quote lines and every spec sheet take their statements from this one record.
 *
 * Only figures the business has checked belong here (docs/decisions/026-energy-claims.md says how they were chosen).
 */
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
      checkedOn: "2026-04",
    },
    {
      id: "energy-star",
      name: "ENERGY STAR Canada",
      kind: "certification",
      maxU: 1.22,
      explanation:
        "The 2020 ENERGY STAR criteria for windows and doors sold in Canada, run by Natural Resources Canada. A product is ENERGY STAR only when its configuration is certified and listed with an NRCan reference number; a European Uw below the figure is not a certification.",
      source: {
        name: "CleanBC Better Homes: why the rebate asks for ENERGY STAR certified windows",
        url: "https://www.betterhomesbc.ca/faqs/why-does-the-rebate-only-apply-to-windows-that-are-energy-star-certified-with-a-maximum-u-factor-of-1-22-w-m2%C2%B7k/",
      },
      checkedOn: "2026-04",
    },
    {
      // Not stated (decision 046): no figure from a page the business has checked yet, so none is given. Staff state its
      // U-value, the page that states it and the day checked at /admin/energy; until then no page mentions it.
      id: "most-efficient",
      name: "ENERGY STAR Most Efficient",
      kind: "certification",
      explanation:
        "Natural Resources Canada's designation for the most efficient ENERGY STAR certified windows and doors of the year. A product carries it only when its configuration is listed as Most Efficient with an NRCan reference number.",
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
      checkedOn: "2026-04",
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
      checkedOn: "2026-04",
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
      checkedOn: "2026-04",
    },
  },
  stepCode: {
    houseMinimumStep: 3,
    since: "2023-05",
    source: { name: "BC Energy Step Code: how it works", url: "https://energystepcode.ca/how-it-works" },
    checkedOn: "2026-04",
  },
} satisfies Energy;
