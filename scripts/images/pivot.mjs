// The 26 pivot door designs: each a different panel pattern on the leaf (grooves, inlays, motifs), 1:2 portrait.
import { Defs, circle, hashString, n, rect, rng, shade, svgDoc, tint } from "./common.mjs";

export const PIVOT_VW = 300;
export const PIVOT_VH = 600;

const LEAVES = {
  anthracite: { color: "#353a3f", grain: false },
  bronze: { color: "#7a5128", grain: false, metallic: true },
  walnut: { color: "#5e4030", grain: true },
  charcoal: { color: "#282b2e", grain: false },
  whiteOak: { color: "#c4a078", grain: true },
  aegean: { color: "#0b3c5d", grain: false },
  sand: { color: "#c9b99c", grain: false },
  corten: { color: "#84472c", grain: false, metallic: true },
  black: { color: "#1c1e20", grain: false },
  silver: { color: "#8c9297", grain: false, metallic: true },
  olive: { color: "#55593f", grain: false },
  teak: { color: "#8a5d3b", grain: true },
};

const BRASS = "#c9a063";
const STEEL = "#c4c6c6";

/**
 * Each design: leaf finish, handle, and the pattern drawn in leaf coordinates (w x h).
 * Pattern helpers: g = groove path, i = inlay path/shape, ring, etc.
 */
