import type { Energy } from "./energy.schema";

/**
 * The energy levels a window or door is measured against in BC, and the CleanBC Better Homes window and door rebate:
 * each figure with its source and when it was checked (as precisely as known: a day, a month or a year). When a programme changes, update it here; the energy page,
 * every product page and every spec sheet take their statements from this one record.
 */
export const energy = {
  checked: "2026",
  levels: [
    {
      id: "bc-minimum",
      name: "BC minimum",
      maxU: 1.61,
      explanation:
        "Windows and doors made for sale in British Columbia since 2022 must reach this U-value under the province's Energy Efficiency Standards Regulation.",
      source: {
        name: "Government of British Columbia, Energy Efficiency Standards Regulation",
        url: "https://www2.gov.bc.ca/gov/content/industry/electricity-alternative-energy/energy-efficiency/energy-efficiency-standards-regulation",
      },
      checked: "2026",
    },
    {
      id: "energy-star",
      name: "ENERGY STAR Canada",
      maxU: 1.22,
      explanation:
        "The 2020 ENERGY STAR criteria for windows and doors sold in Canada, run by Natural Resources Canada. Certified products carry a label with their U-value.",
      source: { name: "Natural Resources Canada, ENERGY STAR Canada", url: "https://natural-resources.canada.ca/energy-efficiency/energy-star-canada" },
      checked: "2026",
    },
    {
      id: "energy-star-most-efficient",
      name: "ENERGY STAR Most Efficient",
      maxU: 1.05,
      explanation:
        "Natural Resources Canada's recognition of the best-performing ENERGY STAR certified windows and sliding glass doors of the year.",
      source: { name: "Natural Resources Canada, ENERGY STAR Most Efficient", url: "https://natural-resources.canada.ca/energy-efficiency/energy-star-canada" },
      checked: "2026",
    },
    {
      id: "passive-house",
      name: "Passive House",
      maxU: 0.8,
      explanation:
        "Windows certified by the Passive House Institute reach this Uw for the window itself, and 0.85 W/m²K once installed in the wall.",
      source: { name: "Passive House Institute, component certification criteria", url: "https://passivehouse.com/" },
      checked: "2026",
    },
  ],
  rebate: {
    programme: "CleanBC Better Homes window and door rebate",
    maxU: 1.22,
    perUnit: 100,
    maximum: 2000,
    incomeQualified: {
      perUnit: 950,
      maximum: 9500,
      source: { name: "CleanBC Better Homes, Energy Savings Program (income-qualified)", url: "https://www.betterhomesbc.ca/" },
      checked: "2026",
    },
    conditions: [
      "The new windows or doors replace existing ones in a home in British Columbia.",
      "Each one has a U-value of 1.22 W/m²K or lower.",
      "A licensed contractor installs them.",
      "Homes in the City of Vancouver are not eligible.",
    ],
    source: { name: "CleanBC Better Homes, home renovation rebates", url: "https://www.betterhomesbc.ca/renovation/" },
    checked: "2026",
  },
} satisfies Energy;
