#!/usr/bin/env node
/**
 * Original artwork for the public pages, drawn as SVG scenes and rendered with sharp to AVIF and
 * WebP at several widths (public/images/scenes/<name>-<width>.<ext>), plus the brand logo
 * (public/images/logo.svg, logo.png) and the social preview image (public/images/og-default.jpg).
 *
 * No photos: every picture is composed here from simple shapes (a RIB speedboat, the Vistula at
 * dusk with the Warsaw skyline, Zegrze lake with sails, the Gdańsk crane and gables). The
 * generated files are committed; rerun with `node scripts/build-images.mjs` after a change.
 * The widths must match SCENE_WIDTHS in app/components/responsive-image.tsx.
 */
import { Buffer } from "node:buffer";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("public/images");
const SCENES = path.join(OUT, "scenes");
mkdirSync(SCENES, { recursive: true });

const W = 1600;
const H = 900;
export const SCENE_WIDTHS = [480, 800, 1200, 1600];

// Seeded random numbers, so reruns give the same pictures.
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PALETTES = {
  dusk: { sky: ["#0b1f33", "#1a4268", "#c86a3a", "#ffb26b"], water: ["#1a4268", "#0b1f33"], sun: "#ffd08a", far: "#12304d", near: "#0b1f33", glow: 0.55 },
  evening: { sky: ["#23184a", "#5b2f6b", "#d9634a", "#ffc27a"], water: ["#3a2a5a", "#110d26"], sun: "#ffe0a0", far: "#2a1d48", near: "#120b24", glow: 0.6 },
  day: { sky: ["#2c78b8", "#5fb2dd", "#a8e0ef", "#e6f7fb"], water: ["#1c7f9a", "#0c4a63"], sun: "#fff7d6", far: "#5d8aa6", near: "#2f5a75", glow: 0.25 },
  golden: { sky: ["#1e4f7a", "#4f8fb5", "#f2b36b", "#ffe2a6"], water: ["#2d6f8f", "#0f3550"], sun: "#fff0c0", far: "#3f6a86", near: "#1d3d57", glow: 0.45 },
  night: { sky: ["#040b16", "#0b1f33", "#173a5c", "#2e5d80"], water: ["#0b1f33", "#040b16"], sun: "#e9f1ff", far: "#0f2740", near: "#061222", glow: 0.2 },
};

function skyAndWater(p, horizon, sunX, sunY, sunR = 60) {
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.45" stop-color="${p.sky[1]}"/>
      <stop offset="0.82" stop-color="${p.sky[2]}"/><stop offset="1" stop-color="${p.sky[3]}"/>
    </linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.water[0]}"/><stop offset="1" stop-color="${p.water[1]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.sun}" stop-opacity="${p.glow}"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="tube" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ff9a3d"/><stop offset="1" stop-color="#c75d00"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${horizon}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${sunR * 5}" fill="url(#glow)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${p.sun}" opacity="0.95"/>
  <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#water)"/>`;
}

function reflections(p, horizon, sunX, seed) {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < 26; i++) {
    const y = horizon + 8 + i * ((H - horizon) / 26);
    const w = 40 + r() * 180 * (1 + i / 12);
    const x = sunX - w / 2 + (r() - 0.5) * 120;
    out += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${(2 + i / 6).toFixed(1)}" rx="2" fill="${p.sun}" opacity="${(0.5 - i / 70).toFixed(2)}"/>`;
  }
  for (let i = 0; i < 40; i++) {
    const y = horizon + 10 + r() * (H - horizon - 10);
    const x = r() * W;
    out += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(30 + r() * 90).toFixed(0)}" height="2" fill="#ffffff" opacity="${(0.05 + r() * 0.1).toFixed(2)}"/>`;
  }
  return out;
}

