import { CONTACT_FORM_ISLAND } from "../components/island-names";
import { hydrateIslands } from "./hydrate-islands";

/** The contact page's script: its form (checks, captcha, sending without leaving the page), with React alone. */
void hydrateIslands({ [CONTACT_FORM_ISLAND]: () => import("../components/forms/ContactForm").then((module) => module.ContactForm) });
