// Product covers and renders (3:2): each product in context, the shot chosen from the render's own alt text
// so the picture matches its description (open or closed, dusk, from the living room, a detail...).
import { C, Defs, FINISHES, blob, circle, ellipse, hashString, line, mix, n, poly, rect, rng, shade, svgDoc, tint } from "./common.mjs";
import { backdrop, environment, grassTuft, shrubs } from "./nature.mjs";
import { CLADDING, STOREY, cladShape, drawBuilding } from "./buildings.mjs";
import { bandsFor, bifold, curtainWall, frame, leverHandle, pane, pivotDoor, slider, swingDoor, windowUnit } from "./glazing.mjs";
import { PIVOT_DESIGN_NAMES, pivotFace } from "./pivot.mjs";
import { VH, VW, roomView, tree, treeKind } from "./scenes.mjs";

/** The 3:2 crop of the 1000 x 600 drawing space. */
const BOX = [50, 0, 900, 600];

/** How each product is staged; unknown products get a seeded choice so new records still work. */
const PROFILE = {
  sf85: { finish: "anthracite", setting: "suburb", clad: "stone", tod: "noon", leaves: 5 },
  s560: { finish: "silver", setting: "suburb", clad: "whiteRender", tod: "morning", panels: 3 },
  s700: { finish: "black", setting: "mountain", clad: "cedar", tod: "noon", panels: 4 },
  s650: { finish: "bronze", setting: "lake", clad: "warmRender", tod: "morning", panels: 3 },
  sd115: { finish: "anthracite", setting: "forest", clad: "charcoal", tod: "noon", design: "Athena", leaf: FINISHES.bronze.frame },
  sd77: { finish: "anthracite", setting: "suburb", clad: "whiteBoard", tod: "morning", leaf: "#0b3c5d" },
  sd95: { finish: "black", setting: "forest", clad: "cedar", tod: "noon", leaf: "#2b2f33" },
  s67: { finish: "anthracite", setting: "suburb", clad: "sageBoard", tod: "noon", windows: ["fixed", "tilt"], opening: [290, 140, 710, 400] },
  s77: { finish: "black", setting: "coast", clad: "cedar", tod: "noon", windows: ["fixed", "tilt", "fixed"], opening: [200, 170, 800, 380] },
  s91: { finish: "bronze", setting: "mountain", clad: "blackBoard", tod: "morning", windows: ["tilt"], opening: [390, 120, 610, 420], deep: true },
  w77: { finish: "anthracite", setting: "coast", clad: "whiteRender", tod: "noon", slim: true, windows: ["fixed", "fixed", "tilt"], opening: [230, 130, 770, 420] },
  rehau: { finish: "white", setting: "city", clad: "brick", tod: "morning", windows: ["double"], opening: [340, 140, 660, 400] },
  center76: { finish: "white", setting: "suburb", clad: "slateBoard", tod: "noon", windows: ["tilt", "fixed", "tilt"], opening: [250, 150, 750, 400] },
  m7: { finish: "anthracite", setting: "city", clad: "concrete", tod: "overcast" },
};

function profileOf(product) {
  if (PROFILE[product.id]) return PROFILE[product.id];
  const r = rng(`profile:${product.id}`);
  return {
    finish: r.pick(["anthracite", "black", "bronze", "silver"]),
    setting: r.pick(["suburb", "forest", "lake", "coast", "mountain"]),
    clad: r.pick(["stone", "cedar", "whiteRender", "warmRender", "blackBoard"]),
    tod: r.pick(["noon", "morning"]),
  };
}

/**
 * The shot of image `index` (0 = cover, k = render k) from the product's kind and the render's alt text.
 */
