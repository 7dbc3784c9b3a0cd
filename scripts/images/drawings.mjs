// Technical drawings: typology diagrams (1:1, with captions) and section drawings (3:4, labelled only with the
// depth given in the product's specifications).
import { C, Defs, n, rect, svgDoc } from "./common.mjs";
import { textPath, textWidth } from "../lib/text.mjs";

const INK = C.aegeanDark;
const GLASS = "#dbe8ef";
const ACCENT = C.bronze;
const PAPER = C.ivory;

// ---------------------------------------------------------------------------------------------
// Typologies

const T = 600;

function glassRect(x, y, w, h) {
  let out = rect(x, y, w, h, GLASS);
  const k = Math.min(w, h);
  out += `<path d="M${n(x + w * 0.18)} ${n(y + h * 0.12 + k * 0.16)}l${n(k * 0.16)} ${n(-k * 0.16)}M${n(x + w * 0.18)} ${n(y + h * 0.12 + k * 0.3)}l${n(k * 0.3)} ${n(-k * 0.3)}" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>`;
  return out;
}

function outline(x, y, w, h, width = 3) {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${INK}" stroke-width="${width}"/>`;
}

/** A frame with a sash or glass inside, drawn as an elevation. */
function unit(x, y, w, h, { sash = true } = {}) {
  const f = 12;
  let out = rect(x, y, w, h, "#eef1f2") + outline(x, y, w, h, 3);
  if (sash) {
    out += outline(x + f, y + f, w - 2 * f, h - 2 * f, 2.2);
    out += glassRect(x + f + 10, y + f + 10, w - 2 * f - 20, h - 2 * f - 20) + outline(x + f + 10, y + f + 10, w - 2 * f - 20, h - 2 * f - 20, 1.2);
  } else {
    out += glassRect(x + f, y + f, w - 2 * f, h - 2 * f) + outline(x + f, y + f, w - 2 * f, h - 2 * f, 1.4);
  }
  return out;
}

/** The dashed opening triangle: apex on the hinge side ("left", "right", "top", "bottom"). */
function opening(x, y, w, h, hinge) {
  const f = 22;
  const x0 = x + f;
  const y0 = y + f;
  const x1 = x + w - f;
  const y1 = y + h - f;
  const my = (y0 + y1) / 2;
  const mx = (x0 + x1) / 2;
  const d = {
    left: `M${n(x1)} ${n(y0)}L${n(x0)} ${n(my)}L${n(x1)} ${n(y1)}`,
    right: `M${n(x0)} ${n(y0)}L${n(x1)} ${n(my)}L${n(x0)} ${n(y1)}`,
    top: `M${n(x0)} ${n(y1)}L${n(mx)} ${n(y0)}L${n(x1)} ${n(y1)}`,
    bottom: `M${n(x0)} ${n(y0)}L${n(mx)} ${n(y1)}L${n(x1)} ${n(y0)}`,
  }[hinge];
  return `<path d="${d}" fill="none" stroke="${ACCENT}" stroke-width="2.2" stroke-dasharray="10 7"/>`;
}

function handle(x, y, vertical = true) {
  return vertical ? rect(x - 3, y - 16, 6, 32, INK, `rx="3"`) : rect(x - 16, y - 3, 32, 6, INK, `rx="3"`);
}

