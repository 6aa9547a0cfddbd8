import type { PDFFont } from 'pdf-lib';
import sharp from 'sharp';
import { generalSetting } from './demo-content.ts';

/**
 * Demo pictures and notice PDFs, drawn from code so the seed needs no network, no copied
 * template files and no fonts (text in SVG would depend on what the machine has installed).
 * Everything is deterministic: the same kind, seed and size always give the same file.
 */

export type ImageKind = 'slide' | 'photo' | 'portrait' | 'logo' | 'partner' | 'favicon' | 'icon' | 'document';

/** Scene and icon subjects, picked by `seed % MOTIFS.length`, so seeds 0..5 map to these in order. */
export const MOTIFS = ['water', 'school', 'harvest', 'clinic', 'heart', 'village'] as const;

type Rng = () => number;

/** mulberry32: tiny seeded generator, so a seed always gives the same picture. */
function rng(seed: number): Rng {
  let a = (seed * 0x9e3779b9) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)];

type Palette = { sky: [string, string]; sun: string; hills: [string, string, string]; water: string };

// Hand-picked so every seed looks like a calm time of day rather than random colours.
const PALETTES: Palette[] = [
  { sky: ['#9fd3ef', '#fdf1dc'], sun: '#ffd27a', hills: ['#9cc9a4', '#6fae84', '#3f8a63'], water: '#5fb3d9' },
  { sky: ['#f6b98a', '#fde8c8'], sun: '#fff1c1', hills: ['#d9b48a', '#b9895a', '#7d5a3c'], water: '#7fb7c9' },
  { sky: ['#7fb8c9', '#f3d9b1'], sun: '#ffe3a3', hills: ['#8fb5a6', '#5f8f7f', '#2f5d50'], water: '#4f9fb8' },
  { sky: ['#c7e9f8', '#ffffff'], sun: '#ffe08a', hills: ['#c2e0a4', '#8cc084', '#4f9464'], water: '#6cc3e0' },
  { sky: ['#b9b3e0', '#fbe3d6'], sun: '#ffd6a5', hills: ['#a5b3dc', '#7486c0', '#4e5f99'], water: '#8fb0e8' },
  { sky: ['#a8dadc', '#f1faee'], sun: '#ffe9a8', hills: ['#c5e1a5', '#8bc34a', '#558b2f'], water: '#4aa3c4' },
];
const CAUSE = ['#2e86c1', '#f5a623', '#43a047', '#e4572e', '#d63e6c', '#00897b'];
const CLOTH = ['#2e86c1', '#00897b', '#6a4c93', '#e4572e', '#3d5a80', '#c2185b', '#558b2f', '#f5a623'];

