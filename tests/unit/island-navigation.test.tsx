// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Island, IslandRenderContext } from "#app/components/Island";
import { followHead, readIslandProps } from "#app/lib/island-navigation";

function Counter({ count, label }: { count: number; label: string }) {
  return (
    <p>
      {label}: {count}
    </p>
  );
}

/** A page as the server renders it: an island with its props beside it. */
function servedPage(head: string, props: { count: number; label: string }) {
  const island = renderToString(
    <IslandRenderContext.Provider value={(element, prefix) => renderToString(element, { identifierPrefix: prefix })}>
      <Island name="counter" component={Counter} props={props} />
    </IslandRenderContext.Provider>,
  );
  return `<!doctype html><html><head>${head}</head><body><main>${island}</main></body></html>`;
}

describe("island navigation", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("reads an island's props from the page the server serves, </script> in the data and all", () => {
    const props = { count: 3, label: "a </script><b>" };
    const page = readIslandProps<typeof props>(servedPage("<title>T</title>", props), "counter");
    expect(page?.props).toEqual(props);
    expect(page?.document.title).toBe("T");
  });

  it("finds nothing for an island the page does not have", () => {
    expect(readIslandProps(servedPage("", { count: 1, label: "x" }), "gallery")).toBeUndefined();
    expect(readIslandProps("<!doctype html><p>Not found</p>", "counter")).toBeUndefined();
  });

  it("makes the head's robots tag follow the served page's, leaving the rest", () => {
    document.head.innerHTML = '<title>Projects</title><link rel="canonical" href="/projects">';
    const filtered = readIslandProps(servedPage('<meta name="robots" content="noindex, follow">', { count: 1, label: "x" }), "counter")!;
    followHead(filtered.document);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, follow");
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    followHead(filtered.document);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);

    const all = readIslandProps(servedPage("<title>Projects</title>", { count: 30, label: "x" }), "counter")!;
    followHead(all.document);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.title).toBe("Projects");
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
  });
});