const DESIGNS = {
  Achilles: { leaf: "anthracite", handle: "long", pattern: (p) => p.grooves(Array.from({ length: 17 }, (_, k) => `M0 ${n(p.h * (0.06 + k * 0.055))}H${p.w}`)) },
  Aphrodite: {
    leaf: "whiteOak",
    handle: "ring",
    pattern: (p) => [0.1, 0.2, 0.3].map((r) => p.ringInlay(p.w * 0.5, p.h * 0.38, p.w * r * 1.3, 1.6)).join("") + p.inlay(`M${n(p.w * 0.5)} ${n(p.h * 0.38 + p.w * 0.39)}V${n(p.h * 0.94)}`, 1.6),
  },
  Apollo: {
    leaf: "bronze",
    handle: "long",
    pattern: (p) => {
      const cx = p.w * 0.5;
      const cy = p.h * 0.98;
      let d = "";
      for (let k = 0; k < 13; k++) {
        const a = Math.PI * (1 + (k + 0.5) / 13);
        d += `M${n(cx + Math.cos(a) * p.w * 0.22)} ${n(cy + Math.sin(a) * p.w * 0.22)}L${n(cx + Math.cos(a) * p.h)} ${n(cy + Math.sin(a) * p.h)}`;
      }
      return p.grooves([d]) + p.disc(cx, cy, p.w * 0.18);
    },
  },
  Ares: {
    leaf: "corten",
    handle: "short",
    pattern: (p) => {
      let d = "";
      for (let k = -6; k < 14; k++) d += `M0 ${n(k * 42)}L${n(p.w / 2)} ${n(k * 42 + 60)}L${p.w} ${n(k * 42)}`;
      return p.grooves([d]);
    },
  },
  Ariadne: {
    leaf: "charcoal",
    handle: "recessed",
    pattern: (p) => {
      // A square labyrinth.
      const cx = p.w / 2;
      const cy = p.h * 0.42;
      let d = "";
      for (let k = 1; k <= 5; k++) {
        const s = k * 19;
        const gap = k % 2 ? 1 : -1;
        d += `M${n(cx - s + (gap > 0 ? 14 : 0))} ${n(cy - s)}H${n(cx + s)}V${n(cy + s)}H${n(cx - s)}V${n(cy - s + (gap < 0 ? 14 : 0))}`;
      }
      return p.inlay(d, 2.2);
    },
  },
  Artemis: {
    leaf: "silver",
    handle: "long",
    pattern: (p) =>
      p.grooves([`M${n(p.w * 0.2)} 0V${p.h}M${n(p.w * 0.27)} 0V${p.h}`]) +
      p.crescent(p.w * 0.6, p.h * 0.3, p.w * 0.2, p.w * 0.13),
  },
  Athena: {
    leaf: "aegean",
    handle: "long",
    pattern: (p) => [0.18, 0.5, 0.82].map((y) => p.meander(0, p.h * y - 10, p.w, 0.8)).join(""),
  },
  Atlas: {
    leaf: "sand",
    handle: "short",
    pattern: (p) => {
      let out = "";
      const cols = 3;
      const rows = 7;
      const cw = (p.w - 24) / cols;
      const rh = (p.h - 24) / rows;
      for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) out += p.raised(12 + i * cw + 4, 12 + j * rh + 4, cw - 8, rh - 8);
      return out;
    },
  },
  Calypso: {
    leaf: "teak",
    handle: "long",
    pattern: (p) => {
      // A running wave (Vitruvian scroll) up the leaf.
      let d = `M${n(p.w * 0.35)} 0`;
      const step = 46;
      for (let y = 0; y < p.h; y += step) d += `c${n(p.w * 0.22)} ${n(step * 0.1)} ${n(p.w * 0.22)} ${n(step * 0.6)} 0 ${n(step * 0.5)}s${n(-p.w * 0.16)} ${n(step * 0.5)} 0 ${n(step * 0.5)}`;
      return p.inlay(d, 2.4) + p.grooves([`M${n(p.w * 0.18)} 0V${p.h}M${n(p.w * 0.52)} 0V${p.h}`]);
    },
  },
  Demeter: {
    leaf: "olive",
    handle: "short",
    pattern: (p) => {
      let d = `M${n(p.w / 2)} ${n(p.h * 0.06)}V${n(p.h * 0.94)}`;
      for (let y = p.h * 0.1; y < p.h * 0.9; y += 26) d += `M${n(p.w / 2)} ${n(y)}l${n(-p.w * 0.22)} -24M${n(p.w / 2)} ${n(y)}l${n(p.w * 0.22)} -24`;
      return p.grooves([d]);
    },
  },
  Dionysus: {
    leaf: "walnut",
    handle: "long",
    pattern: (p) => {
      let out = "";
      for (const [x0, phase] of [[0.3, 0], [0.5, 1], [0.7, 0]]) {
        let d = `M${n(p.w * x0)} 0`;
        for (let y = 0; y < p.h; y += 60) d += `q${n((phase ? -1 : 1) * p.w * 0.12)} 30 0 60`;
        out += p.grooves([d]);
      }
      for (let k = 0; k < 9; k++) out += p.disc(p.w * (0.3 + (k % 3) * 0.2), p.h * (0.15 + k * 0.09), 3.2);
      return out;
    },
  },
  Eos: {
    leaf: "whiteOak",
    handle: "recessed",
    pattern: (p) => {
      let d = "";
      let y = p.h * 0.96;
      let gap = 6;
      while (y > p.h * 0.05) {
        d += `M0 ${n(y)}H${p.w}`;
        y -= gap;
        gap *= 1.14;
      }
      return p.grooves([d]) + `<path d="M${n(p.w * 0.2)} ${n(p.h)}a${n(p.w * 0.3)} ${n(p.w * 0.3)} 0 0 1 ${n(p.w * 0.6)} 0Z" fill="${BRASS}" opacity="0.9"/>`;
    },
  },
  Hera: {
    leaf: "aegean",
    handle: "short",
    pattern: (p) => {
      let d = "";
      const cx = p.w / 2;
      const cy = p.h * 0.9;
      for (let k = 1; k <= 7; k++) d += `M${n(cx - k * 26)} ${n(cy)}a${n(k * 26)} ${n(k * 30)} 0 0 1 ${n(k * 52)} 0`;
      return p.inlay(d, 1.8) + p.disc(cx, cy, 8);
    },
  },
  Hermes: {
    leaf: "black",
    handle: "long",
    pattern: (p) => {
      let out = "";
      for (let k = 0; k < 5; k++) {
        const y = p.h * 0.3 + k * 16;
        out += p.inlayRect(p.w * 0.1 + k * 10, y, p.w * 0.55 - k * 20, 4);
      }
      for (let k = 0; k < 5; k++) {
        const y = p.h * 0.62 + k * 16;
        out += p.inlayRect(p.w * 0.35 + k * 10, y, p.w * 0.55 - k * 20, 4);
      }
      return out;
    },
  },
  Hestia: {
    leaf: "anthracite",
    handle: "long",
    pattern: (p) => {
      let d = "";
      for (let y = p.h * 0.08; y < p.h * 0.95; y += 34) d += `M0 ${n(y)}H${n(p.w * 0.58)}`;
      return p.grooves([d]) + p.slit(p.w * 0.64, p.h * 0.06, 18, p.h * 0.88);
    },
  },
  Icarus: {
    leaf: "sand",
    handle: "long",
    pattern: (p) => {
      let d = "";
      for (let k = 0; k < 9; k++) d += `M${n(p.w * (0.1 + k * 0.1))} ${p.h}L${n(p.w * 0.55)} ${n(p.h * 0.22)}`;
      return p.grooves([d]) + p.ringInlay(p.w * 0.55, p.h * 0.12, p.w * 0.1, 2);
    },
  },
  Iris: {
    leaf: "charcoal",
    handle: "short",
    pattern: (p) => {
      const colors = ["#c9a063", "#b9824c", "#8fa7a0", "#7c93a8", "#a58cab"];
      let out = "";
      colors.forEach((c, k) => {
        const r = p.w * 0.42 - k * 14;
        out += `<path d="M${n(p.w / 2 - r)} ${n(p.h * 0.45)}a${n(r)} ${n(r)} 0 0 1 ${n(2 * r)} 0" fill="none" stroke="${c}" stroke-width="5"/>`;
      });
      return out + p.grooves([`M${n(p.w * 0.08)} ${n(p.h * 0.45)}V${n(p.h * 0.95)}M${n(p.w * 0.92)} ${n(p.h * 0.45)}V${n(p.h * 0.95)}`]);
    },
  },
  Nike: {
    leaf: "bronze",
    handle: "long",
    pattern: (p) => {
      let out = "";
      for (let k = 0; k < 8; k++) out += p.raised(p.w * 0.08, p.h * (0.88 - k * 0.1), p.w * (0.2 + k * 0.09), p.h * 0.06);
      return out;
    },
  },
  Odysseus: {
    leaf: "aegean",
    handle: "recessed",
    pattern: (p) => {
      let d = "";
      for (let y = p.h * 0.3; y < p.h * 0.96; y += 22) {
        d += `M0 ${n(y)}`;
        for (let x = 0; x < p.w; x += 40) d += `q10 -9 20 0t20 0`;
      }
      return p.grooves([d]) + p.disc(p.w * 0.7, p.h * 0.14, 16);
    },
  },
  Orion: {
    leaf: "black",
    handle: "short",
    pattern: (p) => {
      const stars = [[0.3, 0.12], [0.7, 0.16], [0.42, 0.36], [0.5, 0.38], [0.58, 0.4], [0.28, 0.62], [0.74, 0.66], [0.5, 0.85]];
      const pt = (k) => [p.w * stars[k][0], p.h * stars[k][1]];
      const links = [[0, 2], [1, 4], [2, 3], [3, 4], [2, 5], [4, 6], [5, 7], [6, 7]];
      const d = links.map(([a, b]) => `M${n(pt(a)[0])} ${n(pt(a)[1])}L${n(pt(b)[0])} ${n(pt(b)[1])}`).join("");
      return p.grooves([d]) + stars.map((_, k) => p.disc(pt(k)[0], pt(k)[1], k >= 2 && k <= 4 ? 5 : 7)).join("");
    },
  },
  Penelope: {
    leaf: "teak",
    handle: "long",
    pattern: (p) => {
      let out = "";
      const s = 30;
      for (let j = 0; j * s < p.h; j++) {
        for (let i = 0; i * s < p.w; i++) {
          const vertical = (i + j) % 2 === 0;
          for (let k = 0; k < 3; k++) {
            out += vertical
              ? rect(i * s + 4 + k * 8, j * s + 3, 5, s - 6, "#000", `opacity="${0.1 + k * 0.05}"`)
              : rect(i * s + 3, j * s + 4 + k * 8, s - 6, 5, "#fff", `opacity="${0.06 + k * 0.04}"`);
          }
        }
      }
      return out;
    },
  },
  Perseus: {
    leaf: "silver",
    handle: "short",
    pattern: (p) => p.ringInlay(p.w / 2, p.h * 0.45, p.w * 0.36, 3) + p.grooves([`M${n(p.w / 2)} 0V${p.h}M0 ${n(p.h * 0.45)}H${p.w}`]) + p.ringInlay(p.w / 2, p.h * 0.45, p.w * 0.1, 2),
  },
  Poseidon: {
    leaf: "charcoal",
    handle: "recessed",
    pattern: (p) => {
      const cx = p.w * 0.45;
      const d = `M${n(cx)} ${n(p.h * 0.95)}V${n(p.h * 0.1)}M${n(cx - 40)} ${n(p.h * 0.12)}V${n(p.h * 0.3)}Q${n(cx - 40)} ${n(p.h * 0.36)} ${n(cx)} ${n(p.h * 0.36)}Q${n(cx + 40)} ${n(p.h * 0.36)} ${n(cx + 40)} ${n(p.h * 0.3)}V${n(p.h * 0.12)}`;
      let waves = "";
      for (let y = p.h * 0.8; y < p.h; y += 14) {
        waves += `M0 ${n(y)}`;
        for (let x = 0; x < p.w; x += 30) waves += `q7.5 -6 15 0t15 0`;
      }
      return p.inlay(d, 4) + p.grooves([waves]);
    },
  },
  Prometheus: {
    leaf: "corten",
    handle: "long",
    pattern: (p) => {
      let out = "";
      const cols = [[0.14, 0.5], [0.3, 0.3], [0.46, 0.6], [0.62, 0.2]];
      for (const [x, top] of cols) out += p.slit(p.w * x, p.h * top, 10, p.h * (0.94 - top));
      return out;
    },
  },
  Selene: {
    leaf: "whiteOak",
    handle: "short",
    pattern: (p) => {
      let d = "";
      for (let y = p.h * 0.05; y < p.h; y += 12) d += `M0 ${n(y)}H${p.w}`;
      const cx = p.w / 2;
      const cy = p.h * 0.32;
      const r = p.w * 0.3;
      return p.grooves([d], 0.6) + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#e8e2d4"/><path d="M${n(cx)} ${n(cy - r)}a${n(r)} ${n(r)} 0 0 1 0 ${n(2 * r)}a${n(r * 0.55)} ${n(r)} 0 0 0 0 ${n(-2 * r)}Z" fill="${BRASS}"/>`;
    },
  },
  Zeus: {
    leaf: "anthracite",
    handle: "long",
    pattern: (p) => {
      const d = `M${n(p.w * 0.62)} ${n(p.h * 0.05)}L${n(p.w * 0.3)} ${n(p.h * 0.46)}L${n(p.w * 0.52)} ${n(p.h * 0.46)}L${n(p.w * 0.26)} ${n(p.h * 0.95)}L${n(p.w * 0.72)} ${n(p.h * 0.38)}L${n(p.w * 0.5)} ${n(p.h * 0.38)}L${n(p.w * 0.74)} ${n(p.h * 0.05)}Z`;
      return `<path d="${d}" fill="${BRASS}"/><path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1"/>`;
    },
  },
};

