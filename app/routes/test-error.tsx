import { data } from "react-router";
import { NotFoundPage } from "../components/NotFoundPage";
import { getEnv } from "../lib/env.server";
import type { Route } from "./+types/test-error";

/**
 * A route that always fails, for the tests of the error screen. Absent unless the app's ENABLE_TEST_ROUTES is set (the
 * app's own environment, as every route reads it: an app started in a test process has one of its own).
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (!(context.services?.env ?? getEnv()).ENABLE_TEST_ROUTES) return data(null, { status: 404 });
  throw new Error("This route fails on purpose to test the error screen.");
}

export const meta = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function TestError() {
  return <NotFoundPage />;
}
