// Project scenes: architectural renders of each project, several views per project (5:3).
import { C, Defs, blob, circle, ellipse, line, mix, n, poly, rect, rng, shade, svgDoc, tint } from "./common.mjs";
import { backdrop, broadleaf, columnTree, conifer, environment, grassTuft, haze, shrubs } from "./nature.mjs";
import { CLADDING, buildingPlan, cladShape, drawBuilding } from "./buildings.mjs";
import { bandsFor, pane, pivotDoor, slider, windowUnit, curtainWall, frame, barHandle } from "./glazing.mjs";
import { PIVOT_DESIGN_NAMES as PIVOT_NAMES, pivotFace } from "./pivot.mjs";

export const VW = 1000;
export const VH = 600;

const RESIDENTIAL = new Set(["house-modern", "house-gable", "townhouses", "cabin"]);

/** The views of a project, in order: the first is always the main exterior. Deterministic per project id. */
export function projectViews(project) {
  const r = rng(`views:${project.id}`);
  const residential = RESIDENTIAL.has(project.scene.building);
  const pool = residential
    ? ["corner", "interior", "entrance", "light", "detail", "terrace", "wide"]
    : ["corner", "interior", "entrance", "light", "detail", "wide", "plaza"];
  // The second image is a strong contrast to the first: an interior or the other light.
  const second = r.pick(["interior", "light", "corner"]);
  const rest = r.shuffle(pool.filter((v) => v !== second));
  return ["hero", second, ...rest].slice(0, project.imageCount);
}

/** The other light for the "light" view: dusk unless the project is already at dusk. */
function otherLight(timeOfDay) {
  return timeOfDay === "dusk" ? "morning" : "dusk";
}

export function treeKind(setting) {
  return { coast: "conifer", mountain: "conifer", forest: "conifer", city: "broadleaf", suburb: "broadleaf", lake: "column" }[setting];
}

export function tree(kind, x, baseY, h, env, r, distance = 0) {
  const c = haze(env, env.foliage, distance);
  const l = haze(env, env.foliageLight, distance);
  if (kind === "conifer") return conifer(x, baseY, h, c, l, r);
  if (kind === "column") return columnTree(x, baseY, h, c, l, r);
  return broadleaf(x, baseY, h, c, l, r);
}

/** The ground in front of a building: lawn, paving or meadow, a path, shrubs. */
export function foreground(defs, env, setting, gy, r, { pathX = null, pathW = 60 } = {}) {
  const paved = setting === "city";
  const groundTop = paved ? mix("#c9c4b8", env.horizon, 0.1) : env.grass;
  const groundBottom = paved ? shade("#b8b2a5", env.ambient) : shade(env.grass, 0.18);
  let out = rect(0, gy - 40, VW, VH - gy + 40, defs.linearUser([[0, groundTop], [1, groundBottom]], 0, gy - 40, 0, VH));
  if (paved) {
    out += rect(0, gy + 34, VW, VH - gy - 34, shade("#6d6f70", env.ambient));
    for (let x = 20; x < VW; x += 90) out += rect(x, gy + 62, 44, 3, "#e8e4da", `opacity="0.8"`);
    out += rect(0, gy + 30, VW, 5, "#d9d4c8");
  } else if (pathX !== null) {
    out += poly([[pathX, gy], [pathX + pathW, gy], [pathX + pathW * 1.9, VH], [pathX - pathW * 0.9, VH]], mix("#d8d0bf", env.horizon, 0.1), `opacity="0.95"`);
    for (let i = 1; i < 6; i++) {
      const t = i / 6;
      const y = gy + (VH - gy) * t * t;
      const x0 = pathX - pathW * 0.9 * t * t;
      const x1 = pathX + pathW + pathW * 0.9 * t * t;
      out += line(x0, y, x1, y, "#b9b09c", 0.8);
    }
  }
  return out;
}

