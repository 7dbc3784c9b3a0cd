import { RSVP_ISLAND } from "../components/island-names";
import { hydrateIslands } from "./hydrate-islands";

/** The RSVP pages' script: the invitation's form (checks, sending without leaving the page), with React alone. */
void hydrateIslands({ [RSVP_ISLAND]: () => import("../components/events/EventInvitation").then((module) => module.EventInvitation) });
