import { data } from "react-router";
import { NotFoundPage } from "../components/NotFoundPage";
import { notFoundMeta } from "../lib/meta";
import type { Route } from "./+types/not-found";

export async function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  return notFoundMeta(location.pathname);
}

export default function NotFound() {
  return <NotFoundPage />;
}