/** An exterior view of the building in its setting. */
function exterior(project, view, r) {
  const scene = project.scene;
  const tod = view === "light" ? otherLight(scene.timeOfDay) : scene.timeOfDay;
  const env = environment(tod);
  const defs = new Defs("p");
  const plan = buildingPlan(scene, rng(`plan:${project.id}`));
  const minX = Math.min(...plan.vols.map((v) => v.x));
  const maxX = Math.max(...plan.vols.map((v) => v.x + v.w));
  const maxD = Math.max(...plan.vols.map((v) => v.d + (v.z || 0)));
  const maxH = Math.max(...plan.vols.map((v) => -v.gy + v.h + (v.rh || 0)));
  const cfg = {
    hero: { fill: 0.74, ax: 0.4, ay: -0.16, horizon: 300, land: 400, gy: 520, maxScale: 2, top: 120 },
    light: { fill: 0.7, ax: 0.48, ay: -0.18, horizon: 296, land: 395, gy: 525, maxScale: 2, top: 120 },
    corner: { fill: 1.3, ax: 0.9, ay: -0.26, horizon: 280, land: 385, gy: 575, maxScale: 2.8, top: -40 },
    wide: { fill: 0.42, ax: 0.42, ay: -0.16, horizon: 300, land: 420, gy: 505, maxScale: 1.1, top: 250 },
    plaza: { fill: 0.8, ax: 0.6, ay: -0.22, horizon: 300, land: 400, gy: 525, maxScale: 2, top: 110 },
  }[view];
  const projW = maxX - minX + maxD * cfg.ax;
  const s = Math.min(cfg.maxScale, (VW * cfg.fill) / projW, (cfg.gy - cfg.top) / (maxH - maxD * cfg.ay));
  const mirror = view === "light" ? !rng(`mirror:${project.id}`).chance(0.4) : view === "hero" ? rng(`mirror:${project.id}`).chance(0.4) : r.chance(0.5);
  const centre = view === "wide" ? r.pick([0.3, 0.68]) : view === "corner" ? r.range(0.42, 0.58) : r.range(0.44, 0.56);
  const bx = VW * centre - ((minX + maxX) / 2 + (maxD * cfg.ax) / 2) * s;
  const ctx = { defs, env, r: rng(`facade:${project.id}`), proj: { ax: cfg.ax, ay: cfg.ay }, s: 1 / s, finish: plan.style.finish };
  let out = backdrop(defs, env, scene.setting, VW, VH, cfg.horizon, cfg.land, rng(`land:${project.id}`));
  const kind = treeKind(scene.setting);
  // Trees behind the building.
  const tr = r.fork("back-trees");
  for (let i = 0; i < (scene.setting === "city" ? 2 : 6); i++) {
    out += tree(kind, tr.range(0, VW), cfg.gy - tr.range(70, 120) * (s / 1.2), tr.range(90, 170) * Math.min(1.3, s), env, tr, 0.08);
  }
  const entranceX = VW * centre;
  out += foreground(defs, env, scene.setting, cfg.gy, r.fork("fg"), { pathX: scene.setting === "city" ? null : entranceX - 20, pathW: 46 * s });
  const building = drawBuilding(ctx, plan);
  const transform = mirror ? `translate(${n(VW - bx)} ${cfg.gy}) scale(${n(-s)} ${n(s)})` : `translate(${n(bx)} ${cfg.gy}) scale(${n(s)})`;
  out += `<g transform="${transform}">${building}</g>`;
  // Planting along the foot of the building and framing trees in front.
  const sr = r.fork("shrubs");
  const footL = mirror ? VW - bx - maxX * s : bx + minX * s;
  const footR = footL + (maxX - minX) * s;
  out += shrubs(footL - 20, footL + (footR - footL) * 0.3, cfg.gy + 8, 10 * s, shade(env.foliageLight, 0.15), tint(env.foliageLight, 0.15), sr);
  out += shrubs(footL + (footR - footL) * 0.7, footR + 30, cfg.gy + 8, 10 * s, shade(env.foliageLight, 0.15), tint(env.foliageLight, 0.15), sr);
  for (let i = 0; i < 8; i++) out += grassTuft(sr.range(footL, footR), cfg.gy + sr.range(12, 40), sr.range(10, 18), mix(env.grass, "#c8b77a", 0.5));
  const fr = r.fork("front-trees");
  const leftTree = fr.chance(0.8);
  const rightTree = fr.chance(0.6);
  if (leftTree) out += tree(kind, fr.range(-20, 90), VH + fr.range(-30, 10), fr.range(300, 440), env, fr, 0);
  if (rightTree) out += tree(kind, VW - fr.range(-20, 90), VH + fr.range(-20, 20), fr.range(260, 400), env, fr, 0);
  // Foreground planting along the bottom edge, leaving the path clear.
  const pr = r.fork("front-planting");
  const pathL = scene.setting === "city" ? VW : entranceX - 20 - 46 * s * 1.9;
  const pathR = scene.setting === "city" ? VW : entranceX - 20 + 46 * s * 2.9;
  if (scene.setting !== "city") {
    out += shrubs(-20, pathL - 10, VH + 14, 30, shade(env.foliageLight, 0.25), env.foliageLight, pr);
    out += shrubs(pathR + 10, VW + 20, VH + 14, 30, shade(env.foliageLight, 0.25), env.foliageLight, pr);
    for (let i = 0; i < 14; i++) {
      const x = pr.range(0, VW);
      if (x > pathL && x < pathR) continue;
      out += grassTuft(x, VH - pr.range(0, 14), pr.range(30, 56), mix(env.grass, "#d8c78c", 0.5));
    }
  }
  if (env.lit) out += rect(0, 0, VW, VH, "#1a2440", `opacity="0.12"`);
  out += vignette(defs);
  return svgDoc(VW, VH, 0, defs.toString(), out);
}

/** A soft darkening at the edges, as in a rendered photograph. */
export function vignette(defs, opacity = 0.22) {
  return rect(0, 0, VW, VH, defs.radial([[0.55, "#0d1418", 0], [1, "#0d1418", opacity]], { cx: 0.5, cy: 0.45, r: 0.75 }));
}


// ---------------------------------------------------------------------------------------------
// Interior: a room (or lobby) in one-point perspective, looking out through the glass to the setting.

/**
 * A room in one-point perspective looking out through glazing at a setting.
 * opts: setting, landSeed, r, room ("living" | "kitchen" | "bedroom" | "lobby" | "double"), B (back wall), G (glazed
 * opening in the back wall), glazing(G) draws the window or door over the view, side: optional glazing on the right wall.
 */