/** Wraps the shapes; coordinates are cut to one decimal so the SVG stays short. */
function svg(w: number, h: number, body: string): string {
  const short = body.replace(/(\d\.\d)\d{2,}/g, '$1');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${short}</svg>`;
}

function heart(cx: number, cy: number, s: number, fill: string): string {
  const p = (dx: number, dy: number) => `${cx + dx * s} ${cy + dy * s}`;
  return `<path fill="${fill}" d="M${p(0, 0.42)} C${p(-0.95, -0.15)} ${p(-0.5, -0.9)} ${p(0, -0.42)} C${p(0.5, -0.9)} ${p(0.95, -0.15)} ${p(0, 0.42)}Z"/>`;
}

function drop(cx: number, cy: number, s: number, fill: string): string {
  const p = (dx: number, dy: number) => `${cx + dx * s} ${cy + dy * s}`;
  const r = 0.36 * s;
  return `<path fill="${fill}" d="M${p(0, -0.5)} C${p(0.08, -0.25)} ${p(0.36, -0.05)} ${p(0.36, 0.14)} A${r} ${r} 0 1 1 ${p(-0.36, 0.14)} C${p(-0.36, -0.05)} ${p(-0.08, -0.25)} ${p(0, -0.5)}Z"/>`;
}

/** A rolling ridge: smooth curves through random heights, plus its height at any x for placing things on it. */
function ridge(w: number, h: number, base: number, amp: number, r: Rng) {
  const pts = Array.from({ length: 6 }, (_, i) => [(i / 5) * w, base + (r() - 0.5) * 2 * amp]);
  let d = `M0 ${h} L0 ${pts[0][1]}`;
  for (let i = 0; i < 5; i++) {
    const mx = (pts[i][0] + pts[i + 1][0]) / 2;
    d += ` C${mx} ${pts[i][1]} ${mx} ${pts[i + 1][1]} ${pts[i + 1][0]} ${pts[i + 1][1]}`;
  }
  const yAt = (x: number) => {
    const i = Math.min(4, Math.floor((x / w) * 5));
    const t = (x - pts[i][0]) / (pts[i + 1][0] - pts[i][0]);
    return pts[i][1] + (pts[i + 1][1] - pts[i][1]) * t * t * (3 - 2 * t);
  };
  return { d: `${d} L${w} ${h}Z`, yAt };
}

function tree(x: number, y: number, s: number, leaf: string): string {
  return `<rect x="${x - s * 0.06}" y="${y - s * 0.5}" width="${s * 0.12}" height="${s * 0.5}" fill="#6d4c33"/><ellipse cx="${x}" cy="${y - s * 0.7}" rx="${s * 0.32}" ry="${s * 0.4}" fill="${leaf}"/>`;
}

/** A small building; `sign` draws a clinic cross or a Bangladesh-style flag so the subject reads without words. */
function building(x: number, y: number, s: number, wall: string, roof: string, sign: 'cross' | 'flag' | 'none'): string {
  const bw = s * 1.4;
  const bh = s * 0.8;
  let out = `<rect x="${x - bw / 2}" y="${y - bh}" width="${bw}" height="${bh}" fill="${wall}"/>`;
  out += `<path fill="${roof}" d="M${x - bw * 0.6} ${y - bh} L${x} ${y - bh - s * 0.45} L${x + bw * 0.6} ${y - bh}Z"/>`;
  out += `<rect x="${x - s * 0.12}" y="${y - s * 0.4}" width="${s * 0.24}" height="${s * 0.4}" fill="${roof}"/>`;
  for (const dx of [-0.42, 0.3])
    out += `<rect x="${x + dx * s}" y="${y - bh * 0.75}" width="${s * 0.14}" height="${s * 0.14}" fill="#cfe8f3"/>`;
  if (sign === 'cross') {
    out += `<circle cx="${x}" cy="${y - bh - s * 0.17}" r="${s * 0.13}" fill="#fff"/>`;
    out += `<path stroke="#e4572e" stroke-width="${s * 0.07}" d="M${x - s * 0.08} ${y - bh - s * 0.17}h${s * 0.16}M${x} ${y - bh - s * 0.25}v${s * 0.16}"/>`;
  } else if (sign === 'flag') {
    const fx = x + bw * 0.6;
    out += `<rect x="${fx}" y="${y - s * 1.6}" width="${s * 0.03}" height="${s * 1.6}" fill="#555"/>`;
    out += `<rect x="${fx + s * 0.03}" y="${y - s * 1.6}" width="${s * 0.45}" height="${s * 0.28}" fill="#006a4e"/><circle cx="${fx + s * 0.23}" cy="${y - s * 1.46}" r="${s * 0.09}" fill="#f42a41"/>`;
  }
  return out;
}

type Ridge = ReturnType<typeof ridge>;

/** Sky gradient, a glowing sun (a heart for the "heart" motif) and a few clouds kept clear of it. */
function sky(p: Palette, heartSun: boolean, w: number, h: number, r: Rng): string {
  const u = Math.min(w, h);
  const sx = w * (0.15 + r() * 0.7);
  const sy = h * (0.18 + r() * 0.12);
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>`;
  out += `<radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.8"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient></defs>`;
  out += `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${sx}" cy="${sy}" r="${u * 0.32}" fill="url(#glow)"/>`;
  out += heartSun ? heart(sx, sy, u * 0.22, '#f06a6a') : `<circle cx="${sx}" cy="${sy}" r="${u * 0.1}" fill="${p.sun}"/>`;
  for (let i = 0; i < 3; i++) {
    let cx = w * r();
    if (Math.abs(cx - sx) < u * 0.4) cx = (cx + w * 0.5) % w;
    const cy = h * (0.12 + r() * 0.2);
    const s = u * (0.05 + r() * 0.04);
    out += `<g fill="#fff" opacity="0.75"><ellipse cx="${cx}" cy="${cy}" rx="${s * 2.2}" ry="${s * 0.8}"/><circle cx="${cx - s * 0.6}" cy="${cy - s * 0.4}" r="${s * 0.8}"/><circle cx="${cx + s * 0.5}" cy="${cy - s * 0.6}" r="${s}"/></g>`;
  }
  return out;
}

