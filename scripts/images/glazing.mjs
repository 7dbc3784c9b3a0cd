// Glass, frames and product elevations (bifold, lift-and-slide, slider, pivot, swing, windows, curtain wall).
import { clipToRect, circle, line, mix, n, poly, rect, shade, tint } from "./common.mjs";

/**
 * Glass looks. "reflect": daylight reflection of the sky over a dim interior; "lit": a warm lit interior
 * at dusk; "clear": a light tint over whatever is drawn behind (used when the view is drawn through the glass).
 */
export function glassFill(defs, env, mode) {
  if (mode === "lit") {
    return defs.linear([[0, "#f9dba6"], [0.55, "#f2bf78"], [1, "#d98f4e"]]);
  }
  if (mode === "clear") {
    return defs.linear([[0, "#dbe9ee", 0.22], [1, "#9fbfcc", 0.3]]);
  }
  if (mode === "night") {
    return defs.linear([[0, "#2c3d5c"], [1, "#18233a"]]);
  }
  const top = mix(env.horizon, "#d9e7ee", 0.5);
  const mid = mix(env.sky[Math.floor(env.sky.length / 2)][1], "#5d7f97", 0.55);
  const bottom = env.timeOfDay === "overcast" ? "#4f5e66" : "#34495a";
  return defs.linear([[0, top], [0.45, mid], [1, bottom]]);
}

/** Diagonal reflection streaks across a pane, continuous across neighbouring panes (bands in shared coordinates). */
export function streaks(x, y, w, h, bands, opacity = 0.22, color = "#ffffff") {
  let out = "";
  for (const [bx, bw, k] of bands) {
    const p = clipToRect(
      [
        [bx - k * y, y],
        [bx + bw - k * y, y],
        [bx + bw - k * (y + h), y + h],
        [bx - k * (y + h), y + h],
      ],
      x,
      y,
      x + w,
      y + h,
    );
    if (p.length >= 3) out += poly(p, color, `opacity="${opacity}"`);
  }
  return out;
}

/** Reflection bands for a glazed area starting at x0 and spanning width w. */
export function bandsFor(x0, w, r, count = 2) {
  const bands = [];
  for (let i = 0; i < count; i++) bands.push([x0 + r.range(0.05, 1.1) * w, r.range(0.04, 0.14) * w, r.range(0.35, 0.7)]);
  return bands;
}

/** A glass pane with its look, reflections and, when lit, a hint of the room inside. */
export function pane(defs, env, x, y, w, h, { mode = "reflect", bands = [], r, interior = true } = {}) {
  let out = rect(x, y, w, h, glassFill(defs, env, mode));
  if (mode === "lit" && interior && r) {
    // Ceiling shadow, a pendant lamp glow and the silhouette of furniture.
    out += rect(x, y, w, h * 0.1, "#b9774a", `opacity="0.35"`);
    if (w > 18 && r.chance(0.6)) {
      const lx = x + w * r.range(0.3, 0.7);
      out += line(lx, y, lx, y + h * 0.25, "#6b4a30", 0.8);
      out += circle(lx, y + h * 0.27, Math.min(w, h) * 0.05 + 1.2, "#fff1c9");
    }
    if (h > 30 && r.chance(0.5)) out += rect(x + w * 0.1, y + h * 0.78, w * 0.6, h * 0.22, "#8a5a3a", `opacity="0.45"`);
  }
  if (mode === "reflect" && interior) {
    out += rect(x, y + h * 0.72, w, h * 0.28, "#1d2a33", `opacity="0.22"`);
  }
  if (bands.length) out += streaks(x, y, w, h, bands, mode === "lit" ? 0.08 : mode === "clear" ? 0.18 : 0.2);
  return out;
}