export function roomView(defs, env, opts) {
  const { setting, landSeed, r, room = "living", B, G, glazing } = opts;
  const residential = room !== "lobby";
  const vp = opts.vp || [(B.x0 + B.x1) / 2 + r.range(-40, 40), B.y0 + (B.y1 - B.y0) * 0.55];
  const warm = env.lit;
  const eye = Math.min(vp[1], G.y1 - 30);
  let out = backdrop(defs, env, setting, VW, VH, eye - 10, eye + 50, rng(landSeed));
  const kind = treeKind(setting);
  const tr = r.fork("trees");
  for (let i = 0; i < 4; i++) out += tree(kind, tr.range(G.x0, G.x1), eye + tr.range(60, 120), tr.range(120, 220), env, tr, 0.05);
  out += rect(0, eye + 90, VW, VH, shade(env.grass, 0.1));
  if (G.y1 > B.y1 - 2) out += poly([[G.x0, G.y1], [G.x1, G.y1], [G.x1 + 40, G.y1 - 22], [G.x0 - 40, G.y1 - 22]], mix("#a58a6a", env.horizon, 0.2));
  // Room surfaces.
  const wallColor = opts.wallColor || (warm ? "#e9dcc6" : residential ? "#f3efe7" : "#ebe7df");
  const ceil = warm ? "#d9c5a6" : "#f7f4ee";
  const floorA = opts.floor || (residential ? r.pick(["#c89d6d", "#b98c5f", "#d3b58c", "#a9a49b"]) : "#d8d3c8");
  const floorB = shade(floorA, 0.22);
  out += poly([[0, 0], [VW, 0], [B.x1, B.y0], [B.x0, B.y0]], defs.linear([[0, shade(ceil, 0.08)], [1, ceil]]));
  out += poly([[0, VH], [VW, VH], [B.x1, B.y1], [B.x0, B.y1]], defs.linear([[0, floorA], [1, floorB]]));
  out += poly([[0, 0], [B.x0, B.y0], [B.x0, B.y1], [0, VH]], defs.linear([[0, shade(wallColor, 0.1)], [1, wallColor]], [0, 0, 1, 0]));
  out += poly([[VW, 0], [B.x1, B.y0], [B.x1, B.y1], [VW, VH]], defs.linear([[0, shade(wallColor, 0.16)], [1, shade(wallColor, 0.04)]], [1, 0, 0, 0]));
  // Back wall around the glazing.
  out += `<path d="M${n(B.x0)} ${n(B.y0)}H${n(B.x1)}V${n(B.y1)}H${n(B.x0)}Z M${n(G.x0)} ${n(G.y0)}V${n(G.y1)}H${n(G.x1)}V${n(G.y0)}Z" fill="${wallColor}" fill-rule="evenodd"/>`;
  if (G.y1 < B.y1 - 2) {
    // A window: sill and reveal.
    out += rect(G.x0 - 10, G.y1, G.x1 - G.x0 + 20, 8, tint(wallColor, 0.4)) + rect(G.x0 - 10, G.y1 + 8, G.x1 - G.x0 + 20, 3, "#000", `opacity="0.12"`);
  }
  // Floor boards or tiles converging on the vanishing point.
  let d = "";
  for (let i = -14; i <= 14; i++) {
    const xb = vp[0] + i * 80;
    const t = (B.y1 - vp[1]) / (VH - vp[1]);
    d += `M${n(xb)} ${VH}L${n(vp[0] + (xb - vp[0]) * t)} ${n(B.y1)}`;
  }
  if (!residential) for (let k = 1; k < 6; k++) { const y = B.y1 + (VH - B.y1) * Math.pow(k / 6, 1.8); d += `M0 ${n(y)}H${VW}`; }
  out += `<path d="${d}" stroke="${shade(floorA, 0.3)}" stroke-width="0.8" opacity="0.45"/>`;
  // Ceiling: wood slats sometimes.
  if (residential && (opts.woodCeiling ?? r.chance(0.5))) {
    out += poly([[0, 0], [VW, 0], [B.x1, B.y0], [B.x0, B.y0]], "#b88a5c", `opacity="0.85"`);
    let cd = "";
    for (let i = -20; i <= 20; i++) {
      const xt = vp[0] + i * 50;
      const t = (vp[1] - B.y0) / vp[1];
      cd += `M${n(xt)} 0L${n(vp[0] + (xt - vp[0]) * t)} ${n(B.y0)}`;
    }
    out += `<path d="${cd}" stroke="#8c6440" stroke-width="1.2" opacity="0.6"/>`;
  }
  if (!warm && G.y1 > B.y1 - 2) out += poly([[G.x0, G.y1], [G.x1, G.y1], [G.x1 + 120, VH], [G.x0 - 60, VH]], "#fff6e0", `opacity="0.22"`);
  out += glazing(G);
  out += furniture(defs, env, room, B, G, vp, r);
  if (warm) out += rect(0, 0, VW, VH, defs.radial([[0, "#ffcf86", 0.22], [1, "#1a1420", 0.25]], { cx: 0.5, cy: 0.6, r: 0.7 }));
  return out;
}