/** Warsaw: Palace of Culture, towers, the Old Town spires and the Świętokrzyski bridge pylon. */
function warsawSkyline(p, horizon, seed) {
  const r = rng(seed);
  let far = "";
  for (let x = 0; x < W; x += 40 + r() * 50) {
    const h = 30 + r() * 70;
    far += `<rect x="${x.toFixed(0)}" y="${(horizon - h).toFixed(0)}" width="${(30 + r() * 40).toFixed(0)}" height="${h.toFixed(0)}" fill="${p.far}"/>`;
  }
  const towers = [
    [980, 250, 46], [1040, 300, 40], [1095, 210, 52], [1160, 330, 36], [1210, 270, 44], [1270, 190, 40],
  ];
  let mid = "";
  for (const [x, h, w] of towers) {
    mid += `<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" fill="${p.far}"/>`;
    for (let wy = horizon - h + 14; wy < horizon - 10; wy += 18) {
      for (let wx = x + 6; wx < x + w - 6; wx += 10) {
        if (r() < 0.35) mid += `<rect x="${wx}" y="${wy}" width="4" height="6" fill="#ffd58a" opacity="0.55"/>`;
      }
    }
  }
  // Varso-like spire tower
  mid += `<path d="M1330 ${horizon} V${horizon - 300} L1352 ${horizon - 340} L1374 ${horizon - 300} V${horizon} Z" fill="${p.far}"/><rect x="1350" y="${horizon - 410}" width="4" height="72" fill="${p.far}"/>`;
  // Palace of Culture and Science: stepped tiers and a spire
  const px = 860;
  mid += `<g fill="${p.near}">
    <rect x="${px - 110}" y="${horizon - 90}" width="220" height="90"/>
    <rect x="${px - 70}" y="${horizon - 170}" width="140" height="90"/>
    <rect x="${px - 48}" y="${horizon - 240}" width="96" height="80"/>
    <rect x="${px - 34}" y="${horizon - 300}" width="68" height="70"/>
    <rect x="${px - 22}" y="${horizon - 345}" width="44" height="55"/>
    <path d="M${px - 14} ${horizon - 345} L${px} ${horizon - 395} L${px + 14} ${horizon - 345} Z"/>
    <rect x="${px - 2}" y="${horizon - 470}" width="4" height="80"/>
  </g>`;
  // Old Town: castle tower and church spires on the left bank
  const ot = `<g fill="${p.near}">
    <rect x="120" y="${horizon - 70}" width="320" height="70"/>
    <rect x="190" y="${horizon - 150}" width="36" height="90"/><path d="M186 ${horizon - 150} L208 ${horizon - 200} L230 ${horizon - 150} Z"/>
    <rect x="300" y="${horizon - 120}" width="26" height="60"/><path d="M296 ${horizon - 120} L313 ${horizon - 185} L330 ${horizon - 120} Z"/>
    <rect x="380" y="${horizon - 105}" width="44" height="40"/><path d="M376 ${horizon - 105} L402 ${horizon - 130} L428 ${horizon - 105} Z"/>
    ${Array.from({ length: 9 }, (_, i) => `<path d="M${120 + i * 36} ${horizon - 70} l18 -22 l18 22 Z"/>`).join("")}
  </g>`;
  // Cable-stayed bridge
  const bx = 560;
  let cables = "";
  for (let i = 1; i <= 9; i++) {
    cables += `<line x1="${bx}" y1="${horizon - 190 + i * 6}" x2="${bx - i * 38}" y2="${horizon - 26}" stroke="${p.near}" stroke-width="2"/>`;
    cables += `<line x1="${bx}" y1="${horizon - 190 + i * 6}" x2="${bx + i * 38}" y2="${horizon - 26}" stroke="${p.near}" stroke-width="2"/>`;
  }
  const bridge = `<g>${cables}<path d="M${bx - 10} ${horizon} L${bx - 4} ${horizon - 200} L${bx + 4} ${horizon - 200} L${bx + 10} ${horizon} Z" fill="${p.near}"/>
    <rect x="180" y="${horizon - 30}" width="760" height="8" fill="${p.near}"/></g>`;
  return far + mid + ot + bridge;
}

/** Zegrze: wooded shore, a marina and sails on the lake. */
function zegrzeShore(p, horizon, seed) {
  const r = rng(seed);
  let d = `M0 ${horizon}`;
  for (let x = 0; x <= W; x += 30) d += ` L${x} ${(horizon - 40 - r() * 45 - Math.sin(x / 180) * 20).toFixed(0)}`;
  d += ` L${W} ${horizon} Z`;
  let trees = "";
  for (let x = 0; x < W; x += 22 + r() * 18) {
    const h = 60 + r() * 50;
    trees += `<path d="M${x.toFixed(0)} ${horizon} l14 ${-h.toFixed(0)} l14 ${h.toFixed(0)} Z" fill="${p.near}" opacity="0.9"/>`;
  }
  let sails = "";
  const boats = [[300, 1], [520, 0.7], [760, 0.55], [1180, 0.8], [1380, 0.5]];
  for (const [x, s] of boats) {
    const y = horizon + 14 * s;
    sails += `<g transform="translate(${x} ${y}) scale(${s})">
      <path d="M0 0 L0 -150 L70 -6 Z" fill="#f8fafc"/><path d="M-6 -8 L0 -130 L-50 -8 Z" fill="#e2e8f0"/>
      <path d="M-70 0 L80 0 L62 18 L-56 18 Z" fill="${p.near}"/></g>`;
  }
  const pier = `<rect x="1040" y="${horizon - 4}" width="300" height="10" fill="${p.near}"/>${Array.from({ length: 7 }, (_, i) => `<rect x="${1050 + i * 44}" y="${horizon - 30}" width="3" height="30" fill="${p.near}"/>`).join("")}`;
  return `<path d="${d}" fill="${p.far}"/>${trees}${pier}${sails}`;
}