export const PIVOT_DESIGN_NAMES = Object.keys(DESIGNS);

/** Pattern helpers bound to a leaf of size w x h and colour. */
function painter(defs, w, h, color) {
  const dark = shade(color, 0.45);
  const light = tint(color, 0.22);
  const p = {
    w,
    h,
    grooves(paths, width = 1.6) {
      return paths
        .map((d) => `<path d="${d}" fill="none" stroke="${light}" stroke-width="${width}" stroke-opacity="0.55" transform="translate(0.9 0.9)"/><path d="${d}" fill="none" stroke="${dark}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`)
        .join("");
    },
    inlay(d, width = 2) {
      return `<path d="${d}" fill="none" stroke="${shade(BRASS, 0.35)}" stroke-width="${width + 1}" stroke-linejoin="round" stroke-linecap="square"/><path d="${d}" fill="none" stroke="${BRASS}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="square"/>`;
    },
    inlayRect(x, y, rw, rh) {
      return rect(x, y, rw, rh, BRASS) + rect(x, y, rw, rh * 0.35, "#fff", `opacity="0.3"`);
    },
    ringInlay(cx, cy, r, width = 2) {
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${shade(BRASS, 0.35)}" stroke-width="${width + 1}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${BRASS}" stroke-width="${width}"/>`;
    },
    disc(cx, cy, r) {
      return circle(cx, cy, r, BRASS) + circle(cx - r * 0.25, cy - r * 0.25, r * 0.45, "#fff", `opacity="0.3"`);
    },
    raised(x, y, rw, rh) {
      return rect(x, y, rw, rh, light, `opacity="0.35"`) + rect(x + 1.6, y + 1.6, rw - 1.6, rh - 1.6, dark, `opacity="0.45"`) + rect(x + 1.6, y + 1.6, rw - 3.2, rh - 3.2, color);
    },
    /** A crescent: the disc at cx, cy minus the same disc shifted right by dx. */
    crescent(cx, cy, r, dx) {
      const hy = Math.sqrt(r * r - (dx / 2) * (dx / 2));
      const x = cx + dx / 2;
      return `<path d="M${n(x)} ${n(cy - hy)}A${n(r)} ${n(r)} 0 1 0 ${n(x)} ${n(cy + hy)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(cy - hy)}Z" fill="${BRASS}"/>`;
    },
    slit(x, y, sw, sh) {
      const glass = defs.linear([[0, "#e9eef0"], [1, "#b9c7cd"]]);
      return rect(x - 1.5, y - 1.5, sw + 3, sh + 3, dark) + rect(x, y, sw, sh, glass) + rect(x, y, sw * 0.3, sh, "#fff", `opacity="0.4"`);
    },
    meander(x0, y, width, scale) {
      const step = 24 * scale * 1.6;
      const hh = 12 * scale * 1.6;
      let d = "";
      for (let x = x0 + 6; x + step <= x0 + width; x += step) {
        const u = step / 24;
        d += `M${n(x)} ${n(y + hh)}h${n(20 * u)}V${n(y)}H${n(x + 6 * u)}v${n(6 * u)}h${n(8 * u)}V${n(y + 5 * u)}h${n(-6 * u)}`;
      }
      return this.inlay(d, 2);
    },
  };
  return p;
}