function arrow(x1, y, x2) {
  const dir = Math.sign(x2 - x1);
  return `<path d="M${n(x1)} ${n(y)}H${n(x2)}M${n(x2)} ${n(y)}l${n(-dir * 14)} -9M${n(x2)} ${n(y)}l${n(-dir * 14)} 9" stroke="${ACCENT}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Plan line under a door elevation: the wall ends and the opening. */
function planWalls(x0, x1, y) {
  return rect(x0 - 50, y - 8, 50, 16, INK, `opacity="0.85"`) + rect(x1, y - 8, 50, 16, INK, `opacity="0.85"`);
}

function typologyBody(kind) {
  let out = "";
  // Window-sized units sit in a square-ish area; doors in a wide one with a plan below.
  const win = { x: 170, y: 70, w: 260, h: 330 };
  const door = { x: 70, y: 60, w: 460, h: 290 };
  const planY = 420;
  switch (kind) {
    case "fixed":
      out += unit(win.x, win.y, win.w, win.h, { sash: false });
      break;
    case "single-sash":
      out += unit(win.x, win.y, win.w, win.h) + opening(win.x, win.y, win.w, win.h, "left") + handle(win.x + win.w - 24, win.y + win.h / 2);
      break;
    case "double-sash": {
      const w = 380;
      const x = 110;
      out += unit(x, win.y, w / 2, win.h) + unit(x + w / 2, win.y, w / 2, win.h);
      out += opening(x, win.y, w / 2, win.h, "left") + opening(x + w / 2, win.y, w / 2, win.h, "right");
      out += handle(x + w / 2 - 22, win.y + win.h / 2);
      break;
    }
    case "tilt-turn":
      out += unit(win.x, win.y, win.w, win.h) + opening(win.x, win.y, win.w, win.h, "left") + opening(win.x, win.y, win.w, win.h, "bottom") + handle(win.x + win.w - 24, win.y + win.h / 2);
      break;
    case "awning":
      out += unit(win.x, win.y + 60, win.w, win.h - 120) + opening(win.x, win.y + 60, win.w, win.h - 120, "top") + handle(win.x + win.w / 2, win.y + win.h - 84, false);
      break;
    case "bifold-three":
    case "bifold-five":
    case "bifold-seven": {
      const leaves = kind === "bifold-three" ? 3 : kind === "bifold-five" ? 5 : 7;
      const lw = door.w / leaves;
      for (let i = 0; i < leaves; i++) out += unit(door.x + i * lw, door.y, lw, door.h);
      for (let i = 0; i < leaves - 1; i++) if (kind !== "bifold-seven" || i !== 3) for (const hy of [0.15, 0.5, 0.85]) out += rect(door.x + (i + 1) * lw - 3, door.y + door.h * hy - 8, 6, 16, ACCENT);
      // Plan: leaves folding as a zig-zag toward the stack side(s).
      out += planWalls(door.x, door.x + door.w, planY);
      const fold = (x0, count, dir) => {
        let d = `M${n(x0)} ${planY}`;
        let x = x0;
        const step = lw * 0.55;
        for (let i = 0; i < count; i++) {
          x += dir * step;
          d += `L${n(x)} ${n(planY + (i % 2 === 0 ? Math.min(lw * 0.8, 70) : 0))}`;
        }
        return `<path d="${d}" fill="none" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>`;
      };
      if (kind === "bifold-seven") {
        out += fold(door.x, 4, 1) + fold(door.x + door.w, 3, -1);
        out += arrow(door.x + 250, planY + 72, door.x + 120) + arrow(door.x + door.w - 230, planY + 72, door.x + door.w - 110);
      } else {
        out += fold(door.x, leaves, 1) + arrow(door.x + door.w - 60, planY + 30, door.x + leaves * lw * 0.55 + 40);
      }
      break;
    }
    case "lift-slide-two":
    case "lift-slide-three":
    case "lift-slide-four":
    case "two-panel-slide":
    case "three-panel-slide":
    case "four-panel-slide": {
      const panels = /two/.test(kind) ? 2 : /three/.test(kind) ? 3 : 4;
      const pw = door.w / panels;
      const centre = panels === 4;
      for (let i = 0; i < panels; i++) out += unit(door.x + i * pw, door.y, pw, door.h);
      // Which panels slide.
      const sliding = centre ? [1, 2] : panels === 3 ? [1] : [1];
      for (const i of sliding) {
        const dir = centre ? (i === 1 ? -1 : 1) : -1;
        const cx = door.x + i * pw + pw / 2;
        out += arrow(cx - dir * pw * 0.25, door.y + door.h * 0.5, cx + dir * pw * 0.25);
        out += handle(door.x + i * pw + (dir < 0 ? 28 : pw - 28), door.y + door.h * 0.5 + 40);
      }
      // Plan: two tracks, sliding panels on the inner one.
      out += planWalls(door.x, door.x + door.w, planY);
      for (let i = 0; i < panels; i++) {
        const inner = sliding.includes(i);
        out += rect(door.x + i * pw - (inner ? 10 : 0), planY + (inner ? 14 : -6), pw + (inner ? 20 : 0), 10, inner ? ACCENT : INK);
      }
      if (/lift/.test(kind)) out += `<path d="M${n(door.x + door.w / 2 - 12)} ${planY + 62}v-18m0 0l-7 8m7 -8l7 8" stroke="${ACCENT}" stroke-width="3" fill="none"/>`;
      break;
    }
    case "pivot-offset":
    case "pivot-centred": {
      const x = 200;
      const w = 200;
      const y = 40;
      const h = 340;
      out += rect(x, y, w, h, "#e4dccd") + outline(x, y, w, h, 3) + outline(x + 12, y + 12, w - 24, h - 12, 2);
      for (let k = 1; k < 10; k++) out += `<path d="M${x + 12} ${n(y + 12 + k * 32)}H${x + w - 12}" stroke="${INK}" stroke-width="1" opacity="0.35"/>`;
      const px = kind === "pivot-offset" ? x + 12 + (w - 24) * 0.2 : x + w / 2;
      out += `<path d="M${n(px)} ${y - 14}V${y + h + 14}" stroke="${ACCENT}" stroke-width="2.4" stroke-dasharray="16 6 3 6"/>`;
      out += `<circle cx="${n(px)}" cy="${y + 12}" r="6" fill="${ACCENT}"/><circle cx="${n(px)}" cy="${y + h}" r="6" fill="${ACCENT}"/>`;
      out += rect(x + w - 40, y + h * 0.3, 6, h * 0.4, INK, `rx="3"`);
      // Plan: the leaf turning about its pivot and the arcs it sweeps.
      const py = 450;
      out += planWalls(x, x + w, py);
      const a = (-62 * Math.PI) / 180;
      const lr = x + w - 12 - px;
      const ll = px - (x + 12);
      out += `<path d="M${n(px - ll * Math.cos(a))} ${n(py - ll * Math.sin(a))}L${n(px + lr * Math.cos(a))} ${n(py + lr * Math.sin(a))}" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`;
      out += `<path d="M${n(px + lr)} ${py}A${n(lr)} ${n(lr)} 0 0 0 ${n(px + lr * Math.cos(a))} ${n(py + lr * Math.sin(a))}" fill="none" stroke="${ACCENT}" stroke-width="2" stroke-dasharray="8 6"/>`;
      out += `<path d="M${n(px - ll)} ${py}A${n(ll)} ${n(ll)} 0 0 0 ${n(px - ll * Math.cos(a))} ${n(py - ll * Math.sin(a))}" fill="none" stroke="${ACCENT}" stroke-width="2" stroke-dasharray="8 6"/>`;
      out += `<circle cx="${n(px)}" cy="${py}" r="6" fill="${ACCENT}"/>`;
      break;
    }
    case "single-swing":
    case "single-swing-sidelite":
    case "double-swing": {
      const y = 36;
      const h = 270;
      const py = 340;
      const layouts = {
        "single-swing": [[220, 160, "left"]],
        "single-swing-sidelite": [[170, 160, "left"], [342, 90, null]],
        "double-swing": [[160, 140, "left"], [300, 140, "right"]],
      }[kind];
      const minX = layouts[0][0];
      const maxX = layouts[layouts.length - 1][0] + layouts[layouts.length - 1][1];
      out += outline(minX - 12, y - 12, maxX - minX + 24, h + 12, 3);
      for (const [x, w, hinge] of layouts) {
        if (hinge) {
          out += rect(x, y, w, h, "#e4dccd") + outline(x, y, w, h, 2.4) + outline(x + 16, y + 20, w - 32, h * 0.42, 1.2);
          out += opening(x, y, w, h, hinge);
          out += rect(hinge === "left" ? x + w - 24 : x + 18, y + h * 0.35, 6, h * 0.3, INK, `rx="3"`);
        } else out += glassRect(x, y, w, h) + outline(x, y, w, h, 2);
      }
      out += planWalls(minX - 12, maxX + 12, py);
      for (const [x, w, hinge] of layouts) {
        if (!hinge) {
          out += rect(x, py - 4, w, 8, GLASS) + outline(x, py - 4, w, 8, 1.5);
          continue;
        }
        const hx = hinge === "left" ? x : x + w;
        const ex = hinge === "left" ? x + w : x;
        out += `<path d="M${n(hx)} ${py}V${n(py + w)}" stroke="${INK}" stroke-width="6"/>`;
        out += `<path d="M${n(hx)} ${n(py + w)}A${w} ${w} 0 0 ${hinge === "left" ? 0 : 1} ${n(ex)} ${py}" fill="none" stroke="${ACCENT}" stroke-width="2" stroke-dasharray="8 6"/>`;
      }
      break;
    }
    case "curtain-grid": {
      const x = 90;
      const y = 50;
      const w = 420;
      const h = 400;
      const cols = 4;
      const rows = 4;
      for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) out += glassRect(x + (i * w) / cols, y + (j * h) / rows, w / cols, h / rows);
      for (let i = 0; i <= cols; i++) out += rect(x + (i * w) / cols - 5, y - 6, 10, h + 12, INK);
      for (let j = 0; j <= rows; j++) out += rect(x, y + (j * h) / rows - 3, w, 6, INK);
      out += `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="34" fill="none" stroke="${ACCENT}" stroke-width="2.4" stroke-dasharray="8 5"/>`;
      break;
    }
    case "curtain-corner": {
      // Two glazed faces meeting at a corner, in axonometric view.
      const cx = 300;
      const top = 40;
      const h = 330;
      const face = (dir) => {
        let o = "";
        const cols = 3;
        const rows = 4;
        const W = 200;
        const dy = 0.5;
        for (let i = 0; i < cols; i++) {
          for (let j = 0; j < rows; j++) {
            const x0 = cx + dir * (i * W) / cols;
            const x1 = cx + dir * ((i + 1) * W) / cols;
            const y0 = top + (j * h) / rows;
            const y1 = top + ((j + 1) * h) / rows;
            o += `<polygon points="${n(x0)},${n(y0 + Math.abs(x0 - cx) * dy)} ${n(x1)},${n(y0 + Math.abs(x1 - cx) * dy)} ${n(x1)},${n(y1 + Math.abs(x1 - cx) * dy)} ${n(x0)},${n(y1 + Math.abs(x0 - cx) * dy)}" fill="${dir > 0 ? GLASS : "#c9dbe4"}" stroke="${INK}" stroke-width="4"/>`;
          }
        }
        return o;
      };
      out += face(-1) + face(1);
      out += rect(cx - 3, top - 6, 6, h + 12, ACCENT);
      break;
    }
    default:
      out += unit(win.x, win.y, win.w, win.h, { sash: false });
  }
  return out;
}

