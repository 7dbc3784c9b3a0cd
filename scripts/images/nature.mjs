// Skies, landscapes and trees for the architectural illustrations.
import { blob, circle, ellipse, mix, n, poly, rect, shade, smoothPath, tint } from "./common.mjs";

/** Light and colour of a time of day. */
export function environment(timeOfDay) {
  const base = {
    morning: {
      sky: [[0, "#86b2d6"], [0.5, "#bcd3e0"], [0.82, "#f3dcc4"], [1, "#f8e3c8"]],
      horizon: "#f1dcc6",
      sun: { x: 0.18, y: 0.72, r: 26, color: "#fff4dc", glow: "#ffe2b0", glowOpacity: 0.75 },
      cloud: "#fff6ee",
      cloudShade: "#e9d6d0",
      foliage: "#3f6a4f",
      foliageLight: "#6f9460",
      grass: "#8fae6a",
      grassFar: "#a8ba80",
      water: ["#9cc0d4", "#4f7f9c"],
      warmth: "#ffd9a8",
      ambient: 0.0,
      lit: false,
    },
    noon: {
      sky: [[0, "#4a8cc6"], [0.55, "#93c1e2"], [1, "#dcecf3"]],
      horizon: "#d8e8ef",
      sun: { x: 0.82, y: 0.16, r: 22, color: "#fffbea", glow: "#ffffff", glowOpacity: 0.55 },
      cloud: "#ffffff",
      cloudShade: "#dfe9f0",
      foliage: "#2f5c45",
      foliageLight: "#5f8d4c",
      grass: "#86ad5c",
      grassFar: "#a3c074",
      water: ["#7fb5d3", "#2f6f94"],
      warmth: "#fff3d6",
      ambient: 0.0,
      lit: false,
    },
    dusk: {
      sky: [[0, "#1e2b52"], [0.38, "#4d4c7c"], [0.66, "#c77a7c"], [0.86, "#f0a55c"], [1, "#f7c67e"]],
      horizon: "#f1b170",
      sun: { x: 0.7, y: 0.93, r: 30, color: "#ffd79a", glow: "#ffb061", glowOpacity: 0.85 },
      cloud: "#e8a08c",
      cloudShade: "#7c5d7d",
      foliage: "#263c3c",
      foliageLight: "#3d5a50",
      grass: "#3f5446",
      grassFar: "#5a6651",
      water: ["#d8a27c", "#2a3c5c"],
      warmth: "#ffc878",
      ambient: 0.28,
      lit: true,
    },
    overcast: {
      sky: [[0, "#8e9aa5"], [0.55, "#b9c1c6"], [1, "#dadddc"]],
      horizon: "#d4d8d7",
      sun: null,
      cloud: "#e4e7e8",
      cloudShade: "#a3acb3",
      foliage: "#34503f",
      foliageLight: "#587257",
      grass: "#7c9467",
      grassFar: "#98a887",
      water: ["#aab8bf", "#5b7481"],
      warmth: "#fbe6c4",
      ambient: 0.08,
      lit: false,
    },
  };
  return { timeOfDay, ...base[timeOfDay] };
}

/** Colour of something at a distance: 0 near, 1 lost in the haze. */
export function haze(env, color, distance) {
  return mix(color, env.horizon, distance);
}

/** The sky with sun or moon glow, clouds, and stars at dusk. */
export function sky(defs, env, W, H, horizonY, r) {
  // In user space, so the sky's colours line up with the horizon whatever the element's size.
  let out = rect(0, 0, W, horizonY + 4, defs.linearUser(env.sky, 0, 0, 0, horizonY));
  if (env.sun) {
    const sx = env.sun.x * W;
    const sy = Math.min(env.sun.y * horizonY, horizonY - 6);
    const glow = defs.radial([[0, env.sun.glow, env.sun.glowOpacity], [1, env.sun.glow, 0]]);
    out += ellipse(sx, sy, W * 0.42, horizonY * 0.75, glow);
    out += circle(sx, sy, env.sun.r, env.sun.color, `opacity="0.95"`);
  }
  if (env.timeOfDay === "dusk") {
    for (let i = 0; i < 26; i++) {
      const x = r.range(0, W);
      const y = r.range(0, horizonY * 0.35);
      out += circle(x, y, r.range(0.6, 1.4), "#fff8e8", `opacity="${n(r.range(0.35, 0.8))}"`);
    }
  }
  const count = env.timeOfDay === "overcast" ? 7 : r.int(2, 5);
  for (let i = 0; i < count; i++) {
    const cx = r.range(-0.05, 1.05) * W;
    const cy = r.range(0.1, env.timeOfDay === "overcast" ? 0.7 : 0.55) * horizonY;
    out += cloud(env, cx, cy, r.range(0.7, 1.5) * (W / 1000), r);
  }
  return out;
}