/** A river winding down from the far hills, with a few glints on the water. */
function river(p: Palette, far: Ridge, w: number, h: number, r: Rng): string {
  const u = Math.min(w, h);
  const top = far.yAt(w * 0.5) + h * 0.05;
  let out = `<defs><linearGradient id="river" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e8f6fb"/><stop offset="1" stop-color="${p.water}"/></linearGradient></defs>`;
  out += `<path fill="url(#river)" d="M${w * 0.47} ${top} C${w * 0.6} ${h * 0.75} ${w * 0.2} ${h * 0.8} ${w * 0.25} ${h} L${w * 0.7} ${h} C${w * 0.6} ${h * 0.8} ${w * 0.72} ${h * 0.72} ${w * 0.53} ${top}Z"/>`;
  for (let i = 0; i < 4; i++) {
    out += `<ellipse cx="${w * (0.42 + r() * 0.12)}" cy="${h * (0.78 + i * 0.05)}" rx="${u * 0.05}" ry="${u * 0.006}" fill="#fff" opacity="0.7"/>`;
  }
  return out;
}

/** Crop rows converging on the horizon, clipped to the nearest hill. */
function fields(near: Ridge, w: number, h: number): string {
  let rows = '';
  for (let i = -12; i <= 12; i++) rows += `M${w * 0.5} ${h * 0.6} L${w * 0.5 + i * w * 0.09} ${h} `;
  return `<defs><clipPath id="near"><path d="${near.d}"/></clipPath></defs><path clip-path="url(#near)" d="${rows}" stroke="#d7e8a0" stroke-width="${Math.min(w, h) * 0.012}" opacity="0.55"/>`;
}

const BUILDINGS = {
  school: { wall: '#f4e3c1', roof: '#c0504d', sign: 'flag', count: 1 },
  clinic: { wall: '#ffffff', roof: '#2e86c1', sign: 'cross', count: 1 },
  village: { wall: '#e9d3a8', roof: '#8d5a3b', sign: 'none', count: 3 },
} as const;

/** Landscape scene: sky, three ridges, then the subject (river, school, fields, clinic, heart or huts) and trees. */
function scene(seed: number, w: number, h: number): string {
  const r = rng(seed + 1);
  // Palette shifts by one every six seeds, so motif and colours pair up differently across a group.
  const p = PALETTES[(seed + Math.floor(seed / MOTIFS.length)) % PALETTES.length];
  const motif = MOTIFS[seed % MOTIFS.length];
  const u = Math.min(w, h);
  let body = sky(p, motif === 'heart', w, h, r);
  const [far, mid, near] = [ridge(w, h, h * 0.55, h * 0.06, r), ridge(w, h, h * 0.68, h * 0.05, r), ridge(w, h, h * 0.82, h * 0.04, r)];
  body += `<path d="${far.d}" fill="${p.hills[0]}"/><path d="${mid.d}" fill="${p.hills[1]}"/><path d="${near.d}" fill="${p.hills[2]}"/>`;
  if (motif === 'water') body += river(p, far, w, h, r);
  if (motif === 'harvest') body += fields(near, w, h);
  if (motif === 'school' || motif === 'clinic' || motif === 'village') {
    const b = BUILDINGS[motif];
    for (let i = 0; i < b.count; i++) {
      const x = w * (b.count === 1 ? 0.3 + r() * 0.4 : 0.2 + i * 0.28 + r() * 0.06);
      body += building(x, mid.yAt(x) + u * 0.03, u * (b.count === 1 ? 0.22 : 0.14), b.wall, b.roof, b.sign);
    }
  }
  const trees = 3 + Math.floor(r() * 4);
  for (let i = 0; i < trees; i++) {
    const x = w * r();
    const onNear = r() < 0.5;
    const leaf = pick(r, [p.hills[1], p.hills[2], '#3f7d4e']);
    if (motif === 'water' && x > w * 0.26 && x < w * 0.74) continue; // no trees standing in the river
    body += tree(x, (onNear ? near : mid).yAt(x) + u * 0.02, u * (onNear ? 0.16 : 0.1), leaf);
  }
  return svg(w, h, body);
}

type Hair = 'short' | 'crop' | 'long' | 'bun' | 'scarf';

/**
 * Eight looks, used in seed order (seed % 8), so the demo team can line people up with them:
 * women at 0, 2, 3, 5 and men at 1, 4, 6, 7.
 */
