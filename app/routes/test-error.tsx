import { data } from "react-router";
import { NotFoundPage } from "../components/NotFoundPage";
import { getEnv } from "../lib/env.server";

/** A route that always fails, for the browser tests of the error screen. Absent unless ENABLE_TEST_ROUTES is set. */
export async function loader() {
  if (!getEnv().ENABLE_TEST_ROUTES) return data(null, { status: 404 });
  throw new Error("This route fails on purpose to test the error screen.");
}

export const meta = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function TestError() {
  return <NotFoundPage />;
}