function plant(x, baseY, r, scale = 1) {
  let out = `<path d="M${n(x - 26 * scale)} ${n(baseY)}h${n(52 * scale)}l${n(-8 * scale)} ${n(50 * scale)}h${n(-36 * scale)}Z" fill="${r.pick(["#d8d0c0", "#3b3f44", "#b56a44"])}"/>`;
  const pr = r.fork("plant");
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + pr.range(-1.1, 1.1);
    const len = pr.range(70, 140) * scale;
    out += `<path d="M${n(x)} ${n(baseY)}Q${n(x + Math.cos(a) * len * 0.3)} ${n(baseY + Math.sin(a) * len * 0.7)} ${n(x + Math.cos(a) * len)} ${n(baseY + Math.sin(a) * len)}" stroke="${pr.pick(["#3f6b45", "#4f7d4f", "#2f5a3a"])}" stroke-width="${n(pr.range(6, 12) * scale)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function pendants(vp, r, warm, count) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const lx = vp[0] + r.range(-160, 160);
    const ly = r.range(150, 210);
    out += line(lx, ly * 0.45, lx, ly, "#2f2f2f", 1.2);
    out += `<path d="M${n(lx - 18)} ${n(ly + 14)}Q${n(lx)} ${n(ly - 12)} ${n(lx + 18)} ${n(ly + 14)}Z" fill="${r.pick([C.bronze, "#2f3336", "#e9e4da"])}"/>`;
    if (warm) out += ellipse(lx, ly + 18, 26, 8, "#ffe2a6", `opacity="0.8"`);
  }
  return out;
}

function furniture(defs, env, room, B, G, vp, r) {
  const warm = env.lit;
  let out = "";
  if (room === "living" || room === "double") {
    if (r.chance(0.7)) {
      const ax = B.x0 * 0.38;
      out += poly([[ax, 190], [ax + 50, 208], [ax + 50, 318], [ax, 330]], "#2e3236");
      out += poly([[ax + 5, 197], [ax + 45, 211], [ax + 45, 310], [ax + 5, 323]], r.pick(["#e7dcc8", "#d9c3a0", "#c9d3d6"]));
      out += poly([[ax + 12, 240], [ax + 38, 248], [ax + 38, 290], [ax + 12, 292]], r.pick([C.aegean, C.bronze, "#8a9a7a"]), `opacity="0.85"`);
    }
    const sofaC = r.pick(["#d9d2c3", "#b9b0a0", "#7d8a8f", "#c8b59a", "#5f6b72"]);
    const sx = vp[0] - r.range(120, 220);
    const sw = r.range(300, 380);
    out += poly([[sx - 60, 600], [sx + sw + 80, 600], [sx + sw + 30, 500], [sx - 20, 500]], r.pick(["#e9e2d3", "#d6cab4", "#c1c6c2"]), `opacity="0.9"`);
    out += rect(sx, 470, sw, 70, shade(sofaC, 0.1), `rx="10"`);
    out += rect(sx - 14, 488, 26, 56, shade(sofaC, 0.18), `rx="8"`) + rect(sx + sw - 12, 488, 26, 56, shade(sofaC, 0.18), `rx="8"`);
    out += rect(sx, 470, sw, 16, tint(sofaC, 0.2), `rx="8"`);
    out += rect(sx + 20, 540, 6, 14, "#3b3b3b") + rect(sx + sw - 26, 540, 6, 14, "#3b3b3b");
    const tx = sx + sw + 60;
    out += rect(tx, 500, 56, 6, "#4a3b2e") + rect(tx + 6, 506, 4, 44, "#4a3b2e") + rect(tx + 46, 506, 4, 44, "#4a3b2e");
    out += `<path d="M${n(tx + 18)} 500l4 -26h12l4 26Z" fill="${C.bronze}"/>`;
    out += pendants(vp, r, warm, room === "double" ? 1 : r.int(1, 3));
    out += plant(r.chance(0.5) ? 70 : 920, 540, r);
  } else if (room === "kitchen") {
    // Counter under the window, upper shelf, stools.
    const cy = G.y1 + 12;
    out += rect(B.x0 - 40, cy, B.x1 - B.x0 + 80, 14, "#ece8df") + rect(B.x0 - 40, cy + 14, B.x1 - B.x0 + 80, B.y1 - cy - 14 + 40, r.pick(["#4d5a55", "#2f3a44", "#d9cfbf", "#8a6a4a"]));
    for (let x = B.x0; x < B.x1 + 40; x += 90) out += rect(x, cy + 20, 1.5, B.y1 - cy + 10, "#000", `opacity="0.25"`) + rect(x + 40, cy + 30, 14, 2.5, "#c9c2b4");
    out += rect(B.x0 - 40, B.y1 + 40, B.x1 - B.x0 + 80, 6, "#000", `opacity="0.2"`);
    // Island with stools in the foreground.
    out += rect(200, 470, 600, 20, "#f1ede6") + rect(220, 490, 560, 110, shade("#d9cfbf", 0.05));
    for (const x of [300, 480, 660]) out += rect(x - 24, 430, 48, 10, C.bronze, `rx="4"`) + rect(x - 2, 440, 4, 30, "#333");
    out += `<path d="M${n(G.x0 + 20)} ${n(cy)}q20 -30 40 0Z" fill="#e9e4da"/>` + circle(G.x1 - 60, cy - 16, 16, "#d9a441") + circle(G.x1 - 80, cy - 10, 12, "#9bb55b");
    out += pendants([(G.x0 + G.x1) / 2, 0], r, warm, 2);
  } else if (room === "bedroom") {
    const bx = vp[0] - 220;
    const bedC = r.pick(["#f2eee6", "#dfe5e8", "#ece2d2"]);
    out += rect(bx - 10, 380, 460, 60, r.pick(["#8a6a4a", "#3b3f44", "#c2ae90"]), `rx="4"`);
    out += rect(bx, 430, 440, 120, bedC, `rx="10"`) + rect(bx, 520, 440, 40, shade(bedC, 0.1), `rx="8"`);
    out += rect(bx + 30, 410, 150, 44, "#ffffff", `rx="14"`) + rect(bx + 260, 410, 150, 44, "#ffffff", `rx="14"`);
    out += rect(bx, 480, 440, 80, r.pick([C.aegean, "#8a9a7a", "#c9a27a", "#6d7f8c"]), `rx="8" opacity="0.9"`);
    for (const x of [bx - 90, bx + 470]) {
      out += rect(x, 470, 80, 60, "#d9cfbf") + rect(x + 30, 430, 20, 40, "#e9e4da") + `<path d="M${n(x + 22)} 430h36l-8 -28h-20Z" fill="${warm ? "#ffe2a6" : "#efe6d4"}"/>`;
    }
  } else if (room === "lobby") {
    out += rect(170, 492, 260, 20, "#b88a5c") + rect(180, 512, 10, 26, "#3b3b3b") + rect(410, 512, 10, 26, "#3b3b3b");
    out += rect(640, 440, 200, 90, "#e9e4da") + rect(640, 440, 200, 10, C.bronze) + rect(640, 530, 200, 6, "#000", `opacity="0.13"`);
    out += plant(900, 520, r, 1.4);
  }
  return out;
}

