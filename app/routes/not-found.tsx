import { data } from "react-router";
import { NotFoundPage } from "../components/NotFoundPage";
import { notFoundMeta } from "../lib/meta";
import type { Route } from "./+types/not-found";
import { STATIC_PAGE } from "../lib/page-handle";

export async function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  return notFoundMeta(location.pathname);
}

export default function NotFound() {
  return <NotFoundPage />;
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
