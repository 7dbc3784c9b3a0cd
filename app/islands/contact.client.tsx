import { CONTACT_FORM_ISLAND, ContactForm } from "../components/forms/ContactForm";
import { hydrateIslands } from "./hydrate-islands";

/** The contact page's script: its form (checks, captcha, sending without leaving the page), with React alone. */
hydrateIslands({ [CONTACT_FORM_ISLAND]: ContactForm });
