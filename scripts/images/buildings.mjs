// Building massing for the project scenes, drawn in an oblique (axonometric-like) projection:
// front faces are true elevations, side faces recede up and to the right by (ax, ay) per unit of depth.
import { FINISHES, mix, n, poly, rect, shade, tint } from "./common.mjs";
import { bandsFor, curtainWall, pivotDoor, slider, swingDoor, windowUnit } from "./glazing.mjs";

/** Cladding materials: base colour and the texture drawn over it. */
export const CLADDING = {
  cedar: { color: "#a8744a", texture: "slats" },
  oak: { color: "#c79a68", texture: "slats" },
  charcoal: { color: "#3a3e43", texture: "panels" },
  blackBoard: { color: "#2b2d30", texture: "battens" },
  whiteRender: { color: "#f1eee7", texture: "none" },
  warmRender: { color: "#e6ddcd", texture: "none" },
  concrete: { color: "#bdb9b0", texture: "formwork" },
  whiteBoard: { color: "#eeebe4", texture: "battens" },
  sageBoard: { color: "#a5b19a", texture: "battens" },
  slateBoard: { color: "#7d93a1", texture: "battens" },
  brick: { color: "#9b5944", texture: "brick" },
  buffBrick: { color: "#c9b08a", texture: "brick" },
  stone: { color: "#cdc3ae", texture: "stone" },
  greyPanel: { color: "#8e979d", texture: "panels" },
  sandPanel: { color: "#d8cfbe", texture: "panels" },
  bronzeMetal: { color: "#7d5a36", texture: "seams" },
  darkMetal: { color: "#3c4146", texture: "seams" },
};

/**
 * Texture lines of a cladding over a box, as a few stroked paths (much faster to rasterise than SVG patterns).
 * Coordinates are the face's own, so the texture follows the projection.
 */
function textureLines(kind, color, s, [x, y, w, h]) {
  const dark = shade(color, 0.18);
  const light = tint(color, 0.12);
  const x1 = x + w;
  const y1 = y + h;
  const vlines = (step, offset = 0) => {
    let d = "";
    for (let v = Math.floor((x - offset) / step) * step + offset; v <= x1; v += step) if (v >= x) d += `M${n(v)} ${n(y)}V${n(y1)}`;
    return d;
  };
  const hlines = (step, offset = 0) => {
    let d = "";
    for (let v = Math.floor((y - offset) / step) * step + offset; v <= y1; v += step) if (v >= y) d += `M${n(x)} ${n(v)}H${n(x1)}`;
    return d;
  };
  const path = (d, stroke, width, opacity = 1) => (d ? `<path d="${d}" stroke="${stroke}" stroke-width="${n(width)}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ""} fill="none"/>` : "");
  switch (kind) {
    case "slats":
      return path(vlines(9 * s, 1.5 * s), light, 3 * s, 0.5) + path(vlines(9 * s, 3.3 * s), dark, 0.6 * s) + path(vlines(9 * s, 6.25 * s), dark, 0.5 * s, 0.6);
    case "battens":
      return path(vlines(12 * s, 0.8 * s), dark, 1.6 * s, 0.7) + path(vlines(12 * s, 1.9 * s), light, 0.6 * s, 0.6);
    case "panels":
      return path(hlines(22 * s) + vlines(48 * s), dark, 0.7 * s);
    case "formwork":
      return path(hlines(20 * s), dark, 0.5 * s, 0.6) + path(vlines(40 * s), dark, 0.5 * s, 0.4);
    case "seams":
      return path(vlines(8 * s, 0.4 * s), light, 0.8 * s, 0.8) + path(vlines(8 * s, 1.1 * s), dark, 0.6 * s);
    case "brick":
    case "stone": {
      const rowH = kind === "brick" ? 3 * s : 6 * s;
      const unit = kind === "brick" ? 6 * s : 20 * s;
      let joints = "";
      let row = 0;
      for (let v = Math.floor(y / rowH) * rowH; v < y1; v += rowH, row++) {
        const off = (row % 2) * unit * (kind === "brick" ? 1 : 0.55);
        for (let u = Math.floor((x - off) / (unit * 2)) * unit * 2 + off; u <= x1; u += unit * 2) {
          if (u >= x) joints += `M${n(u)} ${n(Math.max(y, v))}V${n(Math.min(y1, v + rowH))}`;
        }
      }
      return path(hlines(rowH), kind === "brick" ? light : dark, (kind === "brick" ? 0.6 : 0.8) * s, kind === "brick" ? 0.7 : 1) + path(joints, kind === "brick" ? light : dark, (kind === "brick" ? 0.6 : 0.8) * s, kind === "brick" ? 0.7 : 1);
    }
    default:
      return "";
  }
}

