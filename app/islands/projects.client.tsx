import { GALLERY_ISLAND, ProjectGallery } from "../components/projects/ProjectGallery";
import { hydrateIslands } from "./hydrate-islands";

/** The projects page's script: its gallery (filters, tiles and viewer), with React alone. */
hydrateIslands({ [GALLERY_ISLAND]: ProjectGallery });
