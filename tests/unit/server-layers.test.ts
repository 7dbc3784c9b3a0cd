import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

/** Decision 011 (amended): each server feature imports only from the features below it. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  leads: ["bookings", "content", "media", "staff", "audit"],
  bookings: ["content", "media", "staff", "audit"],
  content: ["media", "staff", "audit"],
  media: [],
  staff: ["audit"],
  // The product pages' own server code (spec sheets, the product row) reads the content store, never the reverse.
  catalogue: ["content", "media", "audit"],
  backup: ["audit"],
  // The audit log is written to by every feature above and reads none of them (decision 065).
  audit: [],
};

const APP = resolve("app");
const SERVER = join(APP, "lib", "server");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Every relative import of app/, types included (a type cycle is still a cycle to read). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(APP)) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(/(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/g)]
      .map((match) => resolveImport(file, match[1]!))
      .filter((target): target is string => target !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

const featureOf = (file: string) => (file.startsWith(SERVER + sep) ? relative(SERVER, file).split(sep)[0] : undefined);

describe("server code layout", () => {
  const graph = importGraph();

  it("has no import cycle in app/", () => {
    const state = new Map<string, "open" | "done">();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      state.set(file, "open");
      for (const target of graph.get(file) ?? []) {
        if (state.get(target) === "open") cycles.push([...path.slice(path.indexOf(target)), target].map((f) => relative(APP, f)).join(" -> "));
        else if (!state.has(target)) visit(target, [...path, target]);
      }
      state.set(file, "done");
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file, [file]);
    expect(cycles).toEqual([]);
  });

  it("imports features only downwards (platform imports no feature code but types)", () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph) {
      const from = featureOf(file);
      if (!from || !(from in MAY_IMPORT || from === "platform")) continue;
      for (const target of targets) {
        const to = featureOf(target);
        if (!to || to === from || to === "platform" || !(to in MAY_IMPORT)) continue;
        if (from === "platform" || !MAY_IMPORT[from]!.includes(to)) wrong.push(`${relative(APP, file)} -> ${relative(APP, target)}`);
      }
    }
    const typeOnly = (line: string) => {
      const [file, target] = line.split(" -> ");
      const text = readFileSync(join(APP, file!), "utf8");
      const spec = relative(dirname(join(APP, file!)), join(APP, target!)).replace(/\.tsx?$/, "");
      return new RegExp(`import type [^;]*from ["'](\\./)?${spec.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']`).test(text);
    };
    // platform/ may name the types of the services and tables it holds.
    expect(wrong.filter((line) => !(line.startsWith(`lib${sep}server${sep}platform`) && typeOnly(line)))).toEqual([]);
  });
});
