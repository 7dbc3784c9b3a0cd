import { Picture } from "../Picture";
import { pivotDesign } from "#app/lib/images";
import { mediaImage } from "#app/lib/media";

/** An image of the library a design may show. */
export type DesignPhoto = { value: string; label: string; width: number; height: number };

/** A design's picture as the pivot doors page shows it: its photo, else its drawn panel. */
export function PivotDesignPicture({ name, photo, drawing, photos }: { name: string; photo: string; drawing: string | null; photos: DesignPhoto[] }) {
  const chosen = photos.find((option) => option.value === photo);
  if (chosen) return <Picture image={mediaImage({ id: chosen.value, width: chosen.width, height: chosen.height })} alt="" sizes="96px" className="aspect-[1/2] h-auto w-24 bg-marble object-cover" />;
  if (drawing) return <Picture image={pivotDesign(drawing)} alt="" sizes="96px" className="h-auto w-24 bg-marble" />;
  return <p className="w-24 text-sm text-muted">No picture yet ({name})</p>;
}