/** A flat-bottomed cloud: a row of rounded bumps rising to the middle, with a shaded underside. */
export function cloud(env, cx, cy, scale, r) {
  const w = r.range(140, 240) * scale;
  const hgt = w * r.range(0.22, 0.32);
  const bumps = r.int(4, 6);
  const x0 = cx - w / 2;
  const points = [];
  for (let i = 0; i <= bumps; i++) {
    const t = i / bumps;
    const lift = Math.sin(Math.PI * t) * hgt * r.range(0.75, 1);
    points.push([x0 + t * w + (i > 0 && i < bumps ? r.range(-6, 6) * scale : 0), cy - lift]);
  }
  let d = `M${n(points[0][0])} ${n(cy)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x1, y1] = points[i + 1];
    const [xa, ya] = points[i];
    const dist = Math.hypot(x1 - xa, y1 - ya);
    d += `A${n(dist * 0.58)} ${n(dist * 0.58)} 0 0 1 ${n(x1)} ${n(y1)}`;
  }
  d += "Z";
  const opacity = env.timeOfDay === "overcast" ? 0.6 : env.timeOfDay === "dusk" ? 0.7 : 0.9;
  const under = `<path d="${d}" fill="${env.cloudShade}" transform="translate(0 ${n(4 * scale)})"/>`;
  return `<g opacity="${opacity}">${under}<path d="${d}" fill="${env.cloud}"/></g>`;
}

/** A jagged ridge line across the width, by midpoint displacement. */
export function ridge(W, baseY, height, roughness, r, segments = 64) {
  const count = segments;
  const ys = new Array(count + 1).fill(0);
  ys[0] = r.range(0.2, 0.7);
  ys[count] = r.range(0.2, 0.7);
  let step = count;
  let amp = 0.6;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < count; i += step) {
      ys[i] = (ys[i - half] + ys[i + half]) / 2 + r.range(-amp, amp);
    }
    amp *= roughness;
    step = half;
  }
  const min = Math.min(...ys);
  const max = Math.max(...ys);
  return ys.map((v, i) => [(i / count) * W, baseY - ((v - min) / (max - min || 1)) * height]);
}

/** A mountain range with snow on the high ground. */
export function mountains(defs, env, W, baseY, height, color, r, { snow = true, roughness = 0.55, light = true } = {}) {
  const line = ridge(W, baseY, height, roughness, r, 64);
  let out = poly([...line, [W, baseY + 2], [0, baseY + 2]], color);
  // Sunlit flanks: every other slope a little lighter.
  if (light) {
    for (let i = 1; i < line.length - 1; i++) {
      const [x0, y0] = line[i - 1];
      const [x1, y1] = line[i];
      if (y1 < y0) continue;
      const lighter = tint(color, env.timeOfDay === "dusk" ? 0.06 : 0.12);
      out += poly([[x0, y0], [x1, y1], [x1 - (y1 - y0) * 0.2, baseY], [x0 - (y1 - y0) * 0.4, baseY]], lighter, `opacity="0.55"`);
    }
  }
  if (snow) {
    const snowLine = baseY - height * 0.62;
    const snowColor = env.timeOfDay === "dusk" ? "#f4c9b0" : env.timeOfDay === "morning" ? "#fdf1e6" : "#f7fafb";
    let run = [];
    const flush = () => {
      if (run.length >= 2) {
        const bottom = run
          .slice()
          .reverse()
          .map(([x, y], i) => [x + r.range(-3, 3), Math.min(snowLine + r.range(4, 18) + (i % 2) * 8, y + 40)]);
        out += poly([...run, ...bottom], snowColor, `opacity="0.92"`);
      }
      run = [];
    };
    for (const p of line) {
      if (p[1] < snowLine) run.push(p);
      else flush();
    }
    flush();
  }
  return out;
}

/** Rolling hills: a smooth silhouette. */
export function hills(W, baseY, amplitude, color, r, bumps = 4, extra = "", depth = 400) {
  const points = [];
  for (let i = 0; i <= bumps * 2; i++) {
    const x = (i / (bumps * 2)) * (W + 80) - 40;
    const y = baseY - (i % 2 === 1 ? amplitude * r.range(0.55, 1) : amplitude * r.range(0, 0.35));
    points.push([x, y]);
  }
  return `<path d="${smoothPath(points)}L${W + 40} ${baseY + depth}L-40 ${baseY + depth}Z" fill="${color}"${extra ? ` ${extra}` : ""}/>`;
}

/** A conifer: a narrow, layered spire, lit on one side. */
export function conifer(x, baseY, h, color, light, r, { trunk = true } = {}) {
  const w = h * r.range(0.32, 0.42);
  const tiers = Math.max(4, Math.round(h / 14));
  const left = [];
  const right = [];
  for (let i = 0; i <= tiers; i++) {
    const t = i / tiers;
    const y = baseY - h * 0.08 - (h * 0.92) * (1 - t);
    const spread = (w / 2) * t;
    const jag = i % 2 === 0 ? 1 : 0.72;
    left.push([x - spread * jag, y]);
    right.push([x + spread * jag, y]);
  }
  const tip = [x, baseY - h];
  const body = [tip, ...right.slice(1), [x, baseY - h * 0.06], ...left.slice(1).reverse()];
  let out = "";
  if (trunk) out += rect(x - h * 0.025, baseY - h * 0.1, h * 0.05, h * 0.1, shade(color, 0.35));
  out += poly(body, color);
  out += poly([tip, ...right.slice(1), [x, baseY - h * 0.06]], light, `opacity="0.5"`);
  return out;
}

/** A broadleaf tree: a trunk with a couple of branches and a soft, lobed crown lit on one side. */
export function broadleaf(x, baseY, h, color, light, r) {
  const crownR = h * 0.32;
  const cy = baseY - h + crownR * 1.05;
  const trunk = shade(color, 0.5);
  let out = `<path d="M${n(x - h * 0.03)} ${n(baseY)}L${n(x - h * 0.012)} ${n(cy)}L${n(x + h * 0.012)} ${n(cy)}L${n(x + h * 0.03)} ${n(baseY)}Z" fill="${trunk}"/>`;
  out += `<path d="M${n(x)} ${n(cy + crownR * 0.6)}l${n(-crownR * 0.45)} ${n(-crownR * 0.5)}M${n(x)} ${n(cy + crownR * 0.45)}l${n(crownR * 0.4)} ${n(-crownR * 0.55)}" stroke="${trunk}" stroke-width="${n(h * 0.014)}"/>`;
  out += `<path d="${blob(x, cy, crownR * 1.05, crownR * 0.95, r, 0.1, 11)}" fill="${shade(color, 0.12)}"/>`;
  out += `<path d="${blob(x - crownR * 0.08, cy - crownR * 0.08, crownR * 0.95, crownR * 0.85, r, 0.1, 10)}" fill="${color}"/>`;
  out += `<path d="${blob(x + crownR * 0.28, cy - crownR * 0.3, crownR * 0.55, crownR * 0.45, r, 0.14, 8)}" fill="${light}" opacity="0.7"/>`;
  // A few gaps in the crown where branches show.
  out += `<path d="M${n(x - crownR * 0.2)} ${n(cy + crownR * 0.55)}l${n(-crownR * 0.3)} ${n(-crownR * 0.35)}" stroke="${trunk}" stroke-width="${n(h * 0.01)}" opacity="0.6"/>`;
  return out;
}

/** A slim columnar tree (poplar, birch), for gardens and streets. */
export function columnTree(x, baseY, h, color, light, r, trunkColor) {
  const w = h * r.range(0.18, 0.24);
  const top = baseY - h;
  let out = rect(x - 1.5, baseY - h * 0.3, 3, h * 0.3, trunkColor || shade(color, 0.4));
  out += ellipse(x, top + h * 0.38, w / 2, h * 0.38, color);
  out += ellipse(x + w * 0.14, top + h * 0.33, w * 0.25, h * 0.3, light, `opacity="0.5"`);
  return out;
}

/** A band of conifers standing on a line: a forest edge seen from a distance. */
export function forestBand(W, baseY, hMin, hMax, color, r, { spacing = 14, light } = {}) {
  let out = "";
  let x = -20;
  while (x < W + 20) {
    const h = r.range(hMin, hMax);
    out += conifer(x, baseY, h, color, light || color, r, { trunk: false });
    x += spacing * r.range(0.6, 1.3);
  }
  return out + rect(0, baseY - 2, W, 400, color);
}

/** Low shrubs in a row along a base line. */
export function shrubs(x0, x1, baseY, size, color, light, r) {
  let out = "";
  let x = x0;
  while (x < x1) {
    const s = size * r.range(0.6, 1.2);
    out += `<path d="${blob(x, baseY - s * 0.45, s * 0.85, s * 0.55, r, 0.12, 7)}" fill="${color}"/>`;
    out += `<path d="${blob(x + s * 0.2, baseY - s * 0.62, s * 0.42, s * 0.28, r, 0.12, 6)}" fill="${light}" opacity="0.6"/>`;
    x += s * r.range(1.0, 1.6);
  }
  return out;
}

/** Ornamental grass tufts: thin blades. */
export function grassTuft(x, baseY, h, color) {
  let d = "";
  for (let i = -4; i <= 4; i++) {
    d += `M${n(x + i * 1.2)} ${n(baseY)}Q${n(x + i * 2.2)} ${n(baseY - h * 0.6)} ${n(x + i * 3.6)} ${n(baseY - h * (1 - Math.abs(i) * 0.08))}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.2" stroke-linecap="round"/>`;
}

