import { describe, expect, it } from "vitest";
import { projects } from "#app/content/projects";
import { projectsSchema } from "#app/content/projects.schema";
import { describeView, projectGallery, projectMainImage, projectViews } from "#app/lib/project-gallery";
// The image generator's own choice of views, which the site's descriptions must follow.
import { projectViews as generatorViews } from "#scripts/images/scenes.mjs";

describe("project gallery", () => {
  it("describes the same views the image generator draws, for every project", () => {
    for (const project of projects) expect(projectViews(project), project.id).toEqual(generatorViews(project));
  });

  it("lists every image of a project, the main image first, each with distinct alt text", () => {
    for (const project of projects) {
      const gallery = projectGallery(project);
      expect(gallery).toHaveLength(project.imageCount);
      expect(gallery.map((image) => image.n)).toEqual(Array.from({ length: project.imageCount }, (_, i) => i + 1));
      expect(gallery[0]!.image.avifSrcSet).toContain(`/generated/projects/${project.id}/1-480.avif`);
      expect(new Set(gallery.map((image) => image.alt)).size, project.id).toBe(project.imageCount);
      for (const image of gallery) expect(image.alt.startsWith(`${project.name}: `)).toBe(true);
    }
  });

  it("describes the main image from the project's scene", () => {
    const lionsBay = projects.find((project) => project.id === "lions-bay")!;
    expect(projectMainImage(lionsBay).alt).toBe("Lions Bay: a modern flat-roofed house above the sea, at dusk, its windows lit");
    expect(describeView(lionsBay, "light")).toBe("Lions Bay: the house in the morning sun");
  });

  it("lets a described photo replace the generated description", () => {
    const [first] = projects;
    const withPhoto = { ...first!, imageAlts: [null, "The living room opened to the deck on a summer evening"] };
    expect(projectsSchema.element.safeParse(withPhoto).success).toBe(true);
    const gallery = projectGallery(withPhoto);
    expect(gallery[0]!.alt).toBe(projectGallery(first!)[0]!.alt);
    expect(gallery[1]!.alt).toBe("The living room opened to the deck on a summer evening");
  });

  it("refuses more descriptions than images", () => {
    const [first] = projects;
    const tooMany = { ...first!, imageAlts: Array.from({ length: first!.imageCount + 1 }, () => "A photo of the house") };
    expect(projectsSchema.element.safeParse(tooMany).success).toBe(false);
  });
});

describe("main image", () => {
  it("is the first image of the gallery", () => {
    for (const project of projects) expect(projectMainImage(project)).toEqual(projectGallery(project)[0]);
  });
});