/** A typology diagram with its caption. */
export function typologySvg(typology, outW) {
  const defs = new Defs("y");
  let out = rect(0, 0, T, T, PAPER);
  out += `<rect x="14" y="14" width="${T - 28}" height="${T - 28}" fill="none" stroke="${C.stone}" stroke-width="2"/>`;
  out += `<g>${typologyBody(typology.kind)}</g>`;
  // Caption, shrunk to fit.
  let size = 26;
  while (size > 14 && textWidth(typology.caption, { face: "sans", size }) > T - 80) size -= 1;
  out += rect(T / 2 - 24, 522, 48, 3, ACCENT);
  out += textPath(typology.caption, { x: T / 2, y: 562, face: "sans", size, fill: INK, anchor: "middle" });
  return svgDoc(T, T, outW, defs.toString(), out);
}

// ---------------------------------------------------------------------------------------------
// Sections

const SW = 600;
const SH = 800;

/** The depth to label: "Frame depth" or "Sash depth" from the specifications, as shown there. Never invented. */
export function sectionDepth(product) {
  const spec = product.specifications.find((s) => /^(frame|sash) depth$/i.test(s.label.trim()));
  if (!spec) return null;
  const mm = Number.parseFloat(spec.value.replace(/[^0-9.]/g, ""));
  if (!Number.isFinite(mm)) return null;
  return { mm, label: `${spec.value} ${spec.unit}`.trim(), sash: /sash/i.test(spec.label) };
}