function interior(project, r) {
  const scene = project.scene;
  const env = environment(scene.timeOfDay);
  const defs = new Defs("i");
  const plan = buildingPlan(scene, rng(`plan:${project.id}`));
  const F = plan.style.finish;
  const lobby = !RESIDENTIAL.has(scene.building);
  const B = lobby ? { x0: 90, y0: 40, x1: 910, y1: 470 } : { x0: r.range(110, 170), y0: 95, x1: r.range(830, 890), y1: 462 };
  const G = { x0: B.x0 + (lobby ? 0 : r.range(0, 30)), y0: B.y0 + 8, x1: B.x1 - (lobby ? 0 : r.range(0, 30)), y1: B.y1 };
  const bands = bandsFor(G.x0, G.x1 - G.x0, r.fork("bands"), 3);
  const open = r.chance(0.5);
  const centre = r.chance(0.5);
  const body = roomView(defs, env, {
    setting: scene.setting,
    landSeed: `land:${project.id}`,
    r,
    room: lobby ? "lobby" : "living",
    B,
    G,
    glazing: (g) =>
      lobby
        ? curtainWall(defs, env, g.x0, g.y0, g.x1 - g.x0, g.y1 - g.y0, { finish: F, cols: 6, rows: 3, mode: "clear", bands, mullion: 7 })
        : slider(defs, env, g.x0, g.y0, g.x1 - g.x0, g.y1 - g.y0, { finish: F, panels: g.x1 - g.x0 > 640 ? 4 : 3, state: open ? "open" : "closed", mode: "clear", bands, centre: g.x1 - g.x0 > 640 && centre }),
  });
  return svgDoc(VW, VH, 0, defs.toString(), body);
}

// ---------------------------------------------------------------------------------------------
// Entrance: the front door close up, set in the cladding, with a canopy, steps and planting.

