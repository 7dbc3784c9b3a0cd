import { data } from "react-router";
import { NotFoundPage } from "../components/NotFoundPage";
import { getMeta } from "../lib/meta";
import type { Route } from "./+types/not-found";

export async function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  return getMeta({
    title: "Page not found",
    description: "The page you asked for does not exist. Browse our collections, projects or contact us.",
    path: location.pathname,
    noindex: true,
  });
}

export default function NotFound() {
  return <NotFoundPage />;
}