/** Gdańsk: the medieval crane gate, gabled granaries, St Mary's tower and harbour cranes. */
function gdanskSkyline(p, horizon, seed) {
  const r = rng(seed);
  let gables = "";
  let x = 80;
  while (x < 1500) {
    const w = 50 + r() * 30;
    const h = 110 + r() * 80;
    gables += `<path d="M${x} ${horizon} V${horizon - h} L${x + w * 0.2} ${horizon - h - 20} L${x + w / 2} ${horizon - h - 50} L${x + w * 0.8} ${horizon - h - 20} L${x + w} ${horizon - h} V${horizon} Z" fill="${p.near}"/>`;
    for (let wy = horizon - h + 14; wy < horizon - 20; wy += 26) {
      gables += `<rect x="${(x + w / 2 - 6).toFixed(0)}" y="${wy.toFixed(0)}" width="12" height="14" fill="#ffd58a" opacity="${r() < 0.5 ? 0.55 : 0.15}"/>`;
    }
    x += w + 6;
    if (x > 560 && x < 800) x = 800;
  }
  const cx = 620;
  const crane = `<g fill="${p.near}">
    <rect x="${cx - 60}" y="${horizon - 330}" width="120" height="330"/>
    <path d="M${cx - 70} ${horizon - 330} L${cx} ${horizon - 420} L${cx + 70} ${horizon - 330} Z"/>
    <rect x="${cx - 100}" y="${horizon - 200}" width="40" height="200"/><rect x="${cx + 60}" y="${horizon - 200}" width="40" height="200"/>
    <path d="M${cx - 104} ${horizon - 200} L${cx - 80} ${horizon - 260} L${cx - 56} ${horizon - 200} Z"/>
    <path d="M${cx + 56} ${horizon - 200} L${cx + 80} ${horizon - 260} L${cx + 104} ${horizon - 200} Z"/>
    <rect x="${cx - 50}" y="${horizon - 300}" width="100" height="16" fill="${p.far}"/>
    <rect x="${cx - 26}" y="${horizon - 90}" width="52" height="90" rx="26" fill="${p.far}"/>
  </g>`;
  const church = `<g fill="${p.far}"><rect x="980" y="${horizon - 380}" width="110" height="380"/>
    <path d="M975 ${horizon - 380} l15 -30 h90 l15 30 Z"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${988 + i * 18}" y="${horizon - 425}" width="6" height="20"/>`).join("")}</g>`;
  const harbour = `<g stroke="${p.far}" stroke-width="8" fill="none"><path d="M1380 ${horizon} V${horizon - 240} H1560 M1400 ${horizon - 240} L1470 ${horizon - 300} L1540 ${horizon - 240}"/>
    <path d="M1480 ${horizon - 240} V${horizon - 150}" stroke-width="3"/></g>`;
  return church + harbour + gables + crane;
}

/** The RIB: orange tubes, grey hull, console, crew, wake and spray. Drawn at the origin, facing left. */
function rib(x, y, s, { spray = true, flip = false } = {}) {
  const wake = `<path d="M40 20 Q 260 10 620 90 L 620 130 Q 260 40 40 42 Z" fill="#ffffff" opacity="0.55"/>
    <path d="M40 30 Q 300 60 640 40 L 640 60 Q 300 80 40 40 Z" fill="#ffffff" opacity="0.35"/>`;
  const sprayPath = spray
    ? `<g fill="#ffffff" opacity="0.8"><circle cx="-10" cy="14" r="9"/><circle cx="4" cy="4" r="6"/><circle cx="-24" cy="24" r="7"/><circle cx="20" cy="-4" r="4"/><circle cx="-4" cy="-8" r="3"/></g>`
    : "";
  const body = `
    <path d="M0 30 Q 10 10 60 8 L 300 8 Q 320 8 320 28 L 320 44 L 40 44 Q 10 44 0 30 Z" fill="#334155"/>
    <path d="M-6 18 Q 0 0 40 0 L 306 0 Q 328 0 328 18 Q 328 34 306 34 L 40 34 Q 0 34 -6 18 Z" fill="url(#tube)"/>
    <rect x="40" y="15" width="260" height="4" rx="2" fill="#9e4a00" opacity="0.6"/>
    <path d="M150 0 L150 -38 L200 -38 L214 0 Z" fill="#e2e8f0"/>
    <path d="M154 -34 L176 -62 L190 -62 L198 -34 Z" fill="#93c5fd" opacity="0.7"/>
    <rect x="300" y="-30" width="34" height="48" rx="6" fill="#1e293b"/>
    <g fill="#0f172a"><circle cx="110" cy="-28" r="11"/><rect x="100" y="-18" width="20" height="20" rx="6"/>
      <circle cx="232" cy="-30" r="11"/><rect x="222" y="-20" width="20" height="22" rx="6"/>
      <circle cx="270" cy="-26" r="10"/><rect x="261" y="-17" width="18" height="19" rx="6"/></g>
    <g fill="#f57c10"><rect x="101" y="-16" width="18" height="10" rx="3"/><rect x="223" y="-18" width="18" height="10" rx="3"/><rect x="262" y="-15" width="16" height="9" rx="3"/></g>`;
  const t = flip ? `translate(${x} ${y}) scale(${-s} ${s})` : `translate(${x} ${y}) scale(${s})`;
  return `<g transform="${t}">${wake}${body}${sprayPath}</g>`;
}

function svg(inner) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${inner}</svg>`;
}