/**
 * Fill a shape with a cladding: base colour, texture lines over bbox [x, y, w, h], and a shade for faces turned from
 * the light. shape(fill) returns the outline's markup; clip: true when the shape is not the bbox rectangle and
 * nothing is drawn over the difference later.
 */
export function cladShape(defs, clad, shape, shadeAmount = 0, s = 1, bbox = null, clip = false) {
  const c = CLADDING[clad] || CLADDING.whiteRender;
  const base = shadeAmount ? shade(c.color, shadeAmount) : c.color;
  let out = shape(base);
  if (!bbox || c.texture === "none") return out;
  const lines = textureLines(c.texture, base, s, bbox);
  out += clip ? `<g ${defs.clip(shape("#000"))}>${lines}</g>` : lines;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Faces and openings

/**
 * Draws the openings of one face in local coordinates.
 * opening: { x, y, w, h, kind: "window" | "wall" | "slider" | "door" | "pivot" | "garage" | "curtain", ... }
 */
function drawOpening(ctx, o, bands) {
  const { defs, env, r, finish } = ctx;
  const mode = env.lit ? (r.chance(o.litChance ?? 0.85) ? "lit" : "night") : "reflect";
  let out = "";
  // A shadowed reveal around the opening gives it depth.
  out += rect(o.x - 1.2, o.y - 1.2, o.w + 2.4, o.h + 1.2, "#000000", `opacity="0.28"`);
  switch (o.kind) {
    case "window":
      out += windowUnit(defs, env, o.x, o.y, o.w, o.h, { finish, type: o.type || "fixed", mode, bands, r, slim: o.slim });
      break;
    case "wall": {
      // Floor-to-ceiling glazing split into lites.
      const cols = o.cols || Math.max(1, Math.round(o.w / (o.h * 0.55)));
      out += curtainWall(defs, env, o.x, o.y, o.w, o.h, { finish, cols, rows: o.rows || 1, mode, bands, r, mullion: o.mullion || 2.2 });
      out += rect(o.x, o.y, o.w, 2.2, finish.frame);
      out += rect(o.x, o.y + o.h - 2.2, o.w, 2.2, finish.frame);
      break;
    }
    case "curtain":
      out += curtainWall(defs, env, o.x, o.y, o.w, o.h, { finish, cols: o.cols || 4, rows: o.rows || 3, mode, bands, r, mullion: o.mullion || 2.4, spandrel: o.spandrel ?? -1 });
      break;
    case "slider":
      out += slider(defs, env, o.x, o.y, o.w, o.h, { finish, panels: o.panels || 3, state: o.state || "closed", mode, bands, r, slim: o.slim });
      break;
    case "door":
      out += swingDoor(defs, env, o.x, o.y, o.w, o.h, { finish, layout: o.layout || "sidelite", mode, bands, r, leafColor: o.leafColor, handle: "bar" });
      break;
    case "pivot":
      out += pivotDoor(defs, env, o.x, o.y, o.w, o.h, { finish, leafColor: o.leafColor || FINISHES.bronze.frame, face: o.face });
      break;
    case "garage": {
      out += rect(o.x, o.y, o.w, o.h, o.leafColor || "#3b3f44");
      for (let y = o.y + o.h / 6; y < o.y + o.h; y += o.h / 6) out += rect(o.x, y, o.w, 0.7, "#000", `opacity="0.35"`);
      break;
    }
    default:
      break;
  }
  return out;
}

/**
 * A face: cladding clipped to its outline, openings, and a light or shade wash.
 * outline: polygon in local coordinates (defaults to the w x h rectangle).
 */
function faceMarkup(ctx, w, h, { clad, openings = [], outline, shadeAmount = 0, base }) {
  const { defs, r, s } = ctx;
  const shapePts = outline || [[0, 0], [w, 0], [w, h], [0, h]];
  const minY = Math.min(...shapePts.map((p) => p[1]));
  let out = cladShape(defs, clad, (fill) => poly(shapePts, fill), shadeAmount, s, [0, minY, w, h - minY], Boolean(outline));
  if (base) out += cladShape(defs, base.clad, (fill) => rect(0, h - base.h, w, base.h, fill), shadeAmount, s, [0, h - base.h, w, base.h]);
  const bands = bandsFor(0, w, r.fork(`bands${Math.round(w)}`), 2);
  let holes = "";
  for (const o of openings) holes += drawOpening(ctx, o, bands);
  out += outline ? `<g ${defs.clip(poly(shapePts, "#000"))}>${holes}</g>` : holes;
  // Ambient occlusion at the foot of the wall.
  out += rect(0, h - 6, w, 6, ctx.defs.linear([[0, "#000", 0], [1, "#000", 0.18]]));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Volumes

/**
 * One box-shaped volume (optionally with a pitched roof). Coordinates: x, gy is the front-bottom-left corner
 * (before the z offset), w wide, h tall to the eaves, d deep. Returns markup.
 */
export function volume(ctx, v) {
  const { defs, proj, env } = ctx;
  const { ax, ay } = proj;
  const z = v.z || 0;
  const x = v.x + ax * z;
  const gy = v.gy + ay * z;
  const { w, h, d } = v;
  const top = gy - h;
  const sideShade = env.timeOfDay === "dusk" ? 0.35 : env.timeOfDay === "overcast" ? 0.16 : 0.24;
  const frontShade = env.timeOfDay === "dusk" ? 0.25 : 0;
  const roof = v.roof || "flat";
  const rh = v.rh || 0;
  const roofColor = v.roofColor || "#3f4449";
  let out = "";

  // Side face (drawn first: the front overlaps its edge).
  const sideOutline =
    roof === "gable-side"
      ? [[0, 0], [d / 2, -rh], [d, 0], [d, h], [0, h]]
      : roof === "shed-back"
        ? [[0, 0], [d, rh], [d, h], [0, h]]
        : null;
  out += `<g transform="matrix(${n(ax)} ${n(ay)} 0 1 ${n(x + w)} ${n(top)})">${faceMarkup(ctx, d, h, {
    clad: v.sideClad || v.clad,
    openings: v.side || [],
    outline: sideOutline,
    shadeAmount: sideShade,
    base: v.base,
  })}</g>`;

  // Roofs seen from the front.
  if (roof === "flat") {
    out += poly([[x, top], [x + w, top], [x + w + ax * d, top + ay * d], [x + ax * d, top + ay * d]], mix("#9a9da0", env.horizon, 0.2));
  } else if (roof === "gable-front") {
    const apex = [x + w / 2, top - rh];
    out += poly([apex, [x + w + 3, top + 2], [x + w + 3 + ax * d, top + 2 + ay * d], [apex[0] + ax * d, apex[1] + ay * d]], roofColor);
    out += poly([apex, [x + w + 3, top + 2], [x + w + 3 + ax * d, top + 2 + ay * d], [apex[0] + ax * d, apex[1] + ay * d]], "#ffffff", `opacity="0.08"`);
  } else if (roof === "gable-side") {
    const ov = v.overhang ?? 6;
    out += poly([[x - ov, top + 2], [x + w + ov, top + 2], [x + w + ov + (ax * d) / 2, top + (ay * d) / 2 - rh], [x - ov + (ax * d) / 2, top + (ay * d) / 2 - rh]], roofColor);
    // Standing seams.
    let seams = "";
    for (let i = 1; i < 24; i++) {
      const t = i / 24;
      const sx = x - ov + t * (w + 2 * ov);
      seams += `M${n(sx)} ${n(top + 2)}L${n(sx + (ax * d) / 2)} ${n(top + (ay * d) / 2 - rh)}`;
    }
    out += `<path d="${seams}" stroke="${tint(roofColor, 0.15)}" stroke-width="0.6"/>`;
    out += rect(x - ov, top, w + 2 * ov, 3, shade(roofColor, 0.3));
  } else if (roof === "shed-back") {
    out += poly([[x, top], [x + w, top], [x + w + ax * d, top + ay * d + rh], [x + ax * d, top + ay * d + rh]], roofColor);
  }

  // Front face.
  const frontOutline = roof === "gable-front" ? [[0, 0], [w / 2, -rh], [w, 0], [w, h], [0, h]] : null;
  out += `<g transform="translate(${n(x)} ${n(top)})">${faceMarkup(ctx, w, h, {
    clad: v.clad,
    openings: v.front || [],
    outline: frontOutline,
    shadeAmount: frontShade,
    base: v.base,
  })}</g>`;

  // Fascia and eaves.
  if (roof === "flat") {
    const ov = v.overhang ?? 0;
    const fh = v.fascia ?? 4;
    const fc = v.fasciaColor || "#f4f2ec";
    out += poly([[x + w + ov, top - fh], [x + w + ov + ax * (d + ov), top - fh + ay * (d + ov)], [x + w + ov + ax * (d + ov), top + ay * (d + ov)], [x + w + ov, top]], shade(fc, 0.22));
    out += rect(x - ov, top - fh, w + 2 * ov, fh, fc);
    if (ov > 4) out += rect(x - ov, top, w + 2 * ov, 3, "#000", `opacity="0.18"`);
  } else if (roof === "gable-front") {
    const apex = [x + w / 2, top - rh];
    const e = 4;
    out += `<path d="M${n(x - e)} ${n(top + e * 0.6)}L${n(apex[0])} ${n(apex[1] - e)}L${n(x + w + e)} ${n(top + e * 0.6)}" fill="none" stroke="${shade(roofColor, 0.1)}" stroke-width="${n(e)}" stroke-linejoin="miter"/>`;
  }
  return out;
}

/** A glass balustrade along a front edge. */
export function railing(x, y, w, h = 14, color = "#cfe0e8") {
  return `${rect(x, y - h, w, h, color, `opacity="0.3"`)}${rect(x, y - h, w, 1.4, "#9aa3a8")}${rect(x, y - 1, w, 1, "#6f767b")}`;
}

// ---------------------------------------------------------------------------------------------
// Building types

const STOREY = 46;

/** Facade openings for one storey band of a face, by glazing level. */
function storeyOpenings(r, w, y, h, level, finish, { ground = false, door = null, glazing = "high" } = {}) {
  const out = [];
  const style = r.pick(
    glazing === "high"
      ? ground
        ? ["slider", "slider", "wall"]
        : ["wall", "wall", "ribbon", "punched"]
      : ground
        ? ["punched", "slider", "punched"]
        : ["punched", "punched", "ribbon"],
  );
  const margin = 10;
  const winH = h - 12;
  let x0 = margin;
  let x1 = w - margin;
  if (door) {
    const dw = door.w;
    const dx = door.side === "left" ? margin : w - margin - dw;
    out.push({ kind: door.kind, x: dx, y: y + h - door.h, w: dw, h: door.h, layout: door.layout, leafColor: door.leafColor, face: door.face });
    if (door.side === "left") x0 = dx + dw + 14;
    else x1 = dx - 14;
  }
  const span = x1 - x0;
  if (span < 20) return out;
  if (style === "slider" && span > 60) {
    out.push({ kind: "slider", x: x0, y: y + 6, w: span, h: h - 6, panels: Math.max(2, Math.min(4, Math.round(span / 55))), state: r.chance(0.35) ? "open" : "closed" });
  } else if (style === "wall") {
    const ww = span * r.range(0.75, 1);
    out.push({ kind: "wall", x: x0 + (span - ww) * r.next(), y: y + 4, w: ww, h: h - 6, cols: Math.max(2, Math.round(ww / 34)) });
  } else if (style === "ribbon") {
    const ww = span * r.range(0.6, 0.95);
    out.push({ kind: "wall", x: x0 + (span - ww) / 2, y: y + h * 0.3, w: ww, h: h * 0.5, cols: Math.max(2, Math.round(ww / 30)) });
  } else {
    const count = Math.max(1, Math.round(span / r.range(55, 80)));
    const ww = Math.min(30, (span / count) * 0.55);
    const wh = winH * r.range(0.7, 0.85);
    const types = ["fixed", "single", "tilt", "double", "awning"];
    for (let i = 0; i < count; i++) {
      const cx = x0 + (span / count) * (i + 0.5);
      out.push({ kind: "window", x: cx - ww / 2, y: y + (h - wh) * 0.45, w: ww, h: wh, type: level > 0 ? r.pick(types) : "fixed" });
    }
  }
  return out;
}

/** Side-face windows: a few punched or tall windows. */
function sideOpenings(r, d, h, storeys, glazing) {
  const out = [];
  for (let s = 0; s < storeys; s++) {
    const y = h - (s + 1) * STOREY;
    if (glazing === "high" && r.chance(0.5)) {
      out.push({ kind: "wall", x: d * 0.15, y: y + 5, w: d * 0.5, h: STOREY - 8, cols: 2 });
    } else {
      const count = r.int(1, 2);
      for (let i = 0; i < count; i++) out.push({ kind: "window", x: d * (0.2 + i * 0.4), y: y + 10, w: d * 0.18, h: STOREY - 20, type: "fixed" });
    }
  }
  return out;
}

/** The palette of one building: claddings, frame finish and roof, chosen from the project's randomness. */
export function buildingStyle(building, r) {
  const finishName = r.pick(["anthracite", "anthracite", "black", "bronze", "white"].filter((f) => (building === "house-gable" || building === "townhouses" ? true : f !== "white")));
  const styles = {
    "house-modern": () => ({ main: r.pick(["whiteRender", "charcoal", "concrete", "warmRender"]), accent: r.pick(["cedar", "oak", "blackBoard", "stone"]) }),
    "house-gable": () => ({ main: r.pick(["whiteBoard", "blackBoard", "sageBoard", "slateBoard"]), accent: r.pick(["cedar", "oak", "stone"]) }),
    townhouses: () => ({ main: r.pick(["brick", "whiteBoard", "charcoal", "buffBrick"]), accent: r.pick(["cedar", "slateBoard", "sandPanel", "oak"]) }),
    midrise: () => ({ main: r.pick(["sandPanel", "greyPanel", "brick", "buffBrick"]), accent: r.pick(["charcoal", "bronzeMetal", "oak"]) }),
    school: () => ({ main: r.pick(["buffBrick", "brick", "sandPanel", "greyPanel"]), accent: r.pick(["oak", "bronzeMetal", "slateBoard"]) }),
    "commercial-box": () => ({ main: r.pick(["stone", "concrete", "charcoal"]), accent: r.pick(["bronzeMetal", "oak", "darkMetal"]) }),
    cabin: () => ({ main: r.pick(["cedar", "blackBoard", "oak"]), accent: r.pick(["stone", "darkMetal"]) }),
  };
  const { main, accent } = styles[building]();
  return {
    main,
    accent,
    finish: FINISHES[finishName],
    finishName,
    roofColor: r.pick(["#3a3f44", "#2f3336", "#4a4f53", "#5b4a3c"]),
    doorColor: r.pick([FINISHES.bronze.frame, "#2b2f33", "#0b3c5d", "#6b4a2e", "#8a5a22"]),
  };
}

/**
 * The massing of a building as a list of volumes and extras, in building coordinates: ground at y = 0,
 * x from 0 to the returned width, depth into the picture. Same plan for every view of a project.
 */
export function buildingPlan(scene, r) {
  const { building, storeys, glazing } = scene;
  const style = buildingStyle(building, r.fork("style"));
  const vols = [];
  const extras = [];
  const F = style.finish;
  const door = (side, kind = "pivot") => ({ kind, side, w: kind === "pivot" ? 26 : 34, h: STOREY - 6, layout: "sidelite", leafColor: style.doorColor });
  let width = 0;
  switch (building) {
    case "house-modern": {
      const w0 = r.range(300, 380);
      const d0 = r.range(120, 170);
      const H0 = STOREY;
      vols.push({ x: 0, gy: 0, w: w0, h: H0, d: d0, clad: style.main, overhang: 0, front: storeyOpenings(r, w0, 0, H0, 0, F, { ground: true, door: door(r.chance(0.5) ? "left" : "right"), glazing }), side: sideOpenings(r, d0, H0, 1, glazing) });
      let prev = { x: 0, w: w0, top: H0 };
      for (let s = 1; s < storeys; s++) {
        const w = prev.w * r.range(0.62, 1.0) + (s === 1 ? r.range(0, 60) : 0);
        const shift = r.pick([-1, 1]) * r.range(0, 60);
        const x = Math.max(-40, Math.min(w0 - w + 60, prev.x + (prev.w - w) / 2 + shift));
        const d = d0 * r.range(0.7, 1);
        const z = r.range(0, d0 - d);
        const clad = s % 2 === 1 ? style.accent : style.main;
        vols.push({ x, gy: -prev.top, w, h: STOREY, d, z, clad, overhang: r.range(0, 14), fascia: 4, front: storeyOpenings(r, w, 0, STOREY, s, F, { glazing }), side: sideOpenings(r, d, STOREY, 1, glazing) });
        if (r.chance(0.6)) extras.push({ kind: "railing", x: prev.x + 4, y: -prev.top, w: Math.min(prev.w - 8, 200), z: 0 });
        prev = { x, w, top: prev.top + STOREY };
      }
      // A garage or studio wing.
      if (r.chance(0.55)) {
        const gw = r.range(100, 140);
        vols.unshift({ x: -gw + 2, gy: 0, w: gw, h: STOREY * 0.85, d: d0 * 0.9, z: r.range(10, 30), clad: style.accent, front: [{ kind: "garage", x: 12, y: 10, w: gw - 24, h: STOREY * 0.85 - 10, leafColor: shade(CLADDING[style.accent].color, 0.4) }], side: [] });
      }
      width = w0;
      break;
    }
    case "house-gable": {
      const w0 = r.range(170, 220);
      const h0 = storeys * STOREY;
      const d0 = r.range(170, 220);
      const rh = w0 * r.range(0.42, 0.6);
      const front = [];
      for (let s = 0; s < storeys; s++) {
        const y = h0 - (s + 1) * STOREY;
        front.push(...storeyOpenings(r, w0, y, STOREY, s, F, { ground: s === 0, door: s === 0 ? door(r.chance(0.5) ? "left" : "right", "door") : null, glazing }));
      }
      // Gable glazing.
      if (glazing === "high" || r.chance(0.5)) front.push({ kind: "wall", x: w0 * 0.3, y: -rh * 0.55, w: w0 * 0.4, h: rh * 0.5, cols: 3 });
      else front.push({ kind: "window", x: w0 / 2 - 10, y: -rh * 0.55, w: 20, h: rh * 0.4, type: "fixed" });
      vols.push({ x: 0, gy: 0, w: w0, h: h0, d: d0, rh, roof: "gable-front", roofColor: style.roofColor, clad: style.main, front, side: sideOpenings(r, d0, h0, storeys, glazing) });
      // A lower wing with a flat roof.
      const ww = r.range(130, 180);
      const wing = { x: r.chance(0.5) ? w0 - 4 : -ww + 4, gy: 0, w: ww, h: STOREY, d: d0 * 0.7, z: r.range(20, 50), clad: style.accent, overhang: 6, front: storeyOpenings(r, ww, 0, STOREY, 0, F, { ground: true, glazing: "high" }), side: [] };
      if (wing.x > 0) vols.push(wing);
      else vols.unshift(wing);
      width = w0;
      break;
    }
    case "townhouses": {
      const units = r.int(4, 6);
      const uw = r.range(84, 104);
      const h0 = storeys * STOREY;
      const d0 = r.range(110, 150);
      const roofType = r.pick(["gable-front", "flat"]);
      for (let i = 0; i < units; i++) {
        const clad = i % 2 === 0 ? style.main : style.accent;
        const front = [];
        for (let s = 0; s < storeys; s++) {
          const y = h0 - (s + 1) * STOREY;
          if (s === 0) {
            front.push({ kind: "door", x: i % 2 ? uw - 36 : 8, y: y + 8, w: 26, h: STOREY - 8, layout: "single", leafColor: style.doorColor });
            front.push({ kind: "window", x: i % 2 ? 10 : uw - 44, y: y + 10, w: 34, h: STOREY - 20, type: "fixed" });
          } else {
            front.push({ kind: glazing === "high" ? "wall" : "window", x: 12, y: y + 8, w: uw - 24, h: STOREY - 16, cols: 3, type: r.pick(["double", "tilt", "fixed"]) });
          }
        }
        vols.push({ x: i * uw, gy: 0, w: uw, h: h0, d: d0, clad, roof: roofType, rh: uw * 0.5, roofColor: style.roofColor, fascia: 5, front, side: i === units - 1 ? sideOpenings(r, d0, h0, storeys, "medium") : [] });
      }
      // Front steps.
      for (let i = 0; i < units; i++) extras.push({ kind: "steps", x: i * uw + (i % 2 ? uw - 40 : 4), w: 34 });
      width = units * uw;
      break;
    }
    case "midrise": {
      const w0 = r.range(520, 640);
      const d0 = r.range(160, 220);
      const gh = STOREY * 1.15;
      const fh = STOREY * 0.9;
      const h0 = gh + (storeys - 1) * fh;
      const front = [];
      // Retail frontage: curtain wall with a canopy.
      front.push({ kind: "curtain", x: 6, y: h0 - gh + 4, w: w0 - 12, h: gh - 4, cols: Math.round(w0 / 48), rows: 2, mullion: 2.4 });
      const bays = Math.round(w0 / r.range(60, 80));
      const bw = w0 / bays;
      for (let s = 1; s < storeys; s++) {
        const y = h0 - gh - s * fh;
        for (let b = 0; b < bays; b++) {
          if (glazing === "high") front.push({ kind: "wall", x: b * bw + 6, y: y + 5, w: bw - 12, h: fh - 9, cols: 2 });
          else front.push({ kind: "window", x: b * bw + bw * 0.2, y: y + 8, w: bw * 0.6, h: fh - 16, type: r.pick(["double", "fixed", "tilt"]) });
        }
      }
      vols.push({ x: 0, gy: 0, w: w0, h: h0, d: d0, clad: style.main, fascia: 7, fasciaColor: shade(CLADDING[style.main].color, 0.2), front, side: sideOpenings(r, d0, h0, 0, glazing) });
      extras.push({ kind: "canopy", x: 0, y: -gh + 4, w: w0, color: CLADDING[style.accent].color });
      for (let s = 1; s < storeys; s++) {
        const y = -(gh + s * fh) + fh;
        for (let b = 0; b < bays; b += 2) extras.push({ kind: "balcony", x: b * bw + 4, y, w: bw - 8 });
      }
      width = w0;
      break;
    }
    case "school": {
      const w0 = r.range(620, 720);
      const d0 = r.range(180, 240);
      const h0 = storeys * STOREY;
      const front = [];
      for (let s = 0; s < storeys; s++) {
        const y = h0 - (s + 1) * STOREY;
        front.push({ kind: "wall", x: 14, y: y + 12, w: w0 * 0.62 - 28, h: STOREY - 22, cols: Math.round(w0 / 40), mullion: 2 });
      }
      vols.push({ x: 0, gy: 0, w: w0, h: h0, d: d0, clad: style.main, fascia: 6, fasciaColor: CLADDING[style.accent].color, front, side: sideOpenings(r, d0, h0, storeys, "medium") });
      // Glazed entrance hall, taller and brought forward.
      const ew = r.range(150, 190);
      const eh = h0 + STOREY * 0.6;
      vols.push({ x: w0 * 0.64, gy: 0, w: ew, h: eh, d: 70, z: -30, clad: style.accent, fascia: 8, fasciaColor: "#f2efe8", front: [{ kind: "curtain", x: 6, y: 6, w: ew - 12, h: eh - 6, cols: 5, rows: storeys + 1, mullion: 2.6 }], side: [] });
      for (let i = 0; i < 14; i++) extras.push({ kind: "fin", x: 10 + i * ((w0 * 0.62 - 20) / 13), y: -h0, h: h0, color: CLADDING[style.accent].color });
      width = w0;
      break;
    }
    case "commercial-box": {
      const w0 = r.range(380, 460);
      const d0 = r.range(160, 200);
      const h0 = storeys * STOREY * 1.1;
      const sw = w0 * 0.28;
      vols.push({ x: 0, gy: 0, w: w0, h: h0, d: d0, clad: style.main, overhang: 16, fascia: 10, fasciaColor: "#f3f1eb", front: [{ kind: "curtain", x: sw, y: 8, w: w0 - sw - 8, h: h0 - 8, cols: 6, rows: storeys * 2, mullion: 2.6 }], side: [{ kind: "curtain", x: 10, y: 8, w: d0 - 20, h: h0 - 8, cols: 4, rows: storeys * 2, mullion: 2.6 }] });
      extras.push({ kind: "canopy", x: sw + 20, y: -STOREY * 0.9, w: 120, color: CLADDING[style.accent].color });
      width = w0;
      break;
    }
    case "cabin": {
      const w0 = r.range(220, 260);
      const h0 = STOREY * 0.55;
      const rh = w0 * r.range(0.75, 0.95);
      const d0 = r.range(150, 200);
      const front = [
        { kind: "curtain", x: w0 * 0.2, y: -rh * 0.55, w: w0 * 0.6, h: rh * 0.55 + h0, cols: 4, rows: 3, mullion: 2.6 },
      ];
      vols.push({ x: 0, gy: -12, w: w0, h: h0, d: d0, rh, roof: "gable-front", roofColor: style.roofColor, clad: style.main, front, side: [{ kind: "window", x: d0 * 0.3, y: 6, w: 24, h: h0 - 10, type: "fixed" }] });
      extras.push({ kind: "deck", x: -20, w: w0 + 40, y: -12 });
      width = w0;
      break;
    }
    default:
      throw new Error(`Unknown building ${building}`);
  }
  return { vols, extras, width, style };
}

/** Draws a planned building with its ground shadow. Building coordinates: ground at y = 0. */
export function drawBuilding(ctx, plan) {
  const { proj, env } = ctx;
  let out = "";
  // Ground shadow to the side away from the light.
  const minX = Math.min(...plan.vols.map((v) => v.x));
  const maxX = Math.max(...plan.vols.map((v) => v.x + v.w));
  const depth = Math.max(...plan.vols.map((v) => v.d + (v.z || 0)));
  const sh = env.timeOfDay === "overcast" ? 0.12 : 0.2;
  out += poly([[minX - 10, 2], [maxX + 20, 2], [maxX + 20 + proj.ax * depth, proj.ay * depth + 2], [minX - 10 + proj.ax * depth, proj.ay * depth + 2]], "#1f2a25", `opacity="${sh}"`);
  out += poly([[minX - 30, 6], [maxX + 40, 6], [maxX + 20, 0], [minX - 10, 0]], "#1f2a25", `opacity="${sh * 0.6}"`);
  for (const v of paintOrder(plan.vols)) out += volume(ctx, v);
  for (const e of plan.extras) out += extra(ctx, e);
  return out;
}

/**
 * Painter's order for the projection (we look from the front, the right and slightly above): a volume wholly to
 * the left of another, wholly behind it, or wholly below it is drawn first; otherwise the one further back first.
 */
function paintOrder(vols) {
  const eps = 6;
  const before = (a, b) => {
    if (a.x + a.w <= b.x + eps) return true;
    if (b.x + b.w <= a.x + eps) return false;
    const az = a.z || 0;
    const bz = b.z || 0;
    if (az >= bz + b.d - eps) return true;
    if (bz >= az + a.d - eps) return false;
    if (a.gy - eps >= b.gy && -a.gy + a.h <= -b.gy + eps) return true;
    if (b.gy - eps >= a.gy && -b.gy + b.h <= -a.gy + eps) return false;
    return az > bz;
  };
  const out = [];
  for (const v of vols) {
    let i = out.length;
    while (i > 0 && before(v, out[i - 1])) i--;
    out.splice(i, 0, v);
  }
  return out;
}

function extra(ctx, e) {
  const { proj } = ctx;
  switch (e.kind) {
    case "railing":
      return railing(e.x, e.y, e.w, 12);
    case "balcony":
      return `${rect(e.x - 2, e.y - 2, e.w + 4, 3, "#d9d6cf")}${railing(e.x, e.y - 2, e.w, 10)}`;
    case "canopy":
      return `${poly([[e.x, e.y], [e.x + e.w, e.y], [e.x + e.w + proj.ax * 24, e.y + proj.ay * 24 + 10], [e.x + proj.ax * 24, e.y + proj.ay * 24 + 10]], e.color)}${rect(e.x - 4, e.y, e.w + 4, 4, shade(e.color, 0.25))}`;
    case "fin":
      return `${rect(e.x, e.y, 3, e.h, e.color)}${rect(e.x + 3, e.y, 2, e.h, shade(e.color, 0.3))}`;
    case "steps":
      return `${rect(e.x, -4, e.w, 4, "#c9c3b6")}${rect(e.x + 3, 0, e.w + 6, 4, "#b7b0a2")}`;
    case "deck": {
      let out = rect(e.x, e.y, e.w, 5, "#8a6a4a");
      for (let x = e.x + 8; x < e.x + e.w; x += 40) out += rect(x, e.y + 5, 4, -e.y - 5, "#5c4633");
      out += railing(e.x, e.y, e.w, 12);
      return out;
    }
    default:
      return "";
  }
}

export { STOREY };