/** Largest glazing thickness in the specifications, used only to choose double or triple panes (never labelled). */
function glazingMm(product) {
  const spec = product.specifications.find((s) => /glazing thickness/i.test(s.label));
  if (!spec) return 28;
  const nums = spec.value.match(/[0-9.]+/g)?.map(Number) || [28];
  return Math.max(...nums);
}

function hatchDefs(defs) {
  const id = defs.id();
  defs.add(`<pattern id="${id}" patternUnits="userSpaceOnUse" width="7" height="7" patternTransform="rotate(45)"><rect width="7" height="7" fill="#e9edf0"/><rect width="1.4" height="7" fill="${INK}" opacity="0.55"/></pattern>`);
  const foam = defs.id();
  defs.add(`<pattern id="${foam}" patternUnits="userSpaceOnUse" width="10" height="10"><rect width="10" height="10" fill="#f6eedd"/><circle cx="3" cy="3" r="1.3" fill="${ACCENT}" opacity="0.7"/><circle cx="8" cy="8" r="1.1" fill="${ACCENT}" opacity="0.5"/></pattern>`);
  const steel = defs.id();
  defs.add(`<pattern id="${steel}" patternUnits="userSpaceOnUse" width="6" height="6"><rect width="6" height="6" fill="#dfe3e6"/><path d="M0 0L6 6M6 0L0 6" stroke="${INK}" stroke-width="0.7" opacity="0.6"/></pattern>`);
  return { alu: `url(#${id})`, foam: `url(#${foam})`, steel: `url(#${steel})` };
}