function warsawScene({ palette, seed, ribAt = [520, 700, 1.15], sun = [1180, 470], horizon = 560 }) {
  const p = PALETTES[palette];
  return svg(
    skyAndWater(p, horizon, sun[0], sun[1]) +
      warsawSkyline(p, horizon, seed) +
      `<rect y="${horizon}" width="${W}" height="10" fill="${p.near}" opacity="0.6"/>` +
      reflections(p, horizon, sun[0], seed + 1) +
      rib(ribAt[0], ribAt[1], ribAt[2]),
  );
}

const scenes = {
  // Heroes (also used for the location cards and pages)
  "warszawa-dusk": warsawScene({ palette: "dusk", seed: 11 }),
  "zegrze-lake": svg(
    skyAndWater(PALETTES.golden, 560, 420, 420, 54) +
      zegrzeShore(PALETTES.golden, 560, 21) +
      reflections(PALETTES.golden, 560, 420, 22) +
      rib(820, 720, 1.05, { flip: false }),
  ),
  "gdansk-crane": svg(
    skyAndWater(PALETTES.evening, 590, 1250, 400, 58) +
      gdanskSkyline(PALETTES.evening, 590, 31) +
      `<rect y="590" width="${W}" height="8" fill="${PALETTES.evening.near}"/>` +
      reflections(PALETTES.evening, 590, 1250, 32) +
      rib(260, 760, 0.9),
  ),
  "vistula-day": warsawScene({ palette: "day", seed: 41, ribAt: [300, 720, 1.2], sun: [260, 180] }),
  // Cruise details and gallery
  "warszawa-golden": warsawScene({ palette: "golden", seed: 51, ribAt: [860, 690, 1.0], sun: [300, 430] }),
  "warszawa-night": warsawScene({ palette: "night", seed: 61, ribAt: [420, 720, 1.05], sun: [1400, 160] }),
  "zegrze-day": svg(
    skyAndWater(PALETTES.day, 600, 1200, 170, 50) +
      zegrzeShore(PALETTES.day, 600, 71) +
      reflections(PALETTES.day, 600, 1200, 72) +
      rib(360, 760, 1.2),
  ),
  "zegrze-evening": svg(
    skyAndWater(PALETTES.evening, 580, 800, 470, 60) +
      zegrzeShore(PALETTES.evening, 580, 81) +
      reflections(PALETTES.evening, 580, 800, 82),
  ),
  "zegrze-wake": svg(
    skyAndWater(PALETTES.dusk, 420, 1300, 330, 46) +
      zegrzeShore(PALETTES.dusk, 420, 91) +
      reflections(PALETTES.dusk, 420, 1300, 92) +
      rib(340, 640, 1.9),
  ),
};