function entrance(project, r) {
  const scene = project.scene;
  const env = environment(scene.timeOfDay);
  const defs = new Defs("e");
  const plan = buildingPlan(scene, rng(`plan:${project.id}`));
  const { finish: F, main, accent, doorColor } = plan.style;
  const residential = RESIDENTIAL.has(scene.building);
  const s = 1;
  let out = backdrop(defs, env, scene.setting, VW, VH, 250, 330, rng(`land:${project.id}`));
  // The facade wall fills most of the frame.
  const wx0 = r.range(60, 160);
  const wallTop = 40;
  const floorY = 520;
  out += cladShape(defs, accent, (fill) => rect(wx0, wallTop, VW - wx0, floorY - wallTop, fill), env.lit ? 0.25 : 0, s * 1.6, [wx0, wallTop, VW - wx0, floorY - wallTop]);
  const doorX = wx0 + r.range(160, 260);
  const doorW = residential ? 150 : 260;
  const doorH = 380;
  const doorY = floorY - doorH;
  // Recess around the door, in the main cladding.
  out += cladShape(defs, main, (fill) => rect(doorX - 50, doorY - 40, doorW + 230, doorH + 40, fill), env.lit ? 0.3 : 0.05, s * 1.6, [doorX - 50, doorY - 40, doorW + 230, doorH + 40]);
  out += rect(doorX - 50, doorY - 40, doorW + 230, 14, "#000", `opacity="0.18"`);
  const mode = env.lit ? "lit" : "reflect";
  const bands = bandsFor(doorX, doorW + 200, r.fork("b"), 2);
  if (residential) {
    const design = r.pick(PIVOT_NAMES);
    out += rect(doorX - 2, doorY - 2, doorW + 4, doorH + 2, "#000", `opacity="0.35"`);
    out += pivotDoor(defs, env, doorX, doorY, doorW, doorH, { finish: F, face: (x, y, w, h) => pivotFace(defs, design, x, y, w, h) });
    // Full-height sidelite beside it.
    out += frame(doorX + doorW + 20, doorY, 120, doorH, 6, F);
    out += pane(defs, env, doorX + doorW + 26, doorY + 6, 108, doorH - 12, { mode, bands, r });
  } else {
    out += curtainWall(defs, env, doorX, doorY - 40, doorW + 180, doorH + 40, { finish: F, cols: 4, rows: 3, mode, bands, r, mullion: 6 });
    // Double glass doors.
    out += frame(doorX + 8, doorY + 120, 120, doorH - 120, 6, F) + barHandle(doorX + 62, doorY + 220, 90, "#cfc9be", 4) + barHandle(doorX + 74, doorY + 220, 90, "#cfc9be", 4);
  }
  // Canopy slab.
  const cy = doorY - 40;
  out += rect(doorX - 80, cy - 16, doorW + 300, 16, "#f3f1eb") + rect(doorX - 80, cy, doorW + 300, 6, "#000", `opacity="0.15"`);
  for (let i = 0; i < 4; i++) out += circle(doorX - 40 + i * ((doorW + 220) / 3), cy + 3, 3, env.lit ? "#fff1c8" : "#d9d4ca");
  if (env.lit) out += poly([[doorX - 60, cy + 6], [doorX + doorW + 200, cy + 6], [doorX + doorW + 260, floorY], [doorX - 120, floorY]], "#ffd899", `opacity="0.18"`);
  // Wall sconce.
  out += rect(doorX - 30, doorY + 140, 8, 36, "#2e3236") + (env.lit ? ellipse(doorX - 26, doorY + 158, 20, 36, "#ffe0a0", `opacity="0.35"`) : "");
  // Steps and landing.
  const stone = mix("#d6cfc0", env.horizon, 0.1);
  out += rect(0, floorY, VW, VH - floorY, shade(stone, 0.08 + env.ambient));
  out += rect(doorX - 90, floorY, doorW + 320, 22, stone) + rect(doorX - 130, floorY + 22, doorW + 400, 24, shade(stone, 0.06)) + rect(doorX - 130, floorY + 22, doorW + 400, 3, "#000", `opacity="0.12"`);
  // Planter with grasses.
  const px = doorX + doorW + 200;
  out += rect(px, floorY - 70, VW - px + 10, 70, shade(CLADDING[main].color, 0.35)) + rect(px, floorY - 70, VW - px, 5, tint(CLADDING[main].color, 0.2));
  const gr = r.fork("grass");
  for (let i = 0; i < 16; i++) out += grassTuft(px + 14 + i * ((VW - px - 20) / 16), floorY - 68, gr.range(40, 80), gr.pick([env.foliageLight, mix(env.grass, "#d3c184", 0.4), env.foliage]));
  // A sculptural pot on the landing.
  const potX = doorX - 60;
  out += `<path d="M${potX - 28} ${floorY}C${potX - 40} ${floorY - 60} ${potX - 20} ${floorY - 90} ${potX} ${floorY - 92}C${potX + 20} ${floorY - 90} ${potX + 40} ${floorY - 60} ${potX + 28} ${floorY}Z" fill="${r.pick(["#3a3f44", "#b56a44", "#d8d0c0"])}"/>`;
  out += columnTree(potX, floorY - 80, 170, mix(env.foliageLight, "#5f8a4c", 0.4), tint(env.foliageLight, 0.25), r.fork("pot"), "#5b4a3a");
  // Ambient darkening at dusk.
  if (env.lit) out += rect(0, 0, VW, VH, "#141c33", `opacity="0.18"`);
  return svgDoc(VW, VH, 0, defs.toString(), out);
}

// ---------------------------------------------------------------------------------------------
// Detail: a corner of the facade close up, windows with reflections, a tilted sash.

