import { VISIT_ISLAND, VisitBooking } from "../components/visits/VisitBooking";
import { hydrateIslands } from "./hydrate-islands";

/** The visit page's script: the booking's steps and form (shown in place, sent without leaving the page), with React alone. */
hydrateIslands({ [VISIT_ISLAND]: VisitBooking });