/** Calm water with a gradient, shimmer lines and the sun's reflection. */
export function water(defs, env, W, y0, y1, r) {
  const [top, bottom] = env.water;
  let out = rect(0, y0, W, y1 - y0, defs.linear([[0, top], [1, bottom]]));
  for (let i = 0; i < 40; i++) {
    const y = y0 + Math.pow(r.next(), 1.6) * (y1 - y0);
    const len = 10 + ((y - y0) / (y1 - y0 || 1)) * 50 * r.range(0.5, 1.5);
    const x = r.range(0, W);
    out += rect(x, y, len, 1, "#ffffff", `opacity="${n(r.range(0.12, 0.35))}"`);
  }
  if (env.sun) {
    const sx = env.sun.x * W;
    for (let i = 0; i < 8; i++) {
      const y = y0 + 3 + i * ((y1 - y0) / 10);
      const len = 16 + i * 5;
      out += rect(sx - len / 2 + r.range(-6, 6), y, len, 1.6, env.sun.color, `opacity="${n(0.55 - i * 0.05)}"`);
    }
  }
  return out;
}

/** A city skyline: towers with window grids, lit at dusk. */
export function skyline(env, W, baseY, color, r, { minH = 40, maxH = 150, lit = false } = {}) {
  let out = "";
  let x = -10;
  while (x < W) {
    const w = r.range(26, 70);
    const h = r.range(minH, maxH) * (r.chance(0.15) ? 1.5 : 1);
    const c = mix(color, env.horizon, r.range(0, 0.18));
    out += rect(x, baseY - h, w, h, c);
    if (r.chance(0.3)) out += rect(x + w * 0.3, baseY - h - 12, w * 0.4, 12, c);
    // Window bands.
    const rows = Math.floor(h / 9);
    let bands = "";
    for (let i = 1; i < rows; i++) {
      if (lit) {
        for (let j = 0; j < Math.floor(w / 7); j++) {
          if (r.chance(0.35)) bands += rect(x + 3 + j * 7, baseY - h + i * 9, 3.5, 4, "#ffd48a", `opacity="${n(r.range(0.5, 0.95))}"`);
        }
      } else {
        bands += rect(x + 3, baseY - h + i * 9, w - 6, 2.2, tint(c, 0.25), `opacity="0.6"`);
      }
    }
    out += bands;
    x += w + r.range(2, 14);
  }
  return out;
}

