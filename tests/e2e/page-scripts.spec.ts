import { expect, test, waitForHydration } from "./fixtures";

/**
 * What a content page's scripts must not carry: the form library (zod, for the pages with forms), the catalogue
 * records (for the catalogue's own pages) and the staff pages' code. A module shared the wrong way puts them in a
 * chunk every page loads.
 */
const NOT_ON_CONTENT_PAGES = [
  { what: "the form library (zod)", marker: "ZodError" },
  { what: "the catalogue records", marker: "Koemmerling 76 Center Seal" },
  { what: "the staff pages' code", marker: "Please describe this photo for people who cannot see it." },
];

for (const path of ["/", "/about", "/projects", "/projects/lions-bay", "/journal"]) {
  test(`${path} loads none of the code it does not use`, async ({ page }) => {
    const scripts: Promise<{ url: string; text: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    });
    await page.goto(path);
    await waitForHydration(page);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    for (const { what, marker } of NOT_ON_CONTENT_PAGES) {
      expect(loaded.filter((script) => script.text.includes(marker)).map((script) => script.url), what).toEqual([]);
    }
  });
}
