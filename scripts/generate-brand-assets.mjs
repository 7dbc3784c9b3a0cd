// Generates the icons and the default social image from code (sharp), into public/.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { textPath } from "./lib/text.mjs";
import { cached } from "./lib/cache.mjs";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");

const AEGEAN_DARK = "#072a42";
const AEGEAN = "#0b3c5d";
const BRONZE_LIGHT = "#e2b77a";
const IVORY = "#fbf8f1";

function meanderRow(y, width, color, scale = 1) {
  const step = 24 * scale;
  const h = 12 * scale;
  let d = "";
  for (let x = 0; x < width; x += step) {
    d += `M${x} ${y + h - 1}h${20 * scale}V${y + 1}H${x + 6 * scale}v${6 * scale}h${8 * scale}V${y + 5 * scale}h${-6 * scale}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${1.5 * scale}"/>`;
}

function sun(cx, cy, r, color) {
  const rays = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const x1 = cx + Math.cos(a) * r * 1.55;
    const y1 = cy + Math.sin(a) * r * 1.55;
    const x2 = cx + Math.cos(a) * r * 2.1;
    const y2 = cy + Math.sin(a) * r * 2.1;
    rays.push(`M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`);
  }
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><path d="${rays.join("")}" stroke="${color}" stroke-width="${r * 0.28}" stroke-linecap="round"/>`;
}

function socialCard() {
  const w = 1200;
  const h = 630;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${AEGEAN}"/><stop offset="1" stop-color="${AEGEAN_DARK}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <g opacity="0.16" fill="none" stroke="${IVORY}" stroke-width="2">
    <rect x="900" y="110" width="220" height="300"/><path d="M1010 110v300M900 260h220"/>
  </g>
  ${sun(150, 170, 34, BRONZE_LIGHT)}
  ${textPath("HELIOS", { x: 240, y: 200, face: "display", size: 96, fill: "#ffffff", spacing: 18 })}
  ${textPath("WINDOWS & DOORS", { x: 244, y: 246, face: "sans-bold", size: 26, fill: BRONZE_LIGHT, spacing: 6 })}
  ${textPath("Family-built windows, doors and", { x: 100, y: 380, face: "display", size: 52, fill: "#ffffff" })}
  ${textPath("curtain walls since 2006", { x: 100, y: 446, face: "display", size: 52, fill: "#ffffff" })}
  ${textPath("British Columbia", { x: 100, y: 510, face: "sans", size: 26, fill: IVORY, opacity: 0.85 })}
  ${meanderRow(h - 40, w, BRONZE_LIGHT, 1.5)}
</svg>`;
}

function icon(size) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${AEGEAN}"/>${sun(32, 32, 10, BRONZE_LIGHT)}</svg>`;
}

/** A .ico file holding one PNG image (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

export async function generateBrandAssets() {
  const inputs = [import.meta.filename, path.join(root, "scripts/lib/text.mjs")].map((file) => readFileSync(file));
  await cached("brand-assets", inputs, ["og/helios-default.png", "favicon.ico", "apple-touch-icon.png", "icon-192.png", "icon-512.png"].map((f) => path.join(publicDir, f)), async () => {
    mkdirSync(path.join(publicDir, "og"), { recursive: true });
    await sharp(Buffer.from(socialCard())).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(path.join(publicDir, "og/helios-default.png"));
    const png32 = await sharp(Buffer.from(icon(32))).png().toBuffer();
    writeFileSync(path.join(publicDir, "favicon.ico"), icoFromPng(png32, 32));
    for (const [file, size] of [["apple-touch-icon.png", 180], ["icon-192.png", 192], ["icon-512.png", 512]]) {
      await sharp(Buffer.from(icon(size))).png().toFile(path.join(publicDir, file));
    }
  });
}

if (process.argv[1] === import.meta.filename) await generateBrandAssets();
