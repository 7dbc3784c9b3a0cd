import { EventInvitation, RSVP_ISLAND } from "../components/events/EventInvitation";
import { hydrateIslands } from "./hydrate-islands";

/** The RSVP pages' script: the invitation's form (checks, sending without leaving the page), with React alone. */
hydrateIslands({ [RSVP_ISLAND]: EventInvitation });