const stroke = (w = 1.6) => `stroke="${INK}" stroke-width="${w}"`;

function box(x, y, w, h, fill, sw = 1.6, extra = "") {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${stroke(sw)}${extra ? ` ${extra}` : ""}/>`;
}

function gasket(x, y, w = 6, h = 10) {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(w, h) / 2)}" fill="#1d2226"/>`;
}

/**
 * One profile (frame + sash + glazing edge) across a depth D (px), drawn with the frame at y = 0 and the glass
 * leaving upwards (towards negative y) - the caller flips it for the head. Exterior on the left.
 */
function profile(D, pat, { pvc = false, panes = 2, glazing = 40, withFrame = true }) {
  let out = "";
  const fh = 60;
  const sh = 70;
  // Frame.
  if (!withFrame) {
    // Sash only (meeting sashes).
  } else if (pvc) {
    out += box(0, 0, D, fh, "#f7f7f5", 2);
    const cols = 5;
    for (let i = 0; i < cols; i++) out += box(6 + (i * (D - 12)) / cols, 8, (D - 12) / cols - 5, fh - 16, "#ffffff", 1.1);
    out += box(D * 0.42, 14, D * 0.22, fh - 28, pat.steel, 1.2);
  } else {
    out += box(0, 0, D * 0.36, fh, pat.alu, 2) + box(D * 0.58, 0, D * 0.42, fh, pat.alu, 2);
    out += box(6, 10, D * 0.36 - 14, fh - 20, "#ffffff", 1.1) + box(D * 0.58 + 8, 10, D * 0.42 - 16, fh - 20, "#ffffff", 1.1);
    out += box(D * 0.36, 0, D * 0.22, fh, pat.foam, 1.2);
    out += box(D * 0.36, 2, D * 0.22, 8, "#3b4348", 1) + box(D * 0.36, fh - 10, D * 0.22, 8, "#3b4348", 1);
  }
  // Sash above the frame, stepped in from the exterior face.
  const sx = D * 0.1;
  const sd = D * 0.9;
  const sy = -sh;
  if (pvc) {
    out += box(sx, sy, sd, sh - 4, "#f7f7f5", 2);
    for (let i = 0; i < 4; i++) out += box(sx + 6 + (i * (sd - 12)) / 4, sy + 34, (sd - 12) / 4 - 5, sh - 44, "#ffffff", 1.1);
    out += box(sx + sd * 0.45, sy + 38, sd * 0.22, sh - 52, pat.steel, 1.1);
  } else {
    out += box(sx, sy + 30, sd * 0.34, sh - 34, pat.alu, 2) + box(sx + sd * 0.56, sy + 30, sd * 0.44, sh - 34, pat.alu, 2);
    out += box(sx + sd * 0.34, sy + 30, sd * 0.22, sh - 34, pat.foam, 1.2);
    out += box(sx + sd * 0.34, sy + 32, sd * 0.22, 7, "#3b4348", 1) + box(sx + sd * 0.34, sy + sh - 12, sd * 0.22, 7, "#3b4348", 1);
  }
  // Gaskets between frame and sash: outer, centre, inner.
  if (withFrame) out += gasket(sx + 4, -8, 10, 8) + gasket(D * 0.47, -8, 10, 8) + gasket(D - 18, -8, 10, 8);
  // Glazing unit sitting in the sash rebate and leaving upwards.
  const gw = Math.min(D * 0.62, glazing * (D / 95));
  const gx = sx + (sd - gw) * 0.42;
  const paneW = Math.max(4, gw * (panes === 3 ? 0.14 : 0.2));
  const gap = (gw - panes * paneW) / (panes - 1);
  for (let i = 0; i < panes; i++) {
    const px = gx + i * (paneW + gap);
    out += box(px, -400, paneW, 400 - 8 + sy + 34, GLASS, 1.2);
    if (i < panes - 1) out += rect(px + paneW, sy + 34 - 22, gap, 14, "#4a5258") + rect(px + paneW, sy + 34 - 8, gap, 6, "#1d2226");
  }
  // Beads and glazing gaskets.
  out += box(gx + gw + 2, sy + 2, sx + sd - (gx + gw + 2) - 2, 26, pat.alu, 1.4);
  out += gasket(gx - 9, sy + 4, 8, 22) + gasket(gx + gw + 1, sy + 4, 8, 22);
  return out;
}