const manifest = {};
const only = process.env.ONLY_LOGO ? [] : Object.entries(scenes);
for (const [name, markup] of only) {
  const base = sharp(Buffer.from(markup), { density: 96 });
  const png = await base.png().toBuffer();
  manifest[name] = [];
  for (const width of SCENE_WIDTHS) {
    const resized = sharp(png).resize({ width });
    await resized.clone().avif({ quality: 48, effort: 6 }).toFile(path.join(SCENES, `${name}-${width}.avif`));
    await resized.clone().webp({ quality: 72 }).toFile(path.join(SCENES, `${name}-${width}.webp`));
    manifest[name].push(width);
  }
  console.log("scene", name);
}

// Logo: a wave and a stylised RIB bow next to the brand name.
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 96" width="400" height="96" role="img" aria-label="RIB Warsaw">
  <title>RIB Warsaw</title>
  <rect x="4" y="4" width="88" height="88" rx="24" fill="#0b1f33"/>
  <path d="M16 60 Q 30 50 48 58 T 80 56" stroke="#13a3ab" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M18 46 Q 22 36 36 36 L 76 36 Q 82 36 82 42 Q 82 48 76 48 L 30 48 Q 20 48 18 46 Z" fill="#f57c10"/>
  <path d="M44 36 L 48 22 L 58 22 L 62 36 Z" fill="#ecfbfb"/>
  <path d="M16 72 Q 32 64 48 70 T 80 68" stroke="#6fd6da" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.8"/>
  <text x="108" y="52" font-family="Inter, 'DejaVu Sans', Arial, Helvetica, sans-serif" font-size="40" font-weight="800" fill="#0b1f33" letter-spacing="1">RIB</text>
  <text x="188" y="52" font-family="Inter, 'DejaVu Sans', Arial, Helvetica, sans-serif" font-size="40" font-weight="300" fill="#0e7f86">Warsaw</text>
  <text x="110" y="78" font-family="Inter, 'DejaVu Sans', Arial, Helvetica, sans-serif" font-size="13" font-weight="600" fill="#c75d00" letter-spacing="2" textLength="270" lengthAdjust="spacingAndGlyphs">WISŁA · ZEGRZE · GDAŃSK</text>
</svg>`;
writeFileSync(path.join(OUT, "logo.svg"), logoSvg);
await sharp(Buffer.from(logoSvg), { density: 288 }).resize({ width: 720 }).png({ compressionLevel: 9 }).toFile(path.join(OUT, "logo.png"));
// A light-on-dark variant for the hero.
const logoLight = logoSvg.replace('fill="#0b1f33" letter-spacing="1"', 'fill="#ffffff" letter-spacing="1"').replace('fill="#0e7f86">Warsaw', 'fill="#6fd6da">Warsaw').replace('fill="#c75d00" letter-spacing="2"', 'fill="#ff9a3d" letter-spacing="2"').replace('rx="24" fill="#0b1f33"', 'rx="24" fill="#0b1f33" stroke="#ffffff" stroke-opacity="0.4" stroke-width="2"');
writeFileSync(path.join(OUT, "logo-light.svg"), logoLight);

// Social preview: the Warsaw dusk scene with the brand and a claim.
const og = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <defs><linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#06121f" stop-opacity="0.85"/><stop offset="0.6" stop-color="#06121f" stop-opacity="0.1"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#fade)"/>
  <text x="64" y="250" font-family="'DejaVu Sans', Arial, sans-serif" font-size="76" font-weight="800" fill="#ffffff">RIB Warsaw</text>
  <text x="66" y="320" font-family="'DejaVu Sans', Arial, sans-serif" font-size="34" font-weight="600" fill="#6fd6da">Rejsy motorówką po Wiśle</text>
  <text x="66" y="370" font-family="'DejaVu Sans', Arial, sans-serif" font-size="28" fill="#ecfbfb">Warszawa · Zegrze · Gdańsk · do 80 km/h</text>
</svg>`;
const ogBase = await sharp(Buffer.from(scenes["warszawa-dusk"])).resize({ width: 1200, height: 630, fit: "cover", position: "bottom" }).png().toBuffer();
await sharp(ogBase).composite([{ input: Buffer.from(og) }]).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(OUT, "og-default.jpg"));

if (only.length) writeFileSync(path.join(SCENES, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
console.log("done");