/** The face of a pivot door leaf with a named design, drawn at x, y, w x h (used by scenes too). */
export function pivotFace(defs, name, x, y, w, h) {
  const design = DESIGNS[name] || DESIGNS.Achilles;
  const leaf = LEAVES[design.leaf];
  const p = painter(defs, w, h, leaf.color);
  let out = rect(0, 0, w, h, leaf.color);
  if (leaf.metallic) out += rect(0, 0, w, h, defs.linear([[0, "#ffffff", 0.16], [0.5, "#ffffff", 0], [1, "#000000", 0.18]], [0, 0, 1, 1]));
  else out += rect(0, 0, w, h, defs.linear([[0, "#ffffff", 0.07], [1, "#000000", 0.12]], [0, 0, 1, 1]));
  if (leaf.grain) {
    const r = rng(hashString(name));
    let d = "";
    for (let gx = 3; gx < w; gx += r.range(3, 7)) {
      d += `M${n(gx)} 0`;
      for (let gy = 0; gy < h; gy += 60) d += `q${n(r.range(-2, 2))} 30 0 60`;
    }
    out += `<path d="${d}" fill="none" stroke="${shade(leaf.color, 0.25)}" stroke-width="0.7" opacity="0.6"/>`;
  }
  out += `<g>${design.pattern(p)}</g>`;
  const hx = w * 0.86;
  const metal = leaf.color === "#c9b99c" || design.leaf === "whiteOak" ? "#2f3236" : design.leaf === "bronze" || design.leaf === "corten" ? STEEL : BRASS;
  switch (design.handle) {
    case "long":
      out += rect(hx - 4, h * 0.16, 8, h * 0.68, shade(metal, 0.35), `rx="4"`) + rect(hx - 3, h * 0.16, 6, h * 0.68, metal, `rx="3"`) + rect(hx - 2.5, h * 0.16, 2, h * 0.68, "#fff", `opacity="0.35"`);
      break;
    case "short":
      out += rect(hx - 4, h * 0.36, 8, h * 0.26, shade(metal, 0.35), `rx="4"`) + rect(hx - 3, h * 0.36, 6, h * 0.26, metal, `rx="3"`) + rect(hx - 2.5, h * 0.36, 2, h * 0.26, "#fff", `opacity="0.35"`);
      break;
    case "recessed":
      out += rect(hx - 5, h * 0.38, 10, h * 0.22, shade(leaf.color, 0.6), `rx="5"`) + rect(hx - 5, h * 0.38, 10, 3, "#000", `opacity="0.4"`);
      break;
    case "ring":
      out += `<circle cx="${n(hx - 4)}" cy="${n(h * 0.52)}" r="14" fill="none" stroke="${shade(metal, 0.3)}" stroke-width="5"/><circle cx="${n(hx - 4)}" cy="${n(h * 0.52)}" r="14" fill="none" stroke="${metal}" stroke-width="3.5"/>`;
      break;
    default:
      break;
  }
  return `<g transform="translate(${n(x)} ${n(y)})"><g ${defs.clip(rect(0, 0, w, h, "#000"))}>${out}</g></g>`;
}

/** A pivot design as an image: the leaf in its frame against a pale wall and floor. */
export function pivotSvg(name, outW) {
  const defs = new Defs("v");
  const W = PIVOT_VW;
  const H = PIVOT_VH;
  let out = rect(0, 0, W, H, defs.linear([[0, "#f4f0e7"], [1, "#e4ddcf"]]));
  out += rect(0, H - 34, W, 34, defs.linear([[0, "#cfc6b4"], [1, "#bfb49f"]]));
  // Soft shadow and frame.
  out += rect(34, 30, W - 58, H - 62, "#000", `opacity="0.08"`);
  out += rect(28, 24, W - 56, H - 58, "#2e3236");
  out += rect(28, 24, W - 56, 2, "#5b6167");
  out += pivotFace(defs, name, 36, 32, W - 72, H - 74);
  // Floor reflection line.
  out += rect(28, H - 34, W - 56, 2, "#a99e88");
  return svgDoc(W, H, outW, defs.toString(), out);
}