const LOOKS: { hair: Hair; colour: string; skin: string }[] = [
  { hair: 'bun', colour: '#2b1d14', skin: '#c98d63' },
  { hair: 'short', colour: '#111111', skin: '#a66a43' },
  { hair: 'long', colour: '#b98a4e', skin: '#f3d2b8' },
  { hair: 'scarf', colour: '#c2185b', skin: '#e5b48f' },
  { hair: 'crop', colour: '#111111', skin: '#7b4a2d' },
  { hair: 'bun', colour: '#111111', skin: '#5a3521' },
  { hair: 'short', colour: '#4a2f1d', skin: '#c98d63' },
  { hair: 'short', colour: '#7a4b2a', skin: '#e5b48f' },
];

/** Faceless flat-style portrait: tinted background, shoulders, head and a hair style or headscarf. */
function portrait(seed: number, w: number, h: number): string {
  const { hair, colour, skin } = LOOKS[seed % LOOKS.length];
  const bg = CAUSE[seed % CAUSE.length];
  const cloth = CLOTH[(seed * 3) % CLOTH.length];
  const cx = w / 2;
  const e = (x: number, y: number, rx: number, ry: number, fill: string) =>
    `<ellipse cx="${x}" cy="${y}" rx="${rx * w}" ry="${ry * h}" fill="${fill}"/>`;
  let body = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}" stop-opacity="0.25"/><stop offset="1" stop-color="${bg}" stop-opacity="0.6"/></linearGradient></defs>`;
  body += `<rect width="${w}" height="${h}" fill="#fff"/><rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${cx}" cy="${h * 0.5}" r="${w * 0.4}" fill="#fff" opacity="0.35"/>`;
  // Back layers first (long hair, headscarf), then body and neck, then the head and what sits on it.
  if (hair === 'long')
    body += `<rect x="${cx - w * 0.19}" y="${h * 0.3}" width="${w * 0.38}" height="${h * 0.42}" rx="${w * 0.12}" fill="${colour}"/>`;
  if (hair === 'scarf') body += e(cx, h * 0.5, 0.22, 0.3, cloth === colour ? '#3d5a80' : colour);
  body += e(cx, h * 1.0, 0.37, 0.32, cloth);
  body += `<path fill="#fff" opacity="0.85" d="M${cx - w * 0.09} ${h * 0.69} L${cx} ${h * 0.8} L${cx + w * 0.09} ${h * 0.69}Z"/>`;
  body += `<rect x="${cx - w * 0.07}" y="${h * 0.52}" width="${w * 0.14}" height="${h * 0.19}" rx="${w * 0.06}" fill="${skin}"/>`;
  if (hair !== 'scarf') body += e(cx, h * 0.36, 0.165, 0.15, colour);
  if (hair === 'bun') body += e(cx, h * 0.2, 0.08, 0.07, colour);
  body += e(cx, h * 0.42, 0.14, 0.165, skin);
  if (hair === 'short' || hair === 'long' || hair === 'bun') {
    body += `<path fill="${colour}" d="M${cx - w * 0.15} ${h * 0.38} Q${cx - w * 0.05} ${h * 0.25} ${cx + w * 0.15} ${h * 0.36} L${cx + w * 0.15} ${h * 0.3} Q${cx} ${h * 0.18} ${cx - w * 0.15} ${h * 0.3}Z"/>`;
  }
  return svg(w, h, body);
}

/** The charity's mark: a water drop holding a heart; fits the mark into the shorter side. */
function logo(w: number, h: number, square: boolean): string {
  const s = Math.min(w, h);
  const cx = square ? w / 2 : s / 2;
  let body = square ? `<rect width="${w}" height="${h}" rx="${s * 0.2}" fill="#0f6e8c"/>` : '';
  body += drop(cx, h * 0.5, s * 0.82, square ? '#ffffff' : '#1b8fb5');
  body += heart(cx, h * 0.6, s * 0.26, square ? '#e4572e' : '#ffffff');
  if (!square) {
    // Four dots in the cause colours sit beside the mark in place of a word mark.
    CAUSE.slice(0, 4).forEach((c, i) => {
      body += `<circle cx="${s * 1.2 + (i % 2) * s * 0.34}" cy="${h * 0.33 + Math.floor(i / 2) * s * 0.34}" r="${s * 0.13}" fill="${c}"/>`;
    });
  }
  return svg(w, h, body);
}