function breakLine(x0, x1, y) {
  const mid = (x0 + x1) / 2;
  return `<path d="M${n(x0 - 20)} ${n(y)}H${n(mid - 12)}l6 -14l12 28l6 -14H${n(x1 + 20)}" fill="none" ${stroke(1.6)}/>`;
}

function dimension(x0, x1, y, label) {
  let out = `<path d="M${n(x0)} ${n(y - 26)}V${n(y + 10)}M${n(x1)} ${n(y - 26)}V${n(y + 10)}" ${stroke(1.2)}/>`;
  out += `<path d="M${n(x0)} ${n(y)}H${n(x1)}" ${stroke(1.6)}/>`;
  out += `<path d="M${n(x0 + 14)} ${n(y - 6)}L${n(x0)} ${n(y)}L${n(x0 + 14)} ${n(y + 6)}M${n(x1 - 14)} ${n(y - 6)}L${n(x1)} ${n(y)}L${n(x1 - 14)} ${n(y + 6)}" fill="none" ${stroke(1.6)}/>`;
  out += rect((x0 + x1) / 2 - textWidth(label, { face: "sans-bold", size: 26 }) / 2 - 10, y + 14, textWidth(label, { face: "sans-bold", size: 26 }) + 20, 36, PAPER);
  out += textPath(label, { x: (x0 + x1) / 2, y: y + 42, face: "sans-bold", size: 26, fill: INK, anchor: "middle" });
  return out;
}

/** Which detail a section caption asks for. */
function sectionKind(product, caption) {
  const c = caption.toLowerCase();
  if (/mullion/.test(c)) return "mullion";
  if (/transom/.test(c)) return "transom";
  if (/threshold/.test(c)) return "threshold";
  if (/centre seal|center seal/.test(c)) return "centre-seal";
  if (/meeting|interlock|two folding leaves/.test(c)) return "meeting";
  if (/horizontal/.test(c) && (product.kind === "pivot" || product.kind === "swing")) return "door-jamb";
  return "sill-head";
}

