// Validates every content record (app/content/) against its schema and checks the links between records.
// The build runs it first: a missing field or a bad value stops the build with one line per problem, naming the
// record and the field, e.g. `Invalid product "sd95": specifications.0.unit: Invalid option: expected one of ...`.
//
//   node scripts/validate-content.mjs                  validate the site's content
//   node scripts/validate-content.mjs path/to/file.ts  validate another module with the exports of all-content.ts
import { createHash } from "node:crypto";
import path from "node:path";
import { loadTypeScript } from "./lib/load-typescript.mjs";

const root = path.resolve(import.meta.dirname, "..");
const DEFAULT_ENTRY = path.join(root, "app/content/all-content.ts");

/** Bundles the content module and the validator (TypeScript) with esbuild and returns the problems found. */
export async function validateContent(entry = DEFAULT_ENTRY) {
  const absolute = path.resolve(entry);
  const key = createHash("sha256").update(absolute).digest("hex").slice(0, 12);
  const outfile = path.join(root, ".cache/validate", `content-${key}-${process.pid}-${Date.now()}.mjs`);
  const { contentErrors, content } = await loadTypeScript(
    [`export { contentErrors } from ${JSON.stringify(path.join(root, "app/content/validate.ts"))};`, `export * as content from ${JSON.stringify(absolute)};`],
    outfile,
    { logLevel: "silent", remove: true },
  );
  return contentErrors(content);
}

if (process.argv[1] === import.meta.filename) {
  const errors = await validateContent(process.argv[2]);
  if (errors.length) {
    for (const line of errors) console.error(line);
    console.error(`\n✗ Content validation failed: ${errors.length} problem${errors.length === 1 ? "" : "s"}.`);
    process.exit(1);
  }
  console.log("  content valid");
}