function detail(project, r) {
  const scene = project.scene;
  const env = environment(scene.timeOfDay);
  const defs = new Defs("t");
  const plan = buildingPlan(scene, rng(`plan:${project.id}`));
  const { finish: F, main, accent } = plan.style;
  let out = backdrop(defs, env, scene.setting, VW, VH, 300, 380, rng(`land:${project.id}`));
  const kind = treeKind(scene.setting);
  // The building corner in a strong oblique: front face to the left, side face to the right.
  const cx = r.range(560, 680);
  const ax = 0.55;
  const ay = -0.18;
  const top = 40;
  const h = 520;
  const frontW = cx + 40;
  const sideD = (VW - cx) / ax + 40;
  const mode = env.lit ? "lit" : "reflect";
  // Side face.
  let side = cladShape(defs, accent, (fill) => rect(0, 0, sideD, h, fill), 0.22, 0.7, [0, 0, sideD, h]);
  side += rect(sideD * 0.18 - 2, 118, sideD * 0.42 + 4, 240, "#000", `opacity="0.3"`);
  side += windowUnit(defs, env, sideD * 0.18, 120, sideD * 0.42, 236, { finish: F, type: "double", mode, bands: bandsFor(0, sideD, r.fork("sb")), r, slim: false });
  out += `<g transform="matrix(${ax} ${ay} 0 1 ${n(cx)} ${top})">${side}</g>`;
  // Front face.
  let front = cladShape(defs, main, (fill) => rect(0, 0, frontW, h, fill), env.lit ? 0.2 : 0, 0.7, [0, 0, frontW, h]);
  const bands = bandsFor(0, frontW, r.fork("fb"), 2);
  const wx = frontW - 360;
  front += rect(wx - 3, 97, 326, 306, "#000", `opacity="0.3"`);
  front += windowUnit(defs, env, wx, 100, 200, 300, { finish: F, type: "fixed", mode, bands, r });
  front += windowUnit(defs, env, wx + 200, 100, 120, 300, { finish: F, type: r.pick(["tilt", "single", "tilt"]), mode, bands, r });
  // Tree reflections in the big lite.
  if (!env.lit) front += `<g opacity="0.22">${tree(kind, wx + 60, 420, 230, env, r.fork("refl"), 0)}</g>`.replace(/<g opacity="0.22">/, `<g opacity="0.22" ${defs.clip(rect(wx + 10, 110, 180, 280, "#000"))}>`);
  // Sill flashing.
  front += rect(wx - 8, 400, 336, 8, shade(F.frame, 0.1)) + rect(wx - 8, 408, 336, 3, "#000", `opacity="0.2"`);
  // Shade under the overhang, and dappled shadow from a tree out of frame on sunny days.
  front += rect(0, 0, frontW, 140, defs.linear([[0, "#000", 0.28], [1, "#000", 0]]));
  out += `<g transform="translate(${n(cx - frontW)} ${top})">${front}</g>`;
  out += rect(cx - 1, top, 2, h, "#ffffff", `opacity="0.25"`);
  // The roof overhang seen from below: fascia, soffit boards and downlights.
  out += poly([[0, 0], [VW, 0], [VW, top + ay * 0 + 10], [cx, top + 14], [0, top + 14]], "#f3f1eb");
  out += poly([[0, top + 14], [cx, top + 14], [cx, top + 34], [0, top + 40]], "#d8cdb9");
  out += poly([[cx, top + 14], [VW, top + 14 + ay * (VW - cx) * 1.6], [VW, top + 30 + ay * (VW - cx) * 1.6], [cx, top + 34]], "#c9bea9");
  for (const x of [cx * 0.2, cx * 0.5, cx * 0.8]) {
    out += ellipse(x, top + 27, 9, 3, env.lit ? "#fff3cf" : "#eee9df");
    if (env.lit) out += poly([[x - 8, top + 30], [x + 8, top + 30], [x + 70, top + 330], [x - 70, top + 330]], "#ffd899", `opacity="0.16"`);
  }
  // Planting in front.
  out += rect(0, top + h - 20, VW, VH, shade(env.grass, 0.1));
  out += shrubs(-20, VW + 20, VH + 4, 36, shade(env.foliageLight, 0.2), env.foliageLight, r.fork("sh"));
  for (let i = 0; i < 12; i++) out += grassTuft(r.range(0, VW), VH - r.range(0, 20), r.range(30, 60), mix(env.grass, "#d3c184", 0.5));
  if (env.lit) out += rect(0, 0, VW, VH, "#141c33", `opacity="0.15"`);
  return svgDoc(VW, VH, 0, defs.toString(), out);
}

// ---------------------------------------------------------------------------------------------
// Terrace: on the deck, looking back at the glass wall with a slider open, interior glowing.