/** A frame ring of thickness t around a rectangle (outer size), in a finish. */
export function frame(x, y, w, h, t, finish, { bottom = t } = {}) {
  const d = `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}Z M${n(x + t)} ${n(y + t)}v${n(h - t - bottom)}h${n(w - 2 * t)}v${n(-(h - t - bottom))}Z`;
  let out = `<path d="${d}" fill="${finish.frame}" fill-rule="evenodd"/>`;
  // A highlight on the top edge and a shadow line inside.
  out += rect(x, y, w, Math.max(0.6, t * 0.18), finish.light, `opacity="0.5"`);
  out += rect(x + t, y + t, w - 2 * t, Math.max(0.6, t * 0.35), "#000000", `opacity="0.18"`);
  return out;
}

/** A vertical pull handle bar. */
export function barHandle(x, y, h, color = "#b9b3a8", w = 3) {
  return `${rect(x - w / 2, y, w, h, color, `rx="${n(w / 2)}"`)}${rect(x - w / 2, y, w * 0.35, h, "#ffffff", `opacity="0.35"`)}`;
}

/** A lever handle (windows and lift-and-slide). */
export function leverHandle(x, y, size, color = "#cfcac0", down = true) {
  return `${rect(x - size * 0.12, y - size * 0.3, size * 0.24, size * 0.6, shade(color, 0.15), `rx="${n(size * 0.1)}"`)}${rect(x - size * 0.08, down ? y : y - size, size * 0.16, size, color, `rx="${n(size * 0.08)}"`)}`;
}

/** Options for product elevations. */
function opts(o) {
  return { mode: "reflect", state: "closed", bands: [], r: null, ...o };
}

// ---------------------------------------------------------------------------------------------
// Doors

/**
 * A bifold door in an opening. leaves: number of leaves; open: folded to one side ("left", "right", "both").
 * The space behind open leaves is left transparent so a scene can show the view or interior there.
 */
export function bifold(defs, env, x, y, w, h, o) {
  const { finish, leaves = 5, state, mode, bands, r, stack = "left" } = opts(o);
  const t = Math.max(2.5, w * 0.012);
  let out = frame(x, y, w, h, t, finish);
  const ix = x + t;
  const iy = y + t;
  const iw = w - 2 * t;
  const ih = h - 2 * t;
  const lw = iw / leaves;
  const st = Math.max(2.2, lw * 0.06);
  if (state === "closed") {
    for (let i = 0; i < leaves; i++) {
      const lx = ix + i * lw;
      out += pane(defs, env, lx + st, iy + st, lw - 2 * st, ih - 2 * st, { mode, bands, r });
      out += frame(lx, iy, lw, ih, st, finish);
      if (i % 2 === 0 && i < leaves - 1) {
        for (const hy of [0.12, 0.5, 0.88]) out += rect(lx + lw - 1, iy + ih * hy - 3, 2, 6, finish.edge);
      }
    }
    out += leverHandle(ix + lw * 2 - st * 1.5, iy + ih * 0.5, Math.max(8, ih * 0.05), "#d4cfc4");
    return out;
  }
  // Folded: leaves stacked at the side(s), zig-zag in plan, seen as narrow slanted slices.
  const groups = stack === "both" ? [["left", Math.ceil(leaves / 2)], ["right", Math.floor(leaves / 2)]] : [[stack, leaves]];
  for (const [side, count] of groups) {
    const sliceW = Math.max(5, lw * 0.2);
    for (let i = 0; i < count; i++) {
      const sx = side === "left" ? ix + i * sliceW : ix + iw - (i + 1) * sliceW;
      const lean = (i % 2 === 0 ? 1 : -1) * sliceW * 0.25;
      const face = i % 2 === 0 ? finish.frame : finish.light;
      out += poly([[sx, iy + 2], [sx + sliceW, iy + 2 + lean * 0.3], [sx + sliceW, iy + ih - 2 + lean * 0.3], [sx, iy + ih - 2]], face);
      out += poly(
        [[sx + st * 0.6, iy + st], [sx + sliceW - st * 0.6, iy + st + lean * 0.3], [sx + sliceW - st * 0.6, iy + ih - st + lean * 0.3], [sx + st * 0.6, iy + ih - st]],
        "#cfe0e8",
        `opacity="0.55"`,
      );
    }
  }
  // Track at the head and sill.
  out += rect(ix, iy, iw, st * 0.8, finish.edge);
  out += rect(ix, iy + ih - st * 0.8, iw, st * 0.8, finish.edge);
  return out;
}

