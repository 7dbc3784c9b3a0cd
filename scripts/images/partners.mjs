// Partner marks for the RSVP pages: typographic wordmarks made for this site (not the partners' own logos),
// each with a different treatment. SVG with text as paths, 360 x 120.
import { C, n, rect } from "./common.mjs";
import { textPath, textWidth } from "../lib/text.mjs";

const W = 360;
const H = 120;

function fit(text, face, size, spacing, maxW) {
  let s = size;
  while (s > 10 && textWidth(text, { face, size: s, spacing: spacing * (s / size) }) > maxW) s -= 1;
  return { size: s, spacing: spacing * (s / size) };
}

function star(cx, cy, r, color) {
  let d = "";
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.42;
    d += `${i ? "L" : "M"}${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  }
  return `<path d="${d}Z" fill="${color}"/>`;
}

const TREATMENTS = [
  // Spaced display capitals over a bronze bar.
  (name) => {
    const t = name.toUpperCase();
    const f = fit(t, "display", 54, 12, 320);
    return textPath(t, { x: W / 2, y: 70, face: "display", size: f.size, spacing: f.spacing, fill: C.aegeanDark, anchor: "middle" }) + rect(W / 2 - 40, 86, 80, 4, C.bronze);
  },
  // Lowercase sans in two weights with a square mark.
  (name) => {
    const [a, ...rest] = name.toLowerCase().split(" ");
    const b = rest.join(" ");
    const size = fit(`${a} ${b}`, "sans-bold", 44, 0, 280).size;
    const wa = textWidth(a, { face: "sans-bold", size });
    const total = 34 + wa + 10 + textWidth(b, { face: "sans", size });
    const x0 = (W - total) / 2;
    return (
      rect(x0, 42, 24, 24, C.aegean) + rect(x0 + 8, 50, 16, 16, C.bronzeLight) +
      textPath(a, { x: x0 + 34, y: 74, face: "sans-bold", size, fill: C.aegeanDark }) +
      textPath(b, { x: x0 + 34 + wa + 10, y: 74, face: "sans", size, fill: C.bronze })
    );
  },
  // A star, a display word, a small spaced second line.
  (name) => {
    const [a, ...rest] = name.toUpperCase().split(" ");
    const b = rest.join(" ");
    const fa = fit(a, "display", 46, 8, 230);
    const wa = textWidth(a, { face: "display", size: fa.size, spacing: fa.spacing });
    const x0 = (W - (wa + 56)) / 2;
    return (
      star(x0 + 20, 58, 20, C.bronze) +
      textPath(a, { x: x0 + 56, y: 66, face: "display", size: fa.size, spacing: fa.spacing, fill: C.aegeanDark }) +
      textPath(b, { x: x0 + 58, y: 90, face: "sans-bold", size: 13, spacing: 6.4, fill: C.bronze })
    );
  },
  // Display capitals inside a thin double frame.
  (name) => {
    const t = name.toUpperCase();
    const f = fit(t, "display", 40, 7, 280);
    return (
      `<rect x="14" y="24" width="${W - 28}" height="${H - 48}" fill="none" stroke="${C.aegeanDark}" stroke-width="2"/>` +
      `<rect x="20" y="30" width="${W - 40}" height="${H - 60}" fill="none" stroke="${C.bronze}" stroke-width="1"/>` +
      textPath(t, { x: W / 2, y: 74, face: "display", size: f.size, spacing: f.spacing, fill: C.aegeanDark, anchor: "middle" })
    );
  },
  // A small spaced kicker over a large display word, with a sun.
  (name) => {
    const [a, ...rest] = name.split(" ");
    const b = rest.join(" ") || a;
    const fb = fit(b, "display", 58, 1, 250);
    return (
      textPath(a.toUpperCase(), { x: W / 2, y: 36, face: "sans-bold", size: 15, spacing: 8, fill: C.bronze, anchor: "middle" }) +
      textPath(b, { x: W / 2, y: 94, face: "display", size: fb.size, spacing: fb.spacing, fill: C.aegeanDark, anchor: "middle" }) +
      rect(40, 46, 60, 1.5, C.bronze) + rect(W - 100, 46, 60, 1.5, C.bronze)
    );
  },
];

/** The mark of partner `index` in the event's list. */
export function partnerSvg(name, index) {
  const body = TREATMENTS[index % TREATMENTS.length](name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"><title>${name.replace(/[<&>"]/g, "")}</title>${body}</svg>`;
}