function terrace(project, r) {
  const scene = project.scene;
  const env = environment(scene.timeOfDay);
  const defs = new Defs("r");
  const plan = buildingPlan(scene, rng(`plan:${project.id}`));
  const { finish: F, main, accent } = plan.style;
  let out = backdrop(defs, env, scene.setting, VW, VH, 200, 260, rng(`land:${project.id}`));
  const kind = treeKind(scene.setting);
  const wallTop = r.range(70, 110);
  const wallBottom = 420;
  // The house wall runs off to the left; beyond its end, the view.
  const wallR = r.range(820, 880);
  out += tree(kind, wallR + 70, wallBottom + 10, 260, env, r.fork("view-tree"), 0.05);
  out += cladShape(defs, main, (fill) => rect(0, wallTop, wallR, wallBottom - wallTop, fill), env.lit ? 0.25 : 0, 0.9, [0, wallTop, wallR, wallBottom - wallTop]);
  out += cladShape(defs, accent, (fill) => poly([[wallR, wallTop], [wallR + 34, wallTop - 14], [wallR + 34, wallBottom + 8], [wallR, wallBottom]], fill), 0.3, 0.9, [wallR, wallTop - 14, 34, wallBottom - wallTop + 22], true);
  out += rect(0, wallTop, wallR, 30, defs.linear([[0, "#000", 0.25], [1, "#000", 0]]));
  // A deep roof overhang over the terrace: soffit boards in perspective and downlights.
  out += poly([[0, 0], [wallR + 120, 0], [wallR + 34, wallTop - 14], [0, wallTop]], "#b88a5c");
  let sd = "";
  for (let i = 0; i < 16; i++) { const t = i / 16; sd += `M${n(t * (wallR + 120))} 0L${n(t * (wallR + 34))} ${n(wallTop - 14 * t)}`; }
  out += `<path d="${sd}" stroke="#8c6440" stroke-width="1.2" opacity="0.6"/>`;
  out += rect(0, 0, wallR + 120, 10, "#3a3f44");
  for (const x of [0.2, 0.45, 0.7]) out += ellipse(x * wallR, wallTop * 0.55, 8, 3, env.lit ? "#fff3cf" : "#efe9df");
  // The interior behind the open slider.
  const gx = r.range(120, 200);
  const gw = r.range(600, 700);
  const gy = wallTop + 34;
  const gh = wallBottom - gy;
  const roomWarm = env.lit ? "#f2c68a" : "#efe6d6";
  out += rect(gx, gy, gw, gh, defs.linear([[0, shade(roomWarm, 0.1)], [0.7, roomWarm], [1, shade(roomWarm, 0.25)]]));
  out += rect(gx, gy + gh * 0.78, gw, gh * 0.22, shade("#c89d6d", env.lit ? 0.1 : 0));
  out += rect(gx + gw * 0.35, gy + gh * 0.52, gw * 0.3, gh * 0.3, shade("#9d8f7d", 0.1), `rx="6"`);
  out += rect(gx + gw * 0.72, gy + gh * 0.2, gw * 0.16, gh * 0.3, "#c9b89a");
  for (let i = 0; i < 2; i++) { const lx = gx + gw * (0.3 + i * 0.3); out += line(lx, gy, lx, gy + 40, "#333", 1) + circle(lx, gy + 46, 8, env.lit ? "#fff0c8" : "#e4dccd"); }
  out += slider(defs, env, gx, gy, gw, gh, { finish: F, panels: 4, state: "open", mode: env.lit ? "lit" : "reflect", bands: bandsFor(gx, gw, r.fork("b")), r, centre: true });
  // Deck boards in perspective.
  const deck = mix("#a9825a", env.horizon, 0.08);
  out += poly([[-200, VH], [VW + 200, VH], [VW, wallBottom], [0, wallBottom]], defs.linear([[0, shade(deck, 0.1)], [1, deck]], [0, 1, 0, 0]));
  let d = "";
  for (let i = 1; i < 12; i++) { const t = Math.pow(i / 12, 1.7); d += `M-200 ${n(wallBottom + (VH - wallBottom) * t)}H${VW + 200}`; }
  out += `<path d="${d}" stroke="${shade(deck, 0.3)}" stroke-width="1"/>`;
  out += rect(0, wallBottom, VW, 5, "#000", `opacity="0.2"`);
  // Lounge chairs and a low table.
  const chair = r.pick(["#e9e2d3", "#3a3f44", "#c8b59a"]);
  for (const cxp of [gx + 40, gx + gw - 220]) {
    out += `<path d="M${cxp} 540h170l-10 -30h-150Z" fill="${chair}"/><path d="M${cxp + 120} 512l30 -50h14l-22 50Z" fill="${shade(chair, 0.1)}"/>`;
    out += rect(cxp + 6, 540, 5, 20, "#3a3a3a") + rect(cxp + 158, 540, 5, 20, "#3a3a3a");
  }
  out += rect(gx + gw / 2 - 50, 520, 100, 10, "#5b4a3a") + rect(gx + gw / 2 - 40, 530, 6, 26, "#5b4a3a") + rect(gx + gw / 2 + 34, 530, 6, 26, "#5b4a3a");
  // Framing tree and planter.
  out += tree(kind, r.chance(0.5) ? 40 : 960, VH + 20, 420, env, r.fork("t"), 0);
  out += rect(VW - 170, 470, 150, 70, shade(CLADDING[main].color, 0.4));
  for (let i = 0; i < 8; i++) out += grassTuft(VW - 160 + i * 18, 472, r.range(40, 70), env.foliageLight);
  if (env.lit) out += rect(0, 0, VW, VH, "#141c33", `opacity="0.15"`);
  return svgDoc(VW, VH, 0, defs.toString(), out);
}

/** The SVG of image n of a project at outW pixels wide. */
export function projectSvg(project, n, outW) {
  const views = projectViews(project);
  const view = views[n - 1] || "hero";
  const r = rng(`${project.id}:${n}:${view}`);
  let svg;
  switch (view) {
    case "interior":
      svg = interior(project, r);
      break;
    case "entrance":
      svg = entrance(project, r);
      break;
    case "detail":
      svg = detail(project, r);
      break;
    case "terrace":
      svg = terrace(project, r);
      break;
    default:
      svg = exterior(project, view, r);
  }
  return svg.replace(/width="0" height="0"/, `width="${outW}" height="${Math.round((outW * VH) / VW)}"`);
}

