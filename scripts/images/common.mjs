// Shared drawing helpers for the generated illustrations: palette, seeded randomness, SVG building blocks.

export const C = {
  ivory: "#fbf8f1",
  marble: "#f1ece1",
  stone: "#ddd5c5",
  stoneDark: "#b9ae99",
  aegean: "#0b3c5d",
  aegeanDark: "#072a42",
  bronze: "#8a5a22",
  bronzeLight: "#e2b77a",
  anthracite: "#2e3338",
  graphite: "#44494f",
  white: "#ffffff",
};

/** Frame finishes used on windows and doors. */
export const FINISHES = {
  anthracite: { frame: "#33383d", edge: "#1f2327", light: "#4a5056" },
  black: { frame: "#22262a", edge: "#111315", light: "#3a3f44" },
  bronze: { frame: "#7a5128", edge: "#573613", light: "#9b6c3a" },
  white: { frame: "#f2f0ea", edge: "#c9c5bb", light: "#ffffff" },
  silver: { frame: "#9aa0a5", edge: "#6f757a", light: "#c3c8cc" },
};

// ---------------------------------------------------------------------------------------------
// Seeded randomness: the same id always draws the same picture.

export function hashString(text) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export function rng(seed) {
  let a = typeof seed === "number" ? seed >>> 0 : hashString(String(seed));
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    fork: (label) => rng(hashString(`${a}:${label}`)),
  };
  return r;
}

// ---------------------------------------------------------------------------------------------
// Colour.

function parse(hex) {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb) {
  return `#${rgb.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("")}`;
}

