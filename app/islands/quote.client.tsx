import { QUOTE_ISLAND } from "../components/island-names";
import { hydrateIslands } from "./hydrate-islands";

/** The quote page's script: its form (rows, files, checks, sending without leaving the page), with React alone. */
void hydrateIslands({ [QUOTE_ISLAND]: () => import("../components/forms/QuoteRequest").then((module) => module.QuoteRequest) });
