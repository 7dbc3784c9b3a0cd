import type { ComponentProps } from "react";
import { Picture } from "./Picture";

/** One picture of a grid: `key` tells the pictures apart. */
export interface GridPicture {
  key: string;
  image: ComponentProps<typeof Picture>["image"];
  alt: string;
}

interface PictureGridProps {
  pictures: readonly GridPicture[];
  /** The list's grid classes. */
  className: string;
  /** Rendered width of each picture per layout. */
  sizes: string;
  pictureClassName: string;
}

/** A list of pictures laid out as a grid (lazy, below the fold). */
export function PictureGrid({ pictures, className, sizes, pictureClassName }: PictureGridProps) {
  return (
    <ul className={className}>
      {pictures.map((picture) => (
        <li key={picture.key}>
          <Picture image={picture.image} alt={picture.alt} sizes={sizes} className={pictureClassName} />
        </li>
      ))}
    </ul>
  );
}