/** A section drawing for section n (0-based) of a product. */
export function sectionSvg(product, index, outW) {
  const defs = new Defs("s");
  const pat = hatchDefs(defs);
  const caption = product.sections[index]?.caption || "";
  const kind = sectionKind(product, caption);
  const depth = sectionDepth(product);
  const pvc = /upvc|pvc/i.test(`${product.subtitle} ${product.manufacturer}`) || /rehau|koemmerling|kömmerling/i.test(product.manufacturer + product.title);
  const panes = glazingMm(product) >= 44 ? 3 : 2;
  // Scale: millimetres to drawing units, the same for every product so deeper frames look deeper.
  const k = 3.1;
  const mm = depth ? (depth.sash ? depth.mm * 1.12 : depth.mm) : product.kind === "curtain-wall" ? 0 : 80;
  const D = mm * k;
  const x0 = SW / 2 - D / 2 + 10;
  let out = rect(0, 0, SW, SH, PAPER);
  // Faint drawing grid and a border.
  let grid = "";
  for (let x = 40; x < SW; x += 40) grid += `M${x} 20V${SH - 20}`;
  for (let y = 40; y < SH; y += 40) grid += `M20 ${y}H${SW - 20}`;
  out += `<path d="${grid}" stroke="${C.stone}" stroke-width="0.7" opacity="0.6"/>`;
  out += `<rect x="14" y="14" width="${SW - 28}" height="${SH - 28}" fill="none" stroke="${C.stone}" stroke-width="2"/>`;
  const opts = { pvc, panes, glazing: glazingMm(product) };
  let dimSpan = [x0, x0 + D];
  if (depth?.sash) dimSpan = [x0 + D * 0.1, x0 + D];
  switch (kind) {
    case "meeting": {
      // Two sashes meeting: the upper one flipped, both with glass leaving away from the meeting line.
      const slide = product.kind === "lift-and-slide" || product.kind === "slim-slider";
      const off = slide ? D * 0.28 : 0;
      const sashOpts = { ...opts, withFrame: false };
      out += `<g transform="translate(${n(x0 - off / 2)} ${n(SH / 2 + 68)})">${profile(D - off * 0.5, pat, sashOpts)}</g>`;
      out += `<g transform="translate(${n(x0 + off / 2)} ${n(SH / 2 - 68)}) scale(1 -1)">${profile(D - off * 0.5, pat, sashOpts)}</g>`;
      out += gasket(x0 + D * 0.2, SH / 2 - 4, 12, 8) + gasket(x0 + D * 0.7, SH / 2 - 4, 12, 8);
      out += breakLine(x0, x0 + D, 110) + breakLine(x0, x0 + D, SH - 140);
      out += rect(0, 0, SW, 96, PAPER) + rect(0, SH - 126, SW, 126, PAPER);
      break;
    }
    case "mullion":
    case "transom": {
      // Curtain wall: a deep mullion box with pressure plate and cap, glass on either side.
      const cx = SW / 2;
      const top = 190;
      const mw = 50 * k * 1.1;
      const md = 150 * k * 1.05;
      const g = (x, w) => box(x, top + 28, w, 12, GLASS, 1.2) + box(x, top + 48, w, 12, GLASS, 1.2) + (panes === 3 ? box(x, top + 68, w, 12, GLASS, 1.2) : "");
      const body =
        g(40, cx - mw / 2 - 50) +
        g(cx + mw / 2 + 10, SW - 40 - (cx + mw / 2 + 10)) +
        box(cx - mw / 2, top - 6, mw, 30, pat.alu, 2) +
        box(cx - mw / 2 + 10, top - 30, mw - 20, 24, pat.alu, 1.6) +
        box(cx - 8, top + 24, 16, 70, pat.foam, 1.2) +
        box(cx - mw / 2 + 16, top + 94, mw - 32, md - 94, pat.alu, 2) +
        box(cx - mw / 2 + 28, top + 110, mw - 56, md - 130, "#ffffff", 1.2) +
        gasket(cx - mw / 2 - 8, top + 22, 10, 8) + gasket(cx + mw / 2 - 2, top + 22, 10, 8) + gasket(cx - mw / 2 - 8, top + 88, 10, 8) + gasket(cx + mw / 2 - 2, top + 88, 10, 8);
      out += kind === "transom" ? `<g transform="translate(-70 0) rotate(-90 ${SW / 2} ${SH / 2 - 30})">${body}</g>` : body;
      break;
    }
    case "threshold":
    case "door-jamb": {
      // A door leaf (insulated panel between aluminium skins) over a low threshold on the floor.
      const floorY = kind === "threshold" ? 560 : 520;
      const leafD = D * 0.82;
      const lx = x0 + D * 0.09;
      out += box(lx, 90, leafD, floorY - 120, pat.foam, 1.4) + box(lx, 90, 8, floorY - 120, pat.alu, 1.4) + box(lx + leafD - 8, 90, 8, floorY - 120, pat.alu, 1.4);
      out += box(lx, floorY - 56, leafD, 30, pat.alu, 1.8) + gasket(lx + 10, floorY - 26, 12, 10) + gasket(lx + leafD - 24, floorY - 26, 12, 10);
      out += box(x0, floorY - 16, D, 16, pat.alu, 2) + box(x0 + D * 0.38, floorY - 16, D * 0.2, 16, "#3b4348", 1);
      if (kind === "threshold") {
        out += box(40, floorY, SW - 80, 26, "#d9d2c4", 1.4) + box(40, floorY + 26, SW - 80, 90, pat.steel, 1.4) + box(x0 + D, floorY - 6, SW - 40 - x0 - D, 6, "#b88f63", 1);
      } else {
        out += box(x0, floorY, D, 60, pat.alu, 2) + box(x0 + D * 0.36, floorY, D * 0.22, 60, pat.foam, 1.2);
      }
      out += breakLine(x0, x0 + D, 110);
      out += rect(0, 0, SW, 100, PAPER);
      break;
    }
    case "centre-seal": {
      // A close-up of sash and frame: three gasket lines, the centre seal in the middle of the depth.
      const z = 1.7;
      out += `<g transform="translate(${n(SW / 2 - (D * z) / 2)} ${n(SH / 2 + 120)}) scale(${z})">${profile(D, pat, opts)}</g>`;
      out += `<circle cx="${n(SW / 2 - (D * z) / 2 + D * 0.47 * z + 8)}" cy="${n(SH / 2 + 120 - 5 * z)}" r="34" fill="none" stroke="${ACCENT}" stroke-width="3"/>`;
      out += breakLine(SW / 2 - (D * z) / 2, SW / 2 + (D * z) / 2, 120);
      out += rect(0, 0, SW, 106, PAPER);
      dimSpan = [SW / 2 - (D * z) / 2, SW / 2 + (D * z) / 2];
      break;
    }
    default: {
      // Vertical section: the head at the top (flipped) and the sill at the bottom, glass between.
      out += `<g transform="translate(${n(x0)} 150) scale(1 -1)">${profile(D, pat, opts)}</g>`;
      out += `<g transform="translate(${n(x0)} 620)">${profile(D, pat, opts)}</g>`;
      // Cut the glass in the middle with a break.
      out += rect(x0 - 30, 382, D + 60, 26, PAPER) + breakLine(x0, x0 + D, 382) + breakLine(x0, x0 + D, 408);
      break;
    }
  }
  // Exterior and interior marks: a small sun outside, a small house symbol inside.
  out += `<circle cx="46" cy="${SH - 60}" r="7" fill="none" stroke="${ACCENT}" stroke-width="2"/><path d="M46 ${SH - 76}v-6M46 ${SH - 44}v6M30 ${SH - 60}h-6M62 ${SH - 60}h6" stroke="${ACCENT}" stroke-width="2"/>`;
  out += `<path d="M${SW - 62} ${SH - 52}v-14l16 -12l16 12v14Z" fill="none" stroke="${INK}" stroke-width="2"/>`;
  if (depth && kind !== "mullion" && kind !== "transom") out += dimension(dimSpan[0], dimSpan[1], SH - 104, depth.label);
  return svgDoc(SW, SH, outW, defs.toString(), out);
}