/** A made-up partner organisation's mark on a white card, varied by seed. */
function partner(seed: number, w: number, h: number): string {
  const c1 = CAUSE[seed % CAUSE.length];
  const c2 = CLOTH[(seed + 3) % CLOTH.length];
  const s = Math.min(w, h) * 0.6;
  const cx = w / 2;
  const cy = h / 2;
  const shapes = [
    `<circle cx="${cx}" cy="${cy}" r="${s / 2}" fill="none" stroke="${c1}" stroke-width="${s * 0.12}"/><circle cx="${cx}" cy="${cy}" r="${s / 5}" fill="${c2}"/>`,
    `<path fill="${c1}" d="M${cx} ${cy - s / 2} L${cx + s / 2} ${cy + s / 2} L${cx - s / 2} ${cy + s / 2}Z"/><circle cx="${cx}" cy="${cy + s * 0.15}" r="${s * 0.15}" fill="#fff"/>`,
    `<circle cx="${cx - s * 0.25}" cy="${cy}" r="${s * 0.35}" fill="${c1}" opacity="0.85"/><circle cx="${cx + s * 0.25}" cy="${cy}" r="${s * 0.35}" fill="${c2}" opacity="0.85"/>`,
    `<path fill="${c1}" d="M${cx} ${cy + s / 2} Q${cx - s * 0.6} ${cy} ${cx} ${cy - s / 2} Q${cx + s * 0.6} ${cy} ${cx} ${cy + s / 2}Z"/><path stroke="#fff" stroke-width="${s * 0.05}" d="M${cx} ${cy + s * 0.4} V${cy - s * 0.35}"/>`,
    `<rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" rx="${s * 0.2}" fill="${c1}" transform="rotate(45 ${cx} ${cy})"/>${heart(cx, cy, s * 0.45, '#fff')}`,
    `${drop(cx, cy, s, c1)}<circle cx="${cx}" cy="${cy + s * 0.12}" r="${s * 0.14}" fill="${c2}"/>`,
  ];
  return svg(w, h, `<rect width="${w}" height="${h}" rx="${Math.min(w, h) * 0.12}" fill="#fff"/>${shapes[seed % shapes.length]}`);
}

/** Round cause icon with a white pictogram: drop, book, leaf, cross, heart or house. */
function icon(seed: number, w: number, h: number): string {
  const s = Math.min(w, h);
  const c = s / 2;
  const k = seed % MOTIFS.length;
  const glyphs = [
    drop(c, c, s * 0.55, '#fff'),
    `<path fill="#fff" d="M${s * 0.22} ${s * 0.32} Q${s * 0.36} ${s * 0.26} ${s * 0.48} ${s * 0.34} V${s * 0.72} Q${s * 0.36} ${s * 0.64} ${s * 0.22} ${s * 0.7}Z M${s * 0.78} ${s * 0.32} Q${s * 0.64} ${s * 0.26} ${s * 0.52} ${s * 0.34} V${s * 0.72} Q${s * 0.64} ${s * 0.64} ${s * 0.78} ${s * 0.7}Z"/>`,
    `<path fill="#fff" d="M${s * 0.3} ${s * 0.72} Q${s * 0.25} ${s * 0.3} ${s * 0.72} ${s * 0.26} Q${s * 0.74} ${s * 0.68} ${s * 0.3} ${s * 0.72}Z"/>`,
    `<path stroke="#fff" stroke-width="${s * 0.14}" d="M${s * 0.28} ${c} H${s * 0.72} M${c} ${s * 0.28} V${s * 0.72}"/>`,
    heart(c, c * 1.05, s * 0.42, '#fff'),
    building(c, s * 0.72, s * 0.3, '#fff', '#ffffffcc', 'none'),
  ];
  return svg(w, h, `<circle cx="${c}" cy="${c}" r="${c}" fill="${CAUSE[k]}"/>${glyphs[k]}`);
}