/** Linear mix of two hex colours, t = 0 gives a, 1 gives b. */
export function mix(a, b, t) {
  const x = parse(a);
  const y = parse(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

export const shade = (color, t) => mix(color, "#000000", t);
export const tint = (color, t) => mix(color, "#ffffff", t);

// ---------------------------------------------------------------------------------------------
// SVG building blocks.

export const n = (v) => (Math.round(v * 10) / 10).toString();

export function pts(points) {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

export function rect(x, y, w, h, fill, extra = "") {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function poly(points, fill, extra = "") {
  return `<polygon points="${pts(points)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function line(x1, y1, x2, y2, stroke, width = 1, extra = "") {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx, cy, r, fill, extra = "") {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function ellipse(cx, cy, rx, ry, fill, extra = "") {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** A smooth closed path through points (Catmull-Rom turned into cubic Béziers), open at the ends. */
export function smoothPath(points, close = "") {
  if (points.length < 2) return "";
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] || points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + close;
}

/** A smooth closed curve through points (Catmull-Rom). */
export function closedPath(points) {
  const m = points.length;
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < m; i++) {
    const p0 = points[(i - 1 + m) % m];
    const p1 = points[i];
    const p2 = points[(i + 1) % m];
    const p3 = points[(i + 2) % m];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** An organic blob (tree crowns, shrubs): a wobbly ellipse. */
export function blob(cx, cy, rx, ry, r, wobble = 0.12, count = 9) {
  const points = [];
  const start = r.range(0, Math.PI * 2);
  for (let i = 0; i < count; i++) {
    const a = start + (i / count) * Math.PI * 2;
    const k = 1 + r.range(-wobble, wobble);
    points.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return closedPath(points);
}

/** Collects <defs> for one document and hands out unique ids. */
export class Defs {
  constructor(prefix = "d") {
    this.prefix = prefix;
    this.items = [];
    this.count = 0;
    this.memo = new Map();
  }
  id() {
    return `${this.prefix}${(this.count++).toString(36)}`;
  }
  add(markup) {
    this.items.push(markup);
  }
  /** A linear gradient; stops: [[offset, color, opacity?], ...]; dir: [x1, y1, x2, y2] in bounding-box units. */
  linear(stops, dir = [0, 0, 0, 1], extra = "") {
    const key = `l${JSON.stringify([stops, dir, extra])}`;
    if (this.memo.has(key)) return this.memo.get(key);
    const id = this.id();
    const s = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("");
    this.add(`<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}"${extra ? ` ${extra}` : ""}>${s}</linearGradient>`);
    const url = `url(#${id})`;
    this.memo.set(key, url);
    return url;
  }
  /** A linear gradient in user space, from (x1, y1) to (x2, y2). */
  linearUser(stops, x1, y1, x2, y2) {
    return this.linear(stops, [n(x1), n(y1), n(x2), n(y2)], `gradientUnits="userSpaceOnUse"`);
  }
  radial(stops, { cx = 0.5, cy = 0.5, r = 0.5, extra = "" } = {}) {
    const key = `r${JSON.stringify([stops, cx, cy, r, extra])}`;
    if (this.memo.has(key)) return this.memo.get(key);
    const id = this.id();
    const s = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
      .join("");
    this.add(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra ? ` ${extra}` : ""}>${s}</radialGradient>`);
    const url = `url(#${id})`;
    this.memo.set(key, url);
    return url;
  }
  /** A clip path from markup; returns the clip-path attribute. */
  clip(markup) {
    const id = this.id();
    this.add(`<clipPath id="${id}">${markup}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  blur(std) {
    const key = `b${std}`;
    if (this.memo.has(key)) return this.memo.get(key);
    const id = this.id();
    this.add(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`);
    const attr = `filter="url(#${id})"`;
    this.memo.set(key, attr);
    return attr;
  }
  toString() {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

/** A complete SVG document: logical viewBox vw x vh, rendered at outW pixels wide. */
export function svgDoc(vw, vh, outW, defs, body, box = [0, 0, vw, vh]) {
  const outH = Math.round((outW * box[3]) / box[2]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="${box.join(" ")}">${defs}${cheapOpacity(body)}</svg>`;
}

/**
 * `opacity` on a single shape makes librsvg composite it offscreen; fill-opacity (or stroke-opacity) looks the same
 * for a shape that is only filled (or only stroked) and renders several times faster.
 */
function cheapOpacity(markup) {
  return markup.replace(/<(rect|polygon|circle|ellipse|path)\b([^>]*?) opacity="([0-9.]+)"([^>]*)\/>/g, (whole, tag, before, value, after) => {
    const attrs = before + after;
    const stroked = /\bstroke="(?!none)/.test(attrs);
    const filled = !/\bfill="none"/.test(attrs);
    if (stroked && filled) return whole;
    if (/(fill|stroke)-opacity=/.test(attrs)) return whole;
    return `<${tag}${before} ${stroked ? "stroke" : "fill"}-opacity="${value}"${after}/>`;
  });
}

/** Clips a convex polygon to an axis-aligned rectangle (Sutherland-Hodgman). */
export function clipToRect(points, x0, y0, x1, y1) {
  const edges = [
    (p) => p[0] >= x0,
    (p) => p[0] <= x1,
    (p) => p[1] >= y0,
    (p) => p[1] <= y1,
  ];
  const cut = [
    (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])],
    (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])],
    (a, b) => [a[0] + ((b[0] - a[0]) * (y0 - a[1])) / (b[1] - a[1]), y0],
    (a, b) => [a[0] + ((b[0] - a[0]) * (y1 - a[1])) / (b[1] - a[1]), y1],
  ];
  let out = points;
  for (let e = 0; e < 4; e++) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      const inCur = edges[e](cur);
      const inPrev = edges[e](prev);
      if (inCur) {
        if (!inPrev) out.push(cut[e](prev, cur));
        out.push(cur);
      } else if (inPrev) out.push(cut[e](prev, cur));
    }
    if (!out.length) return out;
  }
  return out;
}

/** The Greek key (meander) as a stroked path along a row, as in the brand assets. */
export function meanderRow(x0, y, width, color, scale = 1, strokeWidth = 1.5) {
  const step = 24 * scale;
  const h = 12 * scale;
  let d = "";
  for (let x = x0; x + step <= x0 + width + 0.01; x += step) {
    d += `M${n(x)} ${n(y + h - 1)}h${n(20 * scale)}V${n(y + 1)}H${n(x + 6 * scale)}v${n(6 * scale)}h${n(8 * scale)}V${n(y + 5 * scale)}h${n(-6 * scale)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(strokeWidth * scale)}" stroke-linecap="square"/>`;
}

/** The brand sun: a disc with eight rays. */
export function sunMark(cx, cy, r, color) {
  let d = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    d += `M${n(cx + Math.cos(a) * r * 1.55)} ${n(cy + Math.sin(a) * r * 1.55)}L${n(cx + Math.cos(a) * r * 2.1)} ${n(cy + Math.sin(a) * r * 2.1)}`;
  }
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${color}"/><path d="${d}" stroke="${color}" stroke-width="${n(r * 0.28)}" stroke-linecap="round"/>`;
}