/**
 * A lift-and-slide (or slim slider) with `panels` panels; when open, the right-hand sash slides in front of
 * its neighbour, leaving its own bay clear. slim: the 25 mm interlock of the S650.
 */
export function slider(defs, env, x, y, w, h, o) {
  const { finish, panels = 3, state, mode, bands, r, slim = false, centre = false } = opts(o);
  const t = Math.max(3, w * (slim ? 0.008 : 0.014));
  let out = frame(x, y, w, h, t, finish, { bottom: t * 1.4 });
  const ix = x + t;
  const iy = y + t;
  const iw = w - 2 * t;
  const ih = h - t * 2.4;
  const pw = iw / panels;
  const st = slim ? Math.max(1.6, pw * 0.018) : Math.max(2.6, pw * 0.045);
  const open = state === "open";
  // Which panels slide, and how far.
  const moves = new Array(panels).fill(0);
  if (open) {
    if (centre && panels >= 4) {
      moves[panels / 2 - 1] = -pw * 0.92;
      moves[panels / 2] = pw * 0.92;
    } else moves[panels - 1] = -pw * 0.92;
  }
  const order = [...Array(panels).keys()].sort((a, b) => Math.abs(moves[a]) - Math.abs(moves[b]));
  for (const i of order) {
    const px = ix + i * pw + moves[i];
    const lifted = moves[i] !== 0 ? -Math.min(4, ih * 0.01) : 0;
    out += pane(defs, env, px + st, iy + st + lifted, pw - 2 * st, ih - 2 * st, { mode, bands, r });
    out += frame(px, iy + lifted, pw, ih, st, finish);
    if (moves[i] !== 0 || (!open && i === panels - 1) || (!open && centre && (i === panels / 2 || i === panels / 2 - 1))) {
      const hx = moves[i] < 0 || (!open && i >= panels / 2) ? px + st * 2.2 : px + pw - st * 2.2;
      out += slim ? barHandle(hx, iy + ih * 0.42, ih * 0.14, "#d4cfc4", 2.2) : leverHandle(hx, iy + ih * 0.5 + lifted, Math.max(9, ih * 0.06), "#d9d4ca");
    }
  }
  // Sill track.
  out += rect(x, y + h - t * 1.4, w, t * 1.4, finish.edge);
  out += rect(x, y + h - t * 1.4, w, t * 0.3, finish.light, `opacity="0.6"`);
  return out;
}

/**
 * A swing entrance door with optional sidelite(s): layout "single" | "sidelite" | "double".
 * panelDraw(x, y, w, h) draws the leaf's face (solid panel); glazedLeaf puts glass in the leaf.
 */
