import { VISIT_ISLAND } from "../components/island-names";
import { hydrateIslands } from "./hydrate-islands";

/** The visit page's script: the booking's steps and form (shown in place, sent without leaving the page), with React alone. */
void hydrateIslands({ [VISIT_ISLAND]: () => import("../components/visits/VisitBooking").then((module) => module.VisitBooking) });