/** A distant house: a simple gable silhouette with a couple of windows. */
export function distantHouse(x, baseY, w, h, color, roof, r, lit) {
  const rh = h * r.range(0.35, 0.6);
  let out = rect(x, baseY - h, w, h, color);
  out += poly([[x - 3, baseY - h], [x + w / 2, baseY - h - rh], [x + w + 3, baseY - h]], roof);
  const win = lit ? "#ffcf7e" : shade(color, 0.35);
  out += rect(x + w * 0.18, baseY - h * 0.7, w * 0.18, h * 0.32, win);
  out += rect(x + w * 0.62, baseY - h * 0.7, w * 0.18, h * 0.32, win);
  return out;
}

/**
 * The backdrop of a setting from the sky down to the land the building stands on.
 * horizonY: the line where sky meets land or water; landY: where the building's own ground begins.
 * Returns markup; the foreground is left to the caller.
 */
export function backdrop(defs, env, setting, W, H, horizonY, landY, r) {
  let out = sky(defs, env, W, H, horizonY, r.fork("sky"));
  const far = (c, t) => haze(env, c, t);
  const lit = env.lit;
  switch (setting) {
    case "coast": {
      out += water(defs, env, W, horizonY, landY + 10, r.fork("water"));
      // Islands and headlands on the horizon.
      // Islands on the horizon: a few low, separate mounds.
      const ir = r.fork("islands");
      for (let i = 0; i < 3; i++) {
        const cx = ir.range(0.05, 0.95) * W;
        const iw = ir.range(90, 260);
        const ih = ir.range(10, 30);
        out += `<path d="M${n(cx - iw / 2)} ${n(horizonY + 1)}C${n(cx - iw * 0.3)} ${n(horizonY - ih * 0.9)} ${n(cx + iw * 0.1)} ${n(horizonY - ih)} ${n(cx + iw / 2)} ${n(horizonY + 1)}Z" fill="${far("#4a6270", 0.6 - i * 0.08)}"/>`;
      }
      const side = r.chance(0.5);
      const headland = [];
      const hx0 = side ? -20 : W * 0.62;
      const hx1 = side ? W * 0.38 : W + 20;
      for (let i = 0; i <= 8; i++) {
        const t = i / 8;
        const x = hx0 + (hx1 - hx0) * t;
        const peak = side ? 1 - t : t;
        headland.push([x, horizonY + 6 - 70 * Math.pow(peak, 0.8) - r.range(0, 8)]);
      }
      out += `<path d="${smoothPath(headland)}L${n(hx1)} ${n(horizonY + 20)}L${n(hx0)} ${n(horizonY + 20)}Z" fill="${far("#2f4a44", 0.35)}"/>`;
      const fr = r.fork("headland-trees");
      for (let i = 0; i < 18; i++) {
        const t = fr.next();
        const x = hx0 + (hx1 - hx0) * t;
        const peak = side ? 1 - t : t;
        const y = horizonY + 8 - 70 * Math.pow(peak, 0.8);
        out += conifer(x, y + 6, fr.range(12, 24), far(env.foliage, 0.3), far(env.foliageLight, 0.3), fr, { trunk: false });
      }
      // The near shore: rocks and grass.
      out += `<path d="${smoothPath([[-10, landY + 4], [W * 0.3, landY - 2], [W * 0.6, landY + 2], [W + 10, landY - 3]])}L${W + 10} ${H}L-10 ${H}Z" fill="${mix(env.grass, "#8c8a78", 0.35)}"/>`;
      const rr = r.fork("rocks");
      for (let i = 0; i < 9; i++) {
        const x = rr.range(0, W);
        const s = rr.range(6, 16);
        out += ellipse(x, landY + 2, s * 1.6, s * 0.6, mix("#8d8f8a", env.horizon, 0.2));
      }
      break;
    }
    case "mountain": {
      out += mountains(defs, env, W, horizonY + 10, horizonY * 0.62, far("#5d6f86", 0.45), r.fork("m1"), { snow: true });
      out += mountains(defs, env, W, horizonY + 20, horizonY * 0.38, far("#4d6366", 0.25), r.fork("m2"), { snow: true, roughness: 0.6 });
      out += forestBand(W, horizonY + 26, 16, 34, far(env.foliage, 0.32), r.fork("f1"), { spacing: 9, light: far(env.foliageLight, 0.32) });
      out += rect(0, horizonY + 24, W, landY - horizonY, far(env.grassFar, 0.15));
      out += forestBand(W, landY - 2, 24, 48, far(env.foliage, 0.12), r.fork("f2"), { spacing: 12, light: far(env.foliageLight, 0.12) });
      out += rect(0, landY - 4, W, H - landY + 4, env.grassFar);
      break;
    }
    case "forest": {
      out += hills(W, horizonY + 10, 60, far("#4f6b60", 0.5), r.fork("h1"), 3);
      out += forestBand(W, horizonY + 18, 20, 44, far(env.foliage, 0.38), r.fork("f1"), { spacing: 9, light: far(env.foliageLight, 0.38) });
      out += forestBand(W, landY - 6, 60, 130, far(env.foliage, 0.18), r.fork("f2"), { spacing: 16, light: far(env.foliageLight, 0.18) });
      out += rect(0, landY - 4, W, H - landY + 4, mix(env.grass, env.foliage, 0.25));
      break;
    }
    case "city": {
      out += skyline(env, W, horizonY + 30, far("#7c8a99", 0.62), r.fork("s1"), { minH: 40, maxH: 130, lit });
      out += skyline(env, W, horizonY + 40, far("#6a7884", 0.42), r.fork("s2"), { minH: 20, maxH: 70, lit });
      out += rect(0, horizonY + 38, W, landY - horizonY, far("#8e9690", 0.3));
      const hr = r.fork("lowrise");
      for (let x = hr.range(-30, 0); x < W; x += hr.range(70, 120)) {
        const w = hr.range(50, 90);
        const h = hr.range(24, 48);
        const col = far(hr.pick(["#d8d0c0", "#b7a48c", "#a9b3b8", "#c8b89b"]), 0.3);
        out += rect(x, landY - 4 - h, w, h, col);
        for (let k = 0; k < Math.floor(w / 14); k++) out += rect(x + 5 + k * 14, landY - 4 - h + 7, 7, h * 0.3, lit ? "#f6c883" : shade(col, 0.25), `opacity="0.8"`);
      }
      const tr = r.fork("street-trees");
      for (let x = tr.range(10, 40); x < W; x += tr.range(50, 90)) {
        out += broadleaf(x, landY - 2, tr.range(34, 56), far(env.foliage, 0.15), far(env.foliageLight, 0.15), tr);
      }
      out += rect(0, landY - 4, W, H - landY + 4, mix("#b9b5ab", env.horizon, 0.1));
      break;
    }
    case "suburb": {
      out += hills(W, horizonY + 14, 40, far("#6f8a73", 0.45), r.fork("h1"), 4);
      out += forestBand(W, horizonY + 24, 12, 24, far(env.foliage, 0.4), r.fork("f1"), { spacing: 10, light: far(env.foliageLight, 0.4) });
      out += rect(0, horizonY + 22, W, landY - horizonY, far(env.grassFar, 0.2));
      const hr = r.fork("houses");
      for (let x = hr.range(-20, 30); x < W; x += hr.range(90, 160)) {
        const w = hr.range(44, 70);
        const col = far(hr.pick(["#e7e0d2", "#c9d2d6", "#d9c6a8", "#9fb0b6", "#efe9e0"]), 0.2);
        out += distantHouse(x, landY - 6, w, hr.range(22, 34), col, far(hr.pick(["#555b60", "#6d5a4d", "#3f4a52"]), 0.2), hr, lit);
      }
      const tr = r.fork("trees");
      for (let i = 0; i < 7; i++) {
        const x = tr.range(0, W);
        out += broadleaf(x, landY - 4, tr.range(40, 70), far(env.foliage, 0.12), far(env.foliageLight, 0.12), tr);
      }
      out += rect(0, landY - 6, W, H - landY + 6, env.grass);
      break;
    }
    case "lake": {
      const hillColor = env.timeOfDay === "dusk" ? "#6e5a62" : "#b59c72";
      out += hills(W, horizonY + 4, 90, far(hillColor, 0.5), r.fork("h1"), 3);
      out += hills(W, horizonY + 6, 55, far(mix(hillColor, "#8a8f5c", 0.4), 0.3), r.fork("h2"), 4);
      // Sparse pines on the dry hillside.
      const pr = r.fork("pines");
      for (let i = 0; i < 30; i++) {
        out += circle(pr.range(0, W), horizonY - pr.range(0, 40), pr.range(1.5, 3.2), far("#4b5a3a", 0.3), `opacity="0.8"`);
      }
      out += water(defs, env, W, horizonY + 4, landY + 10, r.fork("water"));
      // Reflection of the far shore.
      out += rect(0, horizonY + 4, W, 8, far(hillColor, 0.45), `opacity="0.35"`);
      out += `<path d="${smoothPath([[-10, landY + 6], [W * 0.35, landY], [W * 0.7, landY + 5], [W + 10, landY - 2]])}L${W + 10} ${H}L-10 ${H}Z" fill="${mix(env.grass, "#c2b48a", 0.35)}"/>`;
      break;
    }
    default:
      throw new Error(`Unknown setting ${setting}`);
  }
  return out;
}