/** A scanned-looking certificate or report: a sheet with ruled lines, a seal and a signature stroke. */
function documentPage(seed: number, w: number, h: number): string {
  const r = rng(seed + 201);
  const c = CAUSE[seed % CAUSE.length];
  const m = w * 0.1;
  let body = `<rect width="${w}" height="${h}" fill="#e9eef2"/><rect x="${m + 6}" y="${m + 8}" width="${w - 2 * m}" height="${h - 2 * m}" fill="#000" opacity="0.12"/>`;
  body += `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="#fff"/><rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h * 0.07}" fill="${c}"/>`;
  body += `<rect x="${w * 0.3}" y="${h * 0.2}" width="${w * 0.4}" height="${h * 0.02}" rx="3" fill="#394b59"/>`;
  for (let y = h * 0.28; y < h * 0.68; y += h * 0.035) {
    body += `<rect x="${m * 1.8}" y="${y}" width="${(w - m * 3.6) * (0.6 + r() * 0.4)}" height="${h * 0.01}" rx="2" fill="#b8c4cc"/>`;
  }
  body += `<circle cx="${w * 0.3}" cy="${h * 0.78}" r="${w * 0.08}" fill="none" stroke="${c}" stroke-width="4"/><circle cx="${w * 0.3}" cy="${h * 0.78}" r="${w * 0.05}" fill="${c}" opacity="0.6"/>`;
  body += `<path fill="none" stroke="#1f3a5f" stroke-width="3" d="M${w * 0.55} ${h * 0.8} q${w * 0.04} ${-h * 0.05} ${w * 0.07} 0 t${w * 0.07} 0 t${w * 0.07} 0"/>`;
  return svg(w, h, body);
}

const DRAW: Record<ImageKind, (seed: number, w: number, h: number) => string> = {
  slide: scene,
  photo: scene,
  portrait,
  logo: (_, w, h) => logo(w, h, false),
  favicon: (_, w, h) => logo(w, h, true),
  partner,
  icon,
  document: documentPage,
};

const render = (kind: ImageKind, seed: number, w: number, h: number) => sharp(Buffer.from(DRAW[kind](seed, w, h)));

/** A demo picture as WebP, the format the site serves. */
export async function makeImage(kind: ImageKind, seed: number, width: number, height: number): Promise<Buffer> {
  return render(kind, seed, width, height).webp({ quality: 78 }).toBuffer();
}

/** The same pictures as PNG, for logo and favicon where browsers and tools expect PNG. */
export async function makePng(kind: ImageKind, seed: number, width: number, height: number): Promise<Buffer> {
  return render(kind, seed, width, height).png({ compressionLevel: 9 }).toBuffer();
}

/** The standard PDF fonts only know WinAnsi; anything else (Bangla, emoji) becomes '?' instead of throwing. */
function winAnsi(text: string): string {
  return text.normalize('NFKC').replace(/[^\n\x20-\x7e\xa0-\xff‘’“”–—•…€]/gu, '?');
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 notice (more pages only if the body is long): letterhead, title, date, wrapped paragraphs. */
export async function makeNoticePdf(title: string, date: string, body: string): Promise<Buffer> {
  // Loaded only when the demo is seeded: a server on a seeded database never draws these.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // A fixed date keeps the seed output byte-for-byte repeatable.
  const parsed = new Date(`${date}T09:00:00Z`);
  const when = Number.isNaN(parsed.getTime()) ? new Date(0) : parsed;
  doc.setTitle(winAnsi(title));
  doc.setAuthor(generalSetting.site_name);
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  const [W, H, M] = [595.28, 841.89, 56];
  const dark = rgb(0.15, 0.2, 0.25);
  const grey = rgb(0.42, 0.47, 0.52);
  let page = doc.addPage([W, H]);
  page.drawRectangle({ x: 0, y: H - 96, width: W, height: 96, color: rgb(0.06, 0.43, 0.55) });
  page.drawText(generalSetting.site_name, { x: M, y: H - 50, size: 22, font: bold, color: rgb(1, 1, 1) });
  page.drawText(winAnsi(generalSetting.address), { x: M, y: H - 72, size: 9, font, color: rgb(0.88, 0.95, 0.97) });
  let y = H - 140;
  for (const line of wrap(winAnsi(title), bold, 17, W - 2 * M)) {
    page.drawText(line, { x: M, y, size: 17, font: bold, color: dark });
    y -= 22;
  }
  page.drawText(winAnsi(`Date: ${date}`), { x: M, y: y - 2, size: 10, font, color: grey });
  y -= 18;
  page.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 0.8, color: rgb(0.8, 0.84, 0.87) });
  y -= 28;
  for (const para of winAnsi(body).split(/\n\s*\n/)) {
    for (const line of wrap(para, font, 11, W - 2 * M)) {
      if (y < M + 40) {
        page = doc.addPage([W, H]);
        y = H - M;
      }
      page.drawText(line, { x: M, y, size: 11, font, color: dark });
      y -= 16;
    }
    y -= 10;
  }
  const footer = winAnsi(`${generalSetting.email}  |  ${generalSetting.phone}`);
  for (const p of doc.getPages()) p.drawText(footer, { x: M, y: M - 20, size: 8, font, color: grey });
  return Buffer.from(await doc.save());
}