export function swingDoor(defs, env, x, y, w, h, o) {
  const { finish, layout = "sidelite", mode, bands, r, leafColor, glazedLeaf = false, handle = "bar" } = opts(o);
  const t = Math.max(4, w * 0.035);
  let out = frame(x, y, w, h, t, finish, { bottom: t * 0.5 });
  const ix = x + t;
  const iy = y + t;
  const iw = w - 2 * t;
  const ih = h - t * 1.5;
  const leaves = [];
  if (layout === "single") leaves.push([ix, iw, "right"]);
  else if (layout === "double") leaves.push([ix, iw / 2, "right"], [ix + iw / 2, iw / 2, "left"]);
  else {
    const lw = iw * 0.68;
    leaves.push([ix, lw, "right"]);
    const sx = ix + lw + t * 0.6;
    const sw = iw - lw - t * 0.6;
    out += rect(ix + lw, iy, t * 0.6, ih, finish.frame);
    out += pane(defs, env, sx, iy, sw, ih, { mode, bands, r });
  }
  for (const [lx, lw, handleSide] of leaves) {
    const st = Math.max(3, lw * 0.06);
    const face = leafColor || finish.frame;
    out += rect(lx, iy, lw, ih, face);
    out += rect(lx, iy, lw, 1.2, "#ffffff", `opacity="0.25"`);
    if (glazedLeaf) {
      out += pane(defs, env, lx + st, iy + st, lw - 2 * st, ih - 2 * st, { mode, bands, r });
      out += frame(lx, iy, lw, ih, st, { ...finish, frame: face });
    } else {
      // Subtle panel grooves.
      out += rect(lx + lw * 0.5 - 0.4, iy + ih * 0.08, 0.8, ih * 0.84, shade(face, 0.25), `opacity="0.55"`);
    }
    const hx = handleSide === "right" ? lx + lw - st * 2.4 : lx + st * 2.4;
    if (handle === "bar") out += barHandle(hx, iy + ih * 0.3, ih * 0.4, "#c9c2b4", Math.max(2.4, lw * 0.03));
    else if (handle === "recessed") out += rect(hx - 2, iy + ih * 0.35, 4, ih * 0.3, shade(face, 0.45), `rx="2"`);
    else out += leverHandle(hx, iy + ih * 0.52, Math.max(8, lw * 0.14), "#cfc9be");
  }
  return out;
}

/**
 * A pivot door: a tall leaf on an offset pivot. angle 0 = closed; otherwise the leaf is drawn turned,
 * as a narrow trapezoid about the pivot axis, with the hall beyond it drawn by the caller.
 * face(x, y, w, h) draws the leaf's design when closed.
 */
