// Types for the part of the scene generator that TypeScript code uses (tests/unit/project-gallery.test.ts).
export function projectViews(project: {
  id: string;
  imageCount: number;
  scene: { building: string; timeOfDay: string };
}): string[];
