import { GALLERY_ISLAND } from "../components/island-names";
import { hydrateIslands } from "./hydrate-islands";

/** The projects page's script: its gallery (filters, tiles and viewer), with React alone. */
void hydrateIslands({ [GALLERY_ISLAND]: () => import("../components/projects/ProjectGallery").then((module) => module.ProjectGallery) });