export function pivotDoor(defs, env, x, y, w, h, o) {
  const { finish, angle = 0, face, leafColor = finish.frame, pivotAt = 0.22 } = o;
  const t = Math.max(4, w * 0.03);
  let out = frame(x, y, w, h, t, finish, { bottom: 1.5 });
  const ix = x + t;
  const iy = y + t;
  const iw = w - 2 * t;
  const ih = h - t - 1.5;
  if (!angle) {
    out += face ? face(ix, iy, iw, ih) : rect(ix, iy, iw, ih, leafColor);
    return out;
  }
  const px = ix + iw * pivotAt;
  const a = (angle * Math.PI) / 180;
  const right = iw * (1 - pivotAt) * Math.cos(a);
  const left = iw * pivotAt * Math.cos(a);
  const grow = ih * 0.035 * Math.sin(a);
  const thick = Math.max(4, iw * 0.07) * Math.sin(a);
  // The swung leaf: the long part comes towards the viewer (taller), the short part goes away.
  out += poly([[px - left, iy + grow * 0.3], [px, iy], [px, iy + ih], [px - left, iy + ih - grow * 0.3]], shade(leafColor, 0.25));
  out += poly([[px, iy], [px + right, iy - grow], [px + right, iy + ih + grow], [px, iy + ih]], leafColor);
  if (o.grooves) {
    let d = "";
    for (let k = 1; k < 16; k++) {
      const t = k / 16;
      d += `M${n(px)} ${n(iy + ih * t)}L${n(px + right)} ${n(iy - grow + (ih + 2 * grow) * t)}`;
    }
    out += `<path d="${d}" stroke="${shade(leafColor, 0.45)}" stroke-width="1.2"/>`;
  }
  out += poly([[px + right, iy - grow], [px + right + thick, iy - grow + 1], [px + right + thick, iy + ih + grow - 1], [px + right, iy + ih + grow]], shade(leafColor, 0.35));
  out += rect(px + right - 6, iy + ih * 0.3, 2.6, ih * 0.4, "#c9c2b4", `rx="1.3"`);
  // Pivot points.
  out += circle(px, iy + 2, 2, finish.edge) + circle(px, iy + ih - 2, 2, finish.edge);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Windows

/** A window unit. type: "fixed" | "single" | "double" | "tilt" (tilted in) | "turn" (swung open) | "awning". */
export function windowUnit(defs, env, x, y, w, h, o) {
  const { finish, type = "fixed", mode, bands, r, slim = false } = opts(o);
  const t = Math.max(1.6, Math.min(w, h) * (slim ? 0.035 : 0.055));
  let out = frame(x, y, w, h, t, finish);
  const ix = x + t;
  const iy = y + t;
  const iw = w - 2 * t;
  const ih = h - 2 * t;
  const sashes = type === "double" ? 2 : 1;
  const sw = iw / sashes;
  const st = type === "fixed" ? 0 : Math.max(1.4, Math.min(sw, ih) * (slim ? 0.04 : 0.06));
  for (let i = 0; i < sashes; i++) {
    const sx = ix + i * sw;
    if (type === "tilt") {
      // Top of the sash tips into the room: dark triangular gaps at the sides and a gap at the head.
      out += rect(sx, iy, sw, ih, "#1f2a30");
      const g = Math.max(2, ih * 0.05);
      out += poly([[sx, iy + g], [sx + sw, iy + g], [sx + sw, iy + ih], [sx, iy + ih]], finish.frame);
      out += pane(defs, env, sx + st, iy + g + st, sw - 2 * st, ih - g - 2 * st, { mode, bands, r });
      out += rect(sx, iy + g, sw, 1, finish.light, `opacity="0.7"`);
    } else if (type === "turn") {
      // Swung into the room: we see the room through the open frame and the sash edge-on.
      out += rect(sx, iy, sw, ih, mode === "lit" ? "#e7b877" : "#3a4650");
      out += rect(sx, iy + ih * 0.75, sw, ih * 0.25, "#000", `opacity="0.15"`);
      out += poly([[sx, iy], [sx + sw * 0.22, iy + ih * 0.05], [sx + sw * 0.22, iy + ih * 0.95], [sx, iy + ih]], finish.frame);
      out += poly([[sx + st * 0.6, iy + st], [sx + sw * 0.22 - st * 0.4, iy + ih * 0.05 + st], [sx + sw * 0.22 - st * 0.4, iy + ih * 0.95 - st], [sx + st * 0.6, iy + ih - st]], "#a8c6d4", `opacity="0.75"`);
    } else {
      out += pane(defs, env, sx + st, iy + st, sw - 2 * st, ih - 2 * st, { mode, bands, r });
      if (st) out += frame(sx, iy, sw, ih, st, finish);
      if (type !== "fixed") {
        const hx = type === "double" ? (i === 0 ? sx + sw - st * 0.5 : sx + st * 0.5) : sx + sw - st * 0.5;
        if (type === "awning") out += rect(sx + sw / 2 - 3, iy + ih - st * 0.5 - 1, 6, 2, "#d8d3c9");
        else out += rect(hx - 1, iy + ih * 0.5 - 4, 2, 8, "#d8d3c9");
      }
    }
  }
  return out;
}

/** A stick curtain wall: mullions and transoms over a glazed area. */
export function curtainWall(defs, env, x, y, w, h, o) {
  const { finish, cols = 6, rows = 3, mode, bands, r, mullion = 4, spandrel = -1, litRatio = 0.8 } = opts(o);
  let out = "";
  const cw = w / cols;
  const rh = h / rows;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const px = x + i * cw;
      const py = y + j * rh;
      if (j === spandrel) {
        out += rect(px, py, cw, rh, shade(finish.frame, 0.1));
        continue;
      }
      const m = mode === "lit" && r && !r.chance(litRatio) ? "night" : mode;
      out += pane(defs, env, px, py, cw, rh, { mode: m, bands, r });
    }
  }
  for (let i = 0; i <= cols; i++) out += rect(x + i * cw - mullion / 2, y, mullion, h, finish.frame);
  for (let j = 0; j <= rows; j++) out += rect(x, y + j * rh - mullion * 0.4, w, mullion * 0.8, finish.frame);
  // Pressure caps catch a little light.
  for (let i = 0; i <= cols; i++) out += rect(x + i * cw - mullion / 2, y, mullion * 0.3, h, finish.light, `opacity="0.45"`);
  return out;
}

