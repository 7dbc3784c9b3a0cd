// Team portraits as monograms: initials in the display serif on a medallion, over a pattern and colour
// that differ for every person (1:1). Tasteful, and never a stock face.
import { C, Defs, meanderRow, n, rect, shade, svgDoc, tint } from "./common.mjs";
import { textPath, textWidth } from "../lib/text.mjs";

const S = 600;

const COLOURS = ["#0b3c5d", "#8a5a22", "#3f5b4a", "#6b3f3a", "#2f4858", "#5b4a6b", "#24555a", "#7a4e2d", "#3a3f5c", "#4f5d3a"];

/** Ten background patterns, drawn in a lighter tint of the background colour. */
const PATTERNS = [
  // Meander border.
  (c) => [40, 540].map((y) => meanderRow(36, y, 528, c, 1.4, 1.6)).join("") + `<g transform="rotate(90 300 300)">${[40, 540].map((y) => meanderRow(36, y, 528, c, 1.4, 1.6)).join("")}</g>`,
  // Concentric arcs from a corner.
  (c) => Array.from({ length: 14 }, (_, i) => `<circle cx="600" cy="600" r="${60 + i * 44}" fill="none" stroke="${c}" stroke-width="2"/>`).join(""),
  // Column fluting.
  (c) => Array.from({ length: 20 }, (_, i) => rect(10 + i * 30, 0, 12, S, c, `rx="6" opacity="0.8"`)).join(""),
  // Diagonal lattice.
  (c) => {
    let d = "";
    for (let i = -600; i < 1200; i += 40) d += `M${i} 0L${i + 600} 600M${i} 600L${i + 600} 0`;
    return `<path d="${d}" stroke="${c}" stroke-width="1.6"/>`;
  },
  // Dot grid.
  (c) => {
    let out = "";
    for (let x = 20; x < S; x += 36) for (let y = 20; y < S; y += 36) out += `<circle cx="${x}" cy="${y}" r="3.2" fill="${c}"/>`;
    return out;
  },
  // Waves.
  (c) => {
    let d = "";
    for (let y = 10; y < S + 20; y += 34) {
      d += `M-20 ${y}`;
      for (let x = -20; x < S + 40; x += 60) d += `q15 -14 30 0t30 0`;
    }
    return `<path d="${d}" fill="none" stroke="${c}" stroke-width="2"/>`;
  },
  // Sun rays from the bottom.
  (c) => {
    let d = "";
    for (let i = 0; i < 24; i++) {
      const a = Math.PI + (i / 23) * Math.PI;
      d += `M300 640L${n(300 + Math.cos(a) * 900)} ${n(640 + Math.sin(a) * 900)}`;
    }
    return `<path d="${d}" stroke="${c}" stroke-width="3"/>`;
  },
  // Arched windows.
  (c) => {
    let out = "";
    for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) out += `<path d="M${30 + i * 120} ${170 + j * 150}v-80a40 40 0 0 1 80 0v80Z" fill="none" stroke="${c}" stroke-width="2.4"/>`;
    return out;
  },
  // Window grid (mullions and transoms).
  (c) => {
    let d = "";
    for (let x = 0; x <= S; x += 75) d += `M${x} 0V${S}`;
    for (let y = 0; y <= S; y += 100) d += `M0 ${y}H${S}`;
    return `<path d="${d}" stroke="${c}" stroke-width="5"/>`;
  },
  // Nested squares.
  (c) => Array.from({ length: 9 }, (_, i) => `<rect x="${30 + i * 30}" y="${30 + i * 30}" width="${540 - i * 60}" height="${540 - i * 60}" fill="none" stroke="${c}" stroke-width="2"/>`).join(""),
];

export function initials(name) {
  const parts = name.trim().split(/\s+/);
  const first = [...parts[0]][0] || "";
  const last = parts.length > 1 ? [...parts[parts.length - 1]][0] : "";
  return (first + last).toUpperCase();
}

/** A portrait for team member `index` of the list (the index keeps colours and patterns distinct). */
export function teamSvg(member, index, outW) {
  const defs = new Defs("m");
  // By position in the list, so neighbours never share a colour or pattern; past ten the pairs shift.
  const bg = COLOURS[index % COLOURS.length];
  const pattern = PATTERNS[(index + Math.floor(index / PATTERNS.length) * 3) % PATTERNS.length];
  let out = rect(0, 0, S, S, defs.linear([[0, tint(bg, 0.08)], [1, shade(bg, 0.2)]], [0, 0, 1, 1]));
  out += `<g opacity="0.22">${pattern(tint(bg, 0.55))}</g>`;
  // Medallion with a bronze ring.
  out += `<circle cx="300" cy="300" r="186" fill="#000" opacity="0.12" transform="translate(0 8)"/>`;
  out += `<circle cx="300" cy="300" r="180" fill="${C.ivory}"/>`;
  out += `<circle cx="300" cy="300" r="164" fill="none" stroke="${C.bronzeLight}" stroke-width="3"/>`;
  const text = initials(member.name);
  let size = 150;
  while (size > 80 && textWidth(text, { face: "display", size, spacing: 6 }) > 250) size -= 4;
  out += textPath(text, { x: 300, y: 300 + size * 0.34, face: "display", size, fill: bg, anchor: "middle", spacing: 6 });
  out += meanderRow(300 - 60, 372, 120, C.bronze, 0.8, 1.6);
  return svgDoc(S, S, outW, defs.toString(), out);
}