export function shotFor(product, index) {
  const alt = index === 0 ? "" : (product.renders[index - 1]?.alt || "").toLowerCase();
  const kind = product.kind;
  const p = profileOf(product);
  const has = (...words) => words.some((w) => alt.includes(w));
  const shot = { type: "wall", state: "closed", tod: p.tod, room: "living", floor: "terrace", setting: p.setting };
  if (has("dusk", "lights glowing", "evening")) shot.tod = "dusk";
  if (has("open", "slid", "folded", "swung", "tilted") && !has("closed")) shot.state = "open";
  if (has("lake")) shot.setting = "lake";
  if (has("mountain")) shot.setting = "mountain";
  if (has("garden")) shot.setting = "suburb";
  if (index === 0) {
    if (kind === "pivot" || kind === "swing") return { ...shot, type: "entrance", state: "closed", cover: true, glazedLeaf: product.id === "sd77" };
    if (kind === "casement-window") return { ...shot, type: "wall", state: "closed", cover: true };
    if (kind === "curtain-wall") return { ...shot, type: "wall", state: "closed", cover: true, floor: "walk" };
    return { ...shot, type: "wall", state: "open", cover: true, wide: true, tod: p.coverTod || "morning" };
  }
  if (has("detail", "stacked", "rollers", "depth of the frame", "gaskets")) {
    const variant = has("stacked") ? "stack" : has("rollers") ? "rollers" : has("gaskets") ? "gaskets" : "sash-depth";
    return { ...shot, type: "detail", variant };
  }
  if (kind === "pivot" || kind === "swing") {
    if (has("family home", "net-zero home", "contemporary")) return { ...shot, type: "house", variant: has("family") ? "family-front" : "netzero-front" };
    return { ...shot, type: "entrance", porch: has("porch"), walk: has("front walk"), angle: shot.state === "open" ? 68 : 0, design: has("grooved") ? "Achilles" : has("bronze") ? "Apollo" : undefined, grooves: has("grooved"), stone: has("stone"), handle: has("recessed") ? "recessed" : "bar" };
  }
  if (kind === "casement-window") {
    if (has("kitchen")) return { ...shot, type: "room", room: "kitchen", windowState: "turn" };
    if (has("bedroom")) return { ...shot, type: "room", room: "bedroom", windowState: has("tilted") ? "tilt" : "turn" };
    if (has("living room", "corner of")) return { ...shot, type: "room", room: "living", windowState: "tilt", corner: true };
    const variant = has("townhouse") ? "townhouses" : has("gabled", "two-storey family") ? "gable-home" : has("passive", "compact") ? "passive" : has("white-rendered") ? "white-modern" : "modern-row";
    return { ...shot, type: "house", variant, tiltOne: has("tilted open", "sash open", "tilt-and-turn sash") };
  }
  if (kind === "curtain-wall") {
    if (has("living room", "double-height")) return { ...shot, type: "room", room: "double" };
    if (has("corner", "lobby")) return { ...shot, type: "house", variant: "lobby-corner" };
    return { ...shot, type: "house", variant: "community" };
  }
  // Bifolds and sliders.
  if (has("from the living room", "seen from the living", "from a living room", "framing a view", "living room and garden")) return { ...shot, type: "room", room: "living" };
  if (has("covered patio")) return { ...shot, type: "wall", floor: "patio" };
  if (has("deck")) return { ...shot, type: "wall", floor: "deck" };
  return shot;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** A room seen through glass from outside: back wall, floor, furniture silhouettes, lamps. */
function roomBehind(defs, O, warm, r) {
  const { x0, y0, x1, y1 } = O;
  const w = x1 - x0;
  const h = y1 - y0;
  const wall = warm ? "#f0c98f" : "#ece5d8";
  let out = rect(x0, y0, w, h, defs.linear([[0, shade(wall, 0.12)], [0.6, wall], [1, shade(wall, 0.05)]]));
  out += rect(x0, y0, w, h * 0.07, shade(wall, 0.2));
  const floorY = y0 + h * 0.8;
  out += rect(x0, floorY, w, y1 - floorY, warm ? "#b07a4c" : "#c6a27a");
  out += rect(x0, floorY, w, 2, "#000", `opacity="0.15"`);
  // Artwork, a sofa, a shelf, a pendant.
  const ax = x0 + w * r.range(0.55, 0.7);
  out += rect(ax, y0 + h * 0.28, w * 0.16, h * 0.22, "#2e3236") + rect(ax + 4, y0 + h * 0.28 + 4, w * 0.16 - 8, h * 0.22 - 8, r.pick(["#d9c3a0", "#c9d3d6", "#e7dcc8"]));
  const sx = x0 + w * r.range(0.12, 0.3);
  const sofa = r.pick(["#8d8a82", "#b9ad98", "#5f6b72", "#c8b59a"]);
  out += rect(sx, floorY - h * 0.14, w * 0.36, h * 0.14, sofa, `rx="6"`) + rect(sx, floorY - h * 0.2, w * 0.36, h * 0.08, tint(sofa, 0.1), `rx="6"`);
  out += rect(x0 + w * 0.82, floorY - h * 0.42, w * 0.1, h * 0.42, "#7a5a3c") + rect(x0 + w * 0.82, floorY - h * 0.28, w * 0.1, 2, "#5a3f28");
  const lx = x0 + w * r.range(0.35, 0.5);
  out += line(lx, y0, lx, y0 + h * 0.3, "#3a3a3a", 1) + `<path d="M${n(lx - 16)} ${n(y0 + h * 0.33)}Q${n(lx)} ${n(y0 + h * 0.26)} ${n(lx + 16)} ${n(y0 + h * 0.33)}Z" fill="${C.bronze}"/>`;
  if (warm) out += ellipse(lx, y0 + h * 0.36, 30, 9, "#fff0c8", `opacity="0.8"`);
  // Plant.
  out += `<path d="${blob(x0 + w * 0.08, floorY - h * 0.14, w * 0.04, h * 0.1, r)}" fill="#4f7d4f"/>` + rect(x0 + w * 0.07, floorY - h * 0.06, w * 0.03, h * 0.06, "#d8d0c0");
  return out;
}

/** Draws the product itself in an opening O. */
function drawProduct(defs, env, product, O, opts) {
  const p = profileOf(product);
  const finish = FINISHES[opts.finish || p.finish];
  const { x0, y0, x1, y1 } = O;
  const w = x1 - x0;
  const h = y1 - y0;
  const mode = opts.mode || "clear";
  const bands = opts.bands || bandsFor(x0, w, rng(`bands:${product.id}`), 3);
  const r = opts.r;
  switch (product.kind) {
    case "bifold":
      return bifold(defs, env, x0, y0, w, h, { finish, leaves: p.leaves || 5, state: opts.state, mode, bands, r, stack: opts.stack || "left" });
    case "lift-and-slide":
      return slider(defs, env, x0, y0, w, h, { finish, panels: p.panels || 3, state: opts.state, mode, bands, r, centre: (p.panels || 3) === 4 });
    case "slim-slider":
      return slider(defs, env, x0, y0, w, h, { finish, panels: p.panels || 3, state: opts.state, mode, bands, r, slim: true });
    case "curtain-wall":
      return curtainWall(defs, env, x0, y0, w, h, { finish, cols: Math.max(3, Math.round(w / 90)), rows: Math.max(2, Math.round(h / 120)), mode, bands, r, mullion: 6 });
    case "casement-window": {
      // The product's own composition of units, e.g. a fixed lite beside a tilt-and-turn sash.
      const types = p.windows || ["fixed", "tilt"];
      const weights = types.map((t) => (t === "fixed" && types.length === 2 ? 1.4 : 1));
      const total = weights.reduce((a, b) => a + b, 0);
      let out = "";
      let x = x0;
      types.forEach((t, i) => {
        const uw = (w * weights[i]) / total;
        out += windowUnit(defs, env, x, y0, uw, h, { finish, type: t, mode, bands, r, slim: p.slim });
        x += uw;
      });
      return out;
    }
    default:
      return frame(x0, y0, w, h, 6, finish);
  }
}

/** Paving or decking in perspective below the wall, from y0 to the bottom of the frame. */
function floorPlane(defs, env, kind, y0, vpx) {
  const c = kind === "deck" ? "#a9825a" : kind === "walk" ? "#cfc7b6" : "#d9d2c4";
  const col = mix(c, env.horizon, 0.06);
  let out = rect(0, y0, VW, VH - y0, defs.linear([[0, col], [1, shade(col, 0.14 + env.ambient)]]));
  let d = "";
  if (kind === "deck") {
    for (let i = 1; i < 14; i++) {
      const t = Math.pow(i / 14, 1.6);
      d += `M0 ${n(y0 + (VH - y0) * t)}H${VW}`;
    }
  } else {
    for (let i = -12; i <= 12; i++) d += `M${n(vpx + i * 46)} ${n(y0)}L${n(vpx + i * 150)} ${VH}`;
    for (let i = 1; i < 6; i++) d += `M0 ${n(y0 + (VH - y0) * Math.pow(i / 6, 1.5))}H${VW}`;
  }
  out += `<path d="${d}" stroke="${shade(col, 0.28)}" stroke-width="0.9" opacity="0.6"/>`;
  out += rect(0, y0, VW, 5, "#000", `opacity="0.16"`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Shots

/** The product in an exterior wall, seen straight on from the terrace, deck, patio or walk. */
function wallShot(product, shot, r) {
  const p = profileOf(product);
  const env = environment(shot.tod);
  const defs = new Defs("w");
  const floorY = 478;
  const wallTop = shot.floor === "patio" ? 40 : 70;
  let out = backdrop(defs, env, shot.setting, VW, VH, 330, 420, rng(`land:${product.id}`));
  const kind = treeKind(shot.setting);
  const window = product.kind === "casement-window";
  // Wall with the opening.
  const po = p.opening || [300, 150, 700, 390];
  const O = window ? { x0: po[0], y0: po[1], x1: po[2], y1: po[3] } : product.kind === "curtain-wall" ? { x0: 150, y0: wallTop + 20, x1: 850, y1: floorY } : { x0: 170, y0: wallTop + 58, x1: 830, y1: floorY };
  const wx0 = 90;
  const wx1 = 910;
  if (shot.wide) {
    // Pulled back: the opening is one storey of a house, with an upper floor set back above it.
    for (const x of [60, 940]) out += tree(kind, x, floorY, r.range(300, 380), env, r.fork(`w${x}`), 0.04);
    out += `<g transform="translate(500 ${floorY}) scale(0.74) translate(-500 ${-floorY})">`;
    const accent = p.clad === "cedar" || p.clad === "oak" ? "charcoal" : "cedar";
    const uy = wallTop - 14 - 150;
    out += cladShape(defs, accent, (fill) => rect(230, uy, 560, 150, fill), 0, 1.3, [230, uy, 560, 150]);
    out += rect(210, uy - 12, 600, 12, "#f3f1eb");
    out += windowUnit(defs, env, 280, uy + 28, 300, 100, { finish: FINISHES[p.finish], type: "fixed", mode: env.lit ? "lit" : "reflect", bands: bandsFor(230, 560, r.fork("ub")), r });
    out += windowUnit(defs, env, 600, uy + 28, 140, 100, { finish: FINISHES[p.finish], type: "tilt", mode: env.lit ? "lit" : "reflect", bands: bandsFor(230, 560, r.fork("ub")), r });
    out += rect(230, wallTop - 14 - 2, 560, 4, "#000", `opacity="0.2"`);
  } else {
    for (const x of [wx0 - 40, wx1 + 40]) out += tree(kind, x, floorY, r.range(260, 340), env, r.fork(`t${x}`), 0.04);
  }
  out += cladShape(defs, p.clad, (fill) => `<path d="M${wx0} ${wallTop}H${wx1}V${floorY}H${wx0}Z M${O.x0} ${O.y0}V${O.y1}H${O.x1}V${O.y0}Z" fill="${fill}" fill-rule="evenodd"/>`, env.lit ? 0.3 : 0, 1.3, [wx0, wallTop, wx1 - wx0, floorY - wallTop]);
  // Roof edge.
  out += rect(wx0 - 20, wallTop - 14, wx1 - wx0 + 40, 14, "#f3f1eb") + rect(wx0 - 20, wallTop, wx1 - wx0 + 40, 6, "#000", `opacity="0.16"`);
  // Reveal shadow around the opening.
  out += rect(O.x0 - 4, O.y0 - 4, O.x1 - O.x0 + 8, 6, "#000", `opacity="0.3"`) + rect(O.x0 - 4, O.y0, 6, O.y1 - O.y0, "#000", `opacity="0.2"`);
  const warm = env.lit;
  out += roomBehind(defs, O, warm, r.fork("room"));
  const mode = window ? (warm ? "lit" : "reflect") : warm ? "lit" : "clear";
  out += drawProduct(defs, env, product, O, { state: shot.state, mode, r: r.fork("product") });
  if (window && p.deep) {
    // A deep, well-insulated wall: the reveal shows its thickness.
    out += poly([[O.x0 - 26, O.y0 - 26], [O.x1 + 26, O.y0 - 26], [O.x1, O.y0], [O.x0, O.y0]], shade(CLADDING[p.clad].color, 0.35));
    out += poly([[O.x0 - 26, O.y0 - 26], [O.x0, O.y0], [O.x0, O.y1], [O.x0 - 26, O.y1 + 10]], shade(CLADDING[p.clad].color, 0.2));
    out += poly([[O.x1 + 26, O.y0 - 26], [O.x1, O.y0], [O.x1, O.y1], [O.x1 + 26, O.y1 + 10]], tint(CLADDING[p.clad].color, 0.1));
  }
  if (window) {
    // The garden reflected in the glass, a sill, a window box of flowers and a wall light.
    if (!warm) {
      const rr = r.fork("reflection");
      let refl = "";
      for (let i = 0; i < 3; i++) refl += tree(kind, O.x0 + rr.range(0.1, 0.9) * (O.x1 - O.x0), O.y1 + 40, rr.range(160, 240), env, rr, 0);
      out += `<g opacity="0.16" ${defs.clip(rect(O.x0, O.y0, O.x1 - O.x0, O.y1 - O.y0, "#000"))}>${refl}</g>`;
    }
    out += rect(O.x0 - 12, O.y1, O.x1 - O.x0 + 24, 8, shade(FINISHES[p.finish].frame, 0.05)) + rect(O.x0 - 12, O.y1 + 8, O.x1 - O.x0 + 24, 3, "#000", `opacity="0.2"`);
    const bx0 = O.x0 + 6;
    const bx1 = O.x1 - 6;
    out += rect(bx0, O.y1 + 30, bx1 - bx0, 34, shade(CLADDING[p.clad].color, 0.45)) + rect(bx0, O.y1 + 30, bx1 - bx0, 4, tint(CLADDING[p.clad].color, 0.1));
    const fr = r.fork("flowers");
    out += shrubs(bx0 + 10, bx1 - 10, O.y1 + 32, 16, shade(env.foliageLight, 0.15), env.foliageLight, fr);
    const bloom = fr.pick([["#f4f1ea", "#e9d6a8"], ["#c8475a", "#f2b8c0"], ["#6d5fa8", "#b9b0e0"], ["#e8a23c", "#f6d27a"]]);
    for (let i = 0; i < (bx1 - bx0) / 9; i++) out += circle(fr.range(bx0 + 8, bx1 - 8), O.y1 + 32 - fr.range(2, 22), fr.range(2.2, 3.6), fr.pick(bloom));
    out += rect(O.x1 + 60, O.y0 + 40, 10, 34, "#2e3236") + rect(O.x1 + 58, O.y0 + 40, 14, 4, "#4a5056");
  }
  if (shot.wide) out += "</g>";
  out += floorPlane(defs, env, shot.floor === "patio" ? "terrace" : shot.floor, floorY, 500);
  if (warm) out += poly([[O.x0, floorY], [O.x1, floorY], [O.x1 + 160, VH], [O.x0 - 160, VH]], "#ffcf86", `opacity="0.22"`);
  if (shot.floor === "patio") {
    // Under a covered patio: the roof's underside and two posts.
    out += poly([[0, 0], [VW, 0], [wx1 + 20, wallTop - 14], [wx0 - 20, wallTop - 14]], "#e9e4da") + rect(0, 0, VW, 22, "#8a6a4a");
    let d = "";
    for (let i = -10; i <= 10; i++) d += `M${n(500 + i * 90)} 22L${n(500 + i * 78)} ${n(wallTop - 14)}`;
    out += `<path d="${d}" stroke="#cfc7b8" stroke-width="1"/>`;
    out += rect(40, 22, 22, VH - 22, "#8a6a4a") + rect(VW - 62, 22, 22, VH - 22, "#8a6a4a") + rect(62, 22, 5, VH - 22, "#000", `opacity="0.2"`);
  }
  // Planters and furniture on the terrace.
  const pr = r.fork("planters");
  for (const x of [120, 880]) {
    out += rect(x - 45, floorY + 10, 90, 70, shade(CLADDING[p.clad]?.color || "#999", 0.4));
    for (let i = 0; i < 6; i++) out += grassTuft(x - 36 + i * 14, floorY + 12, pr.range(34, 60), pr.pick([env.foliageLight, mix(env.grass, "#d3c184", 0.4)]));
  }
  if (!window && product.kind !== "curtain-wall") {
    const cc = pr.pick(["#e9e2d3", "#3a3f44", "#c8b59a"]);
    out += rect(380, 540, 240, 10, "#6b5443") + rect(395, 550, 6, 30, "#6b5443") + rect(599, 550, 6, 30, "#6b5443");
    out += `<path d="M640 570h120l-8 -26h-104Z" fill="${cc}"/><path d="M740 546l26 -40h12l-20 40Z" fill="${shade(cc, 0.12)}"/>`;
  }
  if (env.lit) out += rect(0, 0, VW, VH, "#141c33", `opacity="0.14"`);
  return svgDoc(VW, VH, 0, defs.toString(), out, BOX);
}

/** From inside: the room looking out through the product. */
function roomShot(product, shot, r) {
  const p = profileOf(product);
  const env = environment(shot.tod);
  const defs = new Defs("o");
  const room = shot.room;
  let B;
  let G;
  if (product.kind === "casement-window" || room === "kitchen" || room === "bedroom") {
    B = shot.corner ? { x0: 120, y0: 80, x1: 760, y1: 450 } : { x0: 150, y0: 70, x1: 850, y1: 450 };
    G = shot.corner ? { x0: 260, y0: 120, x1: 760, y1: 380 } : room === "bedroom" ? { x0: 360, y0: 120, x1: 640, y1: 360 } : { x0: 330, y0: 120, x1: 670, y1: 330 };
  } else if (room === "double") {
    B = { x0: 110, y0: 10, x1: 890, y1: 480 };
    G = { x0: 140, y0: 18, x1: 860, y1: 480 };
  } else {
    B = { x0: 150, y0: 95, x1: 850, y1: 462 };
    G = { x0: 170, y0: 103, x1: 830, y1: 462 };
  }
  const finish = FINISHES[p.finish];
  const bands = bandsFor(G.x0, G.x1 - G.x0, r.fork("bands"), 3);
  const body = roomView(defs, env, {
    setting: shot.setting,
    landSeed: `land:${product.id}:${shot.setting}`,
    r,
    room,
    B,
    G,
    vp: [500, (B.y0 + B.y1) / 2 + 40],
    woodCeiling: room === "living" ? r.chance(0.6) : false,
    glazing: (g) => {
      if (product.kind === "casement-window" && shot.corner) {
        // Glass meeting at the corner: fixed lites on the back wall and a tilt-and-turn sash on the side wall.
        const gw = g.x1 - g.x0;
        let out = windowUnit(defs, env, g.x0, g.y0, gw * 0.62, g.y1 - g.y0, { finish, type: "fixed", mode: "clear", bands, slim: p.slim });
        out += windowUnit(defs, env, g.x0 + gw * 0.62, g.y0, gw * 0.38, g.y1 - g.y0, { finish, type: "single", mode: "clear", bands, slim: p.slim });
        // The side wall runs from the corner (B.x1) out to the frame edge; its window is a quad in perspective.
        const at = (t, y) => {
          const x = B.x1 + (VW - B.x1) * t;
          const top = B.y0 * (1 - t);
          const bottom = B.y1 + (VH - B.y1) * t;
          return [x, top + (bottom - top) * ((y - B.y0) / (B.y1 - B.y0))];
        };
        const q = [at(0.02, g.y0), at(0.5, g.y0), at(0.5, g.y1), at(0.02, g.y1)];
        out += poly(q, defs.linear([[0, env.sky[0][1]], [0.55, env.horizon], [0.6, env.grassFar || env.grass], [1, shade(env.grass, 0.1)]]));
        out += `<polygon points="${q.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="none" stroke="${finish.frame}" stroke-width="${p.slim ? 6 : 10}"/>`;
        const m0 = at(0.26, g.y0);
        const m1 = at(0.26, g.y1);
        out += line(m0[0], m0[1], m1[0], m1[1], finish.frame, p.slim ? 5 : 8);
        out += rect(B.x1 - 3, g.y0, 6, g.y1 - g.y0, finish.frame);
        return out;
      }
      if (product.kind === "casement-window") {
        const gw = g.x1 - g.x0;
        const state = shot.windowState || "tilt";
        // From inside: a sash tilted in, or swung into the room on its hinges.
        if (state === "turn") {
          let out = windowUnit(defs, env, g.x0, g.y0, gw * 0.5, g.y1 - g.y0, { finish, type: "fixed", mode: "clear", bands, slim: p.slim });
          out += frame(g.x0 + gw * 0.5, g.y0, gw * 0.5, g.y1 - g.y0, Math.max(4, gw * 0.02), finish);
          const sx = g.x1;
          const sh = g.y1 - g.y0;
          const depth = Math.max(8, gw * 0.04);
          out += poly([[sx, g.y0], [sx + gw * 0.32, g.y0 - sh * 0.08], [sx + gw * 0.32, g.y1 + sh * 0.08], [sx, g.y1]], finish.frame);
          out += poly([[sx + 6, g.y0 + 6], [sx + gw * 0.32 - 6, g.y0 - sh * 0.08 + 8], [sx + gw * 0.32 - 6, g.y1 + sh * 0.08 - 8], [sx + 6, g.y1 - 6]], "#cfe0e8", `opacity="0.6"`);
          out += poly([[sx + gw * 0.32, g.y0 - sh * 0.08], [sx + gw * 0.32 + depth, g.y0 - sh * 0.07], [sx + gw * 0.32 + depth, g.y1 + sh * 0.07], [sx + gw * 0.32, g.y1 + sh * 0.08]], finish.edge);
          out += leverHandle(sx + gw * 0.32 - 14, (g.y0 + g.y1) / 2, 20, "#d9d4ca");
          return out;
        }
        let out = windowUnit(defs, env, g.x0, g.y0, gw * 0.5, g.y1 - g.y0, { finish, type: "fixed", mode: "clear", bands, slim: p.slim });
        out += windowUnit(defs, env, g.x0 + gw * 0.5, g.y0, gw * 0.5, g.y1 - g.y0, { finish, type: state === "tilt" ? "fixed" : "single", mode: "clear", bands, slim: p.slim });
        if (state === "tilt") {
          // The sash's top leans into the room: a wedge of frame and a visible gap.
          const x = g.x0 + gw * 0.5;
          const sw = gw * 0.5;
          out += poly([[x - 4, g.y0 - 18], [x + sw + 4, g.y0 - 18], [x + sw, g.y0 + 4], [x, g.y0 + 4]], finish.frame);
          out += poly([[x - 4, g.y0 - 18], [x, g.y0 + 4], [x, g.y0 + 60], [x - 4, g.y0 + 30]], finish.edge);
          out += poly([[x + sw + 4, g.y0 - 18], [x + sw, g.y0 + 4], [x + sw, g.y0 + 60], [x + sw + 4, g.y0 + 30]], finish.edge);
          out += leverHandle(x + sw - 12, (g.y0 + g.y1) / 2, 18, "#d9d4ca", false);
        }
        return out;
      }
      if (product.kind === "curtain-wall") {
        return curtainWall(defs, env, g.x0, g.y0, g.x1 - g.x0, g.y1 - g.y0, { finish, cols: 7, rows: 5, mode: "clear", bands, mullion: 5 });
      }
      return drawProduct(defs, env, product, { x0: g.x0, y0: g.y0, x1: g.x1, y1: g.y1 }, { state: shot.state, mode: "clear", bands, r: r.fork("product") });
    },
  });
  return svgDoc(VW, VH, 0, defs.toString(), body, BOX);
}

/** A front door close up: pivot or swing, with canopy or deep porch, steps and planting. */
function entranceShot(product, shot, r) {
  const p = profileOf(product);
  const env = environment(shot.tod);
  const defs = new Defs("n");
  const finish = FINISHES[p.finish];
  const floorY = 500;
  let out = backdrop(defs, env, p.setting, VW, VH, 260, 330, rng(`land:${product.id}`));
  const kind = treeKind(p.setting);
  out += tree(kind, 60, floorY, 360, env, r.fork("tree"), 0.03);
  const clad = shot.stone ? "stone" : p.clad;
  const pivot = product.kind === "pivot";
  const doorW = pivot ? 190 : 150;
  const doorH = pivot ? 400 : 330;
  const layout = pivot ? "single" : "sidelite";
  const totalW = pivot ? doorW : doorW + 130;
  const doorX = 500 - totalW / 2 + (pivot ? -40 : 0);
  const doorY = floorY - doorH;
  out += cladShape(defs, clad, (fill) => rect(140, 20, 860, floorY - 20, fill), env.lit ? 0.3 : 0, 1.4, [140, 20, 860, floorY - 20]);
  if (shot.porch) {
    // A deep porch: side returns, a ceiling and a darker recess.
    out += rect(doorX - 90, doorY - 50, totalW + 180, floorY - doorY + 50, shade(CLADDING[clad].color, 0.28));
    out += poly([[doorX - 150, doorY - 110], [doorX - 90, doorY - 50], [doorX - 90, floorY], [doorX - 150, floorY + 20]], shade(CLADDING[clad].color, 0.4));
    out += poly([[doorX + totalW + 150, doorY - 110], [doorX + totalW + 90, doorY - 50], [doorX + totalW + 90, floorY], [doorX + totalW + 150, floorY + 20]], shade(CLADDING[clad].color, 0.15));
    out += poly([[doorX - 150, doorY - 110], [doorX + totalW + 150, doorY - 110], [doorX + totalW + 90, doorY - 50], [doorX - 90, doorY - 50]], "#b88a5c");
    out += circle(500, doorY - 80, 5, "#fff4d6");
  }
  out += rect(doorX - 3, doorY - 3, totalW + 6, doorH + 3, "#000", `opacity="0.35"`);
  const bands = bandsFor(doorX, totalW, r.fork("b"));
  const mode = env.lit ? "lit" : "reflect";
  if (pivot) {
    const design = shot.design || p.design || PIVOT_DESIGN_NAMES[hashString(product.id) % PIVOT_DESIGN_NAMES.length];
    if (shot.angle) {
      // The hall beyond the open leaf.
      out += rect(doorX, doorY, doorW, doorH, defs.linear([[0, "#e9dfcd"], [1, "#cdb899"]]));
      out += rect(doorX, doorY + doorH * 0.82, doorW, doorH * 0.18, "#b58b60") + rect(doorX + doorW * 0.55, doorY + doorH * 0.3, doorW * 0.3, doorH * 0.25, "#2e3236") + rect(doorX + doorW * 0.58, doorY + doorH * 0.32, doorW * 0.24, doorH * 0.21, "#d9c3a0");
    }
    out += pivotDoor(defs, env, doorX, doorY, doorW, doorH, { finish, angle: shot.angle || 0, grooves: shot.grooves, leafColor: p.leaf || finish.frame, face: (x, y, w, h) => pivotFace(defs, design, x, y, w, h) });
    // A tall sidelite to the right.
    out += frame(doorX + doorW + 26, doorY, 90, doorH, 6, finish) + pane(defs, env, doorX + doorW + 32, doorY + 6, 78, doorH - 12, { mode, bands, r });
  } else {
    out += swingDoor(defs, env, doorX, doorY, totalW, doorH, { finish, layout, mode, bands, r, leafColor: shot.glazedLeaf ? finish.frame : p.leaf || finish.frame, glazedLeaf: shot.glazedLeaf, handle: shot.glazedLeaf ? "lever" : shot.handle || "bar" });
  }
  // Canopy unless there is a porch.
  if (!shot.porch) {
    const cy = doorY - 46;
    out += rect(doorX - 110, cy - 16, totalW + 220 + (pivot ? 120 : 0), 16, "#f3f1eb") + rect(doorX - 110, cy, totalW + 220 + (pivot ? 120 : 0), 6, "#000", `opacity="0.15"`);
  }
  out += rect(doorX - 44, doorY + doorH * 0.35, 10, 40, "#2e3236") + (env.lit ? ellipse(doorX - 39, doorY + doorH * 0.35 + 20, 22, 40, "#ffe0a0", `opacity="0.35"`) : "");
  // Landing, steps and the front walk.
  const stone = mix("#d6cfc0", env.horizon, 0.1);
  out += rect(0, floorY, VW, VH - floorY, shade(env.grass, 0.05 + env.ambient));
  if (shot.walk) out += poly([[doorX - 20, floorY], [doorX + totalW + 20, floorY], [doorX + totalW + 120, VH], [doorX - 120, VH]], stone);
  out += rect(doorX - 110, floorY, totalW + 220, 20, stone) + rect(doorX - 150, floorY + 20, totalW + 300, 22, shade(stone, 0.06)) + rect(doorX - 150, floorY + 20, totalW + 300, 3, "#000", `opacity="0.12"`);
  const pr = r.fork("plants");
  out += shrubs(150, doorX - 120, floorY + 10, 26, shade(env.foliageLight, 0.1), tint(env.foliageLight, 0.15), pr);
  out += shrubs(doorX + totalW + 150, 980, floorY + 10, 26, shade(env.foliageLight, 0.1), tint(env.foliageLight, 0.15), pr);
  for (let i = 0; i < 10; i++) out += grassTuft(pr.range(150, 950), floorY + pr.range(30, 90), pr.range(30, 50), mix(env.grass, "#d3c184", 0.45));
  if (env.lit) out += rect(0, 0, VW, VH, "#141c33", `opacity="0.16"`);
  return svgDoc(VW, VH, 0, defs.toString(), out, BOX);
}

/** A house or building carrying the product, in its setting. */
function houseShot(product, shot, r) {
  const p = profileOf(product);
  const env = environment(shot.tod);
  const defs = new Defs("h");
  const finish = FINISHES[p.finish];
  const ctxR = rng(`house:${product.id}:${shot.variant}`);
  const win = (x, y, w, h, type = "fixed") => ({ kind: "window", x, y, w, h, type, slim: p.slim });
  const vols = [];
  const extras = [];
  const tilt = (i) => (shot.tiltOne && i === 1 ? (product.id === "rehau" ? "turn" : "tilt") : "fixed");
  let setting = shot.setting;
  switch (shot.variant) {
    case "gable-home": {
      const w = 300;
      const h = STOREY * 2;
      const front = [];
      for (let i = 0; i < 4; i++) front.push(win(26 + i * 68, 10, 42, STOREY - 18, i === 1 ? tilt(1) : i === 2 ? "double" : "fixed"));
      front.push({ kind: "door", x: 30, y: STOREY + 6, w: 36, h: STOREY - 6, layout: "single", leafColor: "#2b2f33" });
      front.push(win(100, STOREY + 10, 80, STOREY - 20, "double"), win(210, STOREY + 10, 60, STOREY - 20, "fixed"));
      const roof = product.id === "center76" ? "gable-front" : "gable-side";
      vols.push({ x: 0, gy: 0, w, h, d: 180, roof, rh: roof === "gable-front" ? 120 : 70, roofColor: "#3f4449", clad: p.clad, front: roof === "gable-front" ? [...front, win(w / 2 - 30, -80, 60, 60, "fixed")] : front, side: [win(60, 20, 30, 30), win(60, STOREY + 10, 30, 30)] });
      break;
    }
    case "modern-row": {
      const w = 460;
      const front = [];
      for (let i = 0; i < 6; i++) front.push(win(20 + i * 72, 8, 56, STOREY - 16, i === 2 ? "tilt" : "fixed"));
      vols.push({ x: 0, gy: 0, w, h: STOREY, d: 150, clad: p.clad, overhang: 18, fascia: 5, front, side: [win(40, 10, 60, STOREY - 20)] });
      vols.push({ x: 120, gy: -STOREY, w: 260, h: STOREY * 0.95, d: 120, z: 20, clad: "charcoal", overhang: 14, fascia: 5, front: [win(16, 8, 70, STOREY * 0.95 - 16), win(96, 8, 70, STOREY * 0.95 - 16, "tilt"), win(176, 8, 70, STOREY * 0.95 - 16)], side: [] });
      setting = "coast";
      break;
    }
    case "passive": {
      const w = 220;
      const h = STOREY * 2;
      const front = [win(30, 12, 50, STOREY - 22, "tilt"), win(140, 12, 50, STOREY - 22), win(30, STOREY + 10, 50, STOREY - 20), { kind: "door", x: 130, y: STOREY + 4, w: 60, h: STOREY - 4, layout: "sidelite", leafColor: "#6b4a2e" }, win(w / 2 - 24, -70, 48, 56)];
      vols.push({ x: 0, gy: 0, w, h, d: 170, roof: "gable-front", rh: 110, roofColor: "#35393d", clad: p.clad, front, side: [win(50, 14, 40, STOREY - 26), win(50, STOREY + 12, 40, STOREY - 26)] });
      extras.push({ kind: "deck", x: -10, w: w + 20, y: 0 });
      setting = "mountain";
      break;
    }
    case "white-modern": {
      const front1 = [win(20, 8, 130, STOREY - 14, "fixed"), win(160, 8, 60, STOREY - 14, "tilt"), { kind: "pivot", x: 250, y: 6, w: 28, h: STOREY - 6, leafColor: "#2b2f33" }];
      vols.push({ x: 0, gy: 0, w: 300, h: STOREY, d: 160, clad: "whiteRender", fascia: 4, front: front1, side: [win(30, 10, 80, STOREY - 20)] });
      vols.push({ x: 60, gy: -STOREY, w: 300, h: STOREY, d: 130, z: 10, clad: "whiteRender", fascia: 4, overhang: 4, front: [win(20, 8, 180, STOREY - 16), win(210, 8, 60, STOREY - 16, "tilt")], side: [win(30, 10, 50, STOREY - 20)] });
      extras.push({ kind: "railing", x: 4, y: -STOREY, w: 56 });
      break;
    }
    case "townhouses": {
      for (let i = 0; i < 4; i++) {
        const front = [
          { kind: "door", x: i % 2 ? 58 : 8, y: STOREY * 2 + 8, w: 26, h: STOREY - 8, layout: "single", leafColor: ["#0b3c5d", "#2b2f33", "#6b4a2e", "#5b5e44"][i] },
          win(i % 2 ? 10 : 44, STOREY * 2 + 10, 36, STOREY - 22),
          win(14, STOREY + 8, 30, STOREY - 16, i === 1 ? tilt(1) : "double"),
          win(52, STOREY + 8, 30, STOREY - 16, "fixed"),
          win(14, 8, 68, STOREY - 16, "double"),
        ];
        vols.push({ x: i * 96, gy: 0, w: 96, h: STOREY * 3, d: 130, roof: "gable-front", rh: 48, roofColor: "#3f4449", clad: i % 2 ? "brick" : "whiteBoard", front, side: [] });
      }
      setting = "city";
      break;
    }
    case "family-front":
    case "netzero-front": {
      const modern = shot.variant === "netzero-front";
      const front = [
        { kind: "door", x: 30, y: STOREY + 4, w: 70, h: STOREY - 4, layout: "sidelite", leafColor: p.leaf || "#0b3c5d" },
        win(130, STOREY + 8, 110, STOREY - 16, "fixed"),
        win(30, 8, 80, STOREY - 16, "double"),
        win(150, 8, 80, STOREY - 16, "tilt"),
      ];
      vols.push({ x: 0, gy: 0, w: 270, h: STOREY * 2, d: 170, roof: modern ? "flat" : "gable-side", rh: 60, roofColor: "#3f4449", fascia: 5, overhang: modern ? 16 : 0, clad: modern ? "cedar" : p.clad, front, side: [win(50, 14, 40, STOREY - 26)] });
      if (modern) vols.push({ x: 270, gy: 0, w: 140, h: STOREY, d: 150, z: 10, clad: "charcoal", fascia: 4, front: [win(14, 8, 112, STOREY - 16)], side: [] });
      extras.push({ kind: "steps", x: 26, w: 78 });
      setting = modern ? "forest" : "suburb";
      break;
    }
    case "community": {
      const w = 520;
      const h = STOREY * 2.2;
      vols.push({ x: 0, gy: 0, w, h, d: 200, clad: "sandPanel", fascia: 8, fasciaColor: "#f3f1eb", front: [{ kind: "curtain", x: 120, y: 6, w: 280, h: h - 6, cols: 7, rows: 4, mullion: 2.2 }, win(20, 16, 70, 40), win(430, 16, 70, 40), win(20, STOREY * 1.2, 70, 40), win(430, STOREY * 1.2, 70, 40)], side: [win(40, 16, 60, 40), win(120, 16, 60, 40)] });
      extras.push({ kind: "canopy", x: 150, y: -STOREY * 0.9, w: 220, color: "#7d5a36" });
      break;
    }
    case "lobby-corner": {
      const w = 360;
      const h = STOREY * 4;
      const front = [{ kind: "curtain", x: 120, y: h - STOREY * 1.2, w: 240, h: STOREY * 1.2, cols: 5, rows: 2, mullion: 2.2 }];
      for (let s = 1; s < 4; s++) for (let b = 0; b < 4; b++) front.push(win(18 + b * 88, h - STOREY * 1.2 - s * STOREY + 8, 56, STOREY - 16, "double"));
      vols.push({ x: 0, gy: 0, w, h, d: 220, clad: "buffBrick", fascia: 6, front, side: [{ kind: "curtain", x: 0, y: h - STOREY * 1.2, w: 120, h: STOREY * 1.2, cols: 3, rows: 2, mullion: 2.2 }] });
      setting = "city";
      break;
    }
    default:
      break;
  }
  const plan = { vols, extras, width: 0, style: { finish } };
  const gy = 500;
  let out = backdrop(defs, env, setting, VW, VH, 300, 400, rng(`land:${product.id}:${shot.variant}`));
  const kind = treeKind(setting);
  const minX = Math.min(...vols.map((v) => v.x));
  const maxX = Math.max(...vols.map((v) => v.x + v.w));
  const maxD = Math.max(...vols.map((v) => v.d + (v.z || 0)));
  const maxH = Math.max(...vols.map((v) => -v.gy + v.h + (v.rh || 0)));
  const ax = shot.variant === "lobby-corner" ? 0.7 : 0.4;
  const ay = -0.16;
  const s = Math.min(2.2, 760 / (maxX - minX + maxD * ax), 430 / (maxH - maxD * ay));
  const bx = 500 - ((minX + maxX) / 2 + (maxD * ax) / 2) * s;
  for (let i = 0; i < 5; i++) out += tree(kind, ctxR.range(60, 940), gy - ctxR.range(60, 110), ctxR.range(120, 200), env, ctxR, 0.08);
  out += rect(0, gy - 30, VW, VH, defs.linearUser([[0, env.grass], [1, shade(env.grass, 0.18)]], 0, gy - 30, 0, VH));
  if (setting === "city") out += rect(0, gy + 30, VW, VH, "#6d6f70") + rect(0, gy + 26, VW, 5, "#d9d4c8");
  out += poly([[460, gy], [540, gy], [600, VH], [400, VH]], mix("#d8d0bf", env.horizon, 0.1));
  const ctx = { defs, env, r: ctxR, proj: { ax, ay }, s: 1 / s, finish };
  out += `<g transform="translate(${n(bx)} ${gy}) scale(${n(s)})">${drawBuilding(ctx, plan)}</g>`;
  const sr = ctxR.fork("shrubs");
  out += shrubs(bx + minX * s - 30, bx + maxX * s + 30, gy + 8, 14, shade(env.foliageLight, 0.15), tint(env.foliageLight, 0.15), sr);
  out += tree(kind, 40, VH + 10, 380, env, sr, 0);
  if (env.lit) out += rect(0, 0, VW, VH, "#1a2440", `opacity="0.12"`);
  return svgDoc(VW, VH, 0, defs.toString(), out, BOX);
}

/** Close-ups: stacked bifold leaves, lift-and-slide rollers, the depth of an open sash, gaskets. */
function detailShot(product, shot, r) {
  const p = profileOf(product);
  const env = environment(shot.tod);
  const defs = new Defs("x");
  const finish = FINISHES[p.finish];
  let out = "";
  if (shot.variant === "stack") {
    // Inside, looking at the stacked leaves at the left of the open bifold, the garden beyond.
    out += backdrop(defs, env, p.setting, VW, VH, 300, 380, rng(`land:${product.id}:stack`));
    out += tree(treeKind(p.setting), 700, 430, 300, env, r.fork("t"), 0.05);
    out += rect(0, 440, VW, VH, mix("#d9d2c4", env.horizon, 0.05)) + rect(0, 440, VW, 4, "#000", `opacity="0.15"`);
    out += rect(0, 0, 120, VH, "#efe9df") + rect(120, 0, 10, VH, "#000", `opacity="0.1"`);
    out += rect(0, 0, VW, 30, "#efe9df") + rect(130, 30, VW - 130, 14, finish.frame);
    const leaves = p.leaves || 5;
    const y0 = 44;
    const y1 = 520;
    for (let i = 0; i < leaves; i++) {
      const x = 130 + i * 62;
      const face = i % 2 === 0 ? finish.frame : finish.light;
      const tilt = i % 2 === 0 ? 8 : -8;
      out += poly([[x, y0], [x + 62, y0 + tilt], [x + 62, y1 + tilt * 0.6], [x, y1]], face);
      out += poly([[x + 9, y0 + 12], [x + 53, y0 + 12 + tilt * 0.7], [x + 53, y1 - 12 + tilt * 0.5], [x + 9, y1 - 12]], "#dbe9ee", `opacity="0.55"`);
      out += poly([[x + 14, y0 + 12], [x + 24, y0 + 13], [x + 24, y1 - 12], [x + 14, y1 - 12]], "#ffffff", `opacity="0.35"`);
      for (const hy of [0.1, 0.5, 0.9]) out += rect(x + (i % 2 ? 0 : 58), y0 + (y1 - y0) * hy - 8, 6, 16, "#b9b3a8", `rx="2"`);
    }
    out += leverHandle(130 + leaves * 62 - 18, 300, 26, "#d4cfc4");
    out += rect(130, y1, VW - 130, 12, finish.edge) + rect(130, y1 + 12, VW - 130, 4, "#000", `opacity="0.2"`);
  } else if (shot.variant === "rollers") {
    // Low, close view of the sash sliding past the fixed panel, lifted on its rollers.
    out += backdrop(defs, env, p.setting, VW, VH, 120, 200, rng(`land:${product.id}:roll`));
    out += rect(0, 200, VW, VH, shade(env.grass, 0.05));
    out += rect(0, 470, VW, VH, "#b88f63") + rect(0, 470, VW, 3, "#000", `opacity="0.2"`);
    const track = 440;
    out += rect(0, track, VW, 30, finish.edge) + rect(0, track, VW, 4, finish.light) + rect(0, track + 12, VW, 3, "#000", `opacity="0.35"`);
    // Fixed panel (behind) and the moving sash (in front), lifted.
    out += frame(80, -40, 560, track - -40, 24, finish) + pane(defs, env, 104, -16, 512, track + 16 - 24, { mode: "clear", bands: bandsFor(80, 560, r.fork("b1")), r });
    const lift = 10;
    out += frame(380, -40 - lift, 560, track + 40 - 6, 26, finish) + pane(defs, env, 406, -14 - lift, 508, track + 40 - 6 - 52, { mode: "clear", bands: bandsFor(380, 560, r.fork("b2")), r });
    for (const x of [450, 860]) {
      out += rect(x - 30, track - 22 - lift, 60, 16, shade(finish.frame, 0.2)) + circle(x - 14, track - 8, 8, "#9ba0a4") + circle(x + 14, track - 8, 8, "#9ba0a4") + circle(x - 14, track - 8, 3, "#555") + circle(x + 14, track - 8, 3, "#555");
    }
    out += leverHandle(410, 220, 60, "#d9d4ca");
    // Direction of travel.
    out += `<path d="M560 ${track - 80}h-110m0 0l14 -9m-14 9l14 9" stroke="${C.bronzeLight}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  } else {
    // The sash swung open into the room from a deep reveal: frame depth, panes and gaskets.
    const gasket = shot.variant === "gaskets";
    out += backdrop(defs, env, p.setting, VW, VH, 320, 390, rng(`land:${product.id}:open`));
    const O = { x0: 300, y0: 70, x1: 620, y1: 470 };
    const wall = "#f2eee6";
    out += `<path d="M0 0H${VW}V${VH}H0Z M${O.x0} ${O.y0}V${O.y1}H${O.x1}V${O.y0}Z" fill="${wall}" fill-rule="evenodd"/>`;
    // Reveal sides in perspective (wall thickness).
    out += poly([[O.x0, O.y0], [O.x0 + 40, O.y0 + 30], [O.x0 + 40, O.y1 - 20], [O.x0, O.y1]], shade(wall, 0.12));
    out += poly([[O.x0, O.y0], [O.x1, O.y0], [O.x1 - 10, O.y0 + 30], [O.x0 + 40, O.y0 + 30]], shade(wall, 0.2));
    out += rect(O.x0 - 20, O.y1, O.x1 - O.x0 + 40, 14, "#e5ded2");
    // The frame, deep, with its inner face.
    const fx0 = O.x0 + 40;
    const fy0 = O.y0 + 30;
    const fx1 = O.x1 - 10;
    const fy1 = O.y1 - 20;
    const depth = 26;
    out += frame(fx0, fy0, fx1 - fx0, fy1 - fy0, 18, finish);
    out += rect(fx0 + 18, fy0 + 18, depth, fy1 - fy0 - 36, shade(finish.frame, 0.2));
    if (gasket) out += rect(fx0 + 18 + depth - 6, fy0 + 18, 4, fy1 - fy0 - 36, "#2a2a2a") + rect(fx0 + 18 + depth - 14, fy0 + 18, 3, fy1 - fy0 - 36, "#4a4a4a");
    // The sash, swung in towards us on the right, seen nearly edge-on with its thick glazing.
    const sx = fx1 - 18;
    const sw = 260;
    const grow = 60;
    out += poly([[sx, fy0 + 18], [sx + sw, fy0 - grow], [sx + sw, fy1 + grow], [sx, fy1 - 18]], finish.frame);
    out += poly([[sx + 16, fy0 + 30], [sx + sw - 20, fy0 - grow + 26], [sx + sw - 20, fy1 + grow - 26], [sx + 16, fy1 - 30]], "#cfe0e8", `opacity="0.7"`);
    // Sash edge: the profile depth with glass edges (triple for high-insulation products).
    const panes = /9[0-9]|8[0-9]/.test(product.specifications.find((s) => /depth/i.test(s.label))?.value || "") ? 3 : 2;
    const ex = sx + sw;
    out += poly([[ex, fy0 - grow], [ex + 46, fy0 - grow + 12], [ex + 46, fy1 + grow - 12], [ex, fy1 + grow]], shade(finish.frame, 0.15));
    for (let i = 0; i < panes; i++) out += poly([[ex + 12 + i * 9, fy0 - grow + 16], [ex + 16 + i * 9, fy0 - grow + 17], [ex + 16 + i * 9, fy1 + grow - 17], [ex + 12 + i * 9, fy1 + grow - 16]], "#9fc2cf");
    if (gasket) {
      out += poly([[ex + 2, fy0 - grow + 4], [ex + 7, fy0 - grow + 5], [ex + 7, fy1 + grow - 5], [ex + 2, fy1 + grow - 4]], "#262626");
      out += poly([[ex + 38, fy0 - grow + 11], [ex + 43, fy0 - grow + 12], [ex + 43, fy1 + grow - 12], [ex + 38, fy1 + grow - 11]], "#262626");
    }
    out += leverHandle(sx + sw - 30, (fy0 + fy1) / 2, 34, "#e2ddd3");
    out += rect(0, 520, VW, VH, "#cbb391") + rect(0, 520, VW, 3, "#000", `opacity="0.15"`);
    out += poly([[O.x0, 520], [O.x1, 520], [O.x1 + 180, VH], [O.x0 - 60, VH]], "#fff6e0", `opacity="0.25"`);
  }
  if (env.lit) out += rect(0, 0, VW, VH, "#141c33", `opacity="0.14"`);
  return svgDoc(VW, VH, 0, defs.toString(), out, BOX);
}

/** SVG of a product's cover (index 0) or render `index` (1-based), at outW pixels wide. */
export function productSvg(product, index, outW) {
  const shot = shotFor(product, index);
  const r = rng(`${product.id}:${index}`);
  let svg;
  switch (shot.type) {
    case "room":
      svg = roomShot(product, shot, r);
      break;
    case "entrance":
      svg = entranceShot(product, shot, r);
      break;
    case "house":
      svg = houseShot(product, shot, r);
      break;
    case "detail":
      svg = detailShot(product, shot, r);
      break;
    default:
      svg = wallShot(product, shot, r);
  }
  return svg.replace(/width="0" height="0"/, `width="${outW}" height="${Math.round((outW * BOX[3]) / BOX[2])}"`);
}

