/**
 * Deterministic SVG artwork for the demo store: product shots, brand/department/category/collection
 * logos and banners, hero banners, the store logo, avatars and social/feature icons. Every function
 * is pure: the same (kind, key, colour, size) always renders the same bytes, so the images can be
 * served from a URL alone (see ./routes.ts) and cached forever.
 *
 * URL scheme (mounted at /service/media):
 *   /service/media/<kind>/<key>.svg
 *   /service/media/<kind>/<rrggbb>/<key>.svg            colour given explicitly (6 hex digits)
 *   /service/media/<kind>/[<rrggbb>/]<key>.<w>x<h>.svg  optional display size (16–4096 px)
 * key: lowercase letters, digits and single hyphens (a slug), up to 120 characters. Without a colour
 * the colour is derived from the key. For "product" a trailing "-<n>" in the key is the image index
 * (1-based) and varies the composition; for "icon" the key names the glyph (see ICON_NAMES).
 */
import { Rng, hashString } from "../seed/random";

const MEDIA_BASE = "/service/media";

const MEDIA_KINDS = [
  "product",
  "brand",
  "department",
  "category",
  "collection",
  "banner",
  "banner-portrait",
  "hero",
  "hero-mobile",
  "logo",
  "mobile-logo",
  "avatar",
  "icon",
] as const;
type MediaKind = (typeof MEDIA_KINDS)[number];

const ICON_NAMES = [
  "facebook",
  "instagram",
  "twitter",
  "youtube",
  "pinterest",
  "truck",
  "return",
  "shield",
  "phone",
  "mail",
] as const;
type IconName = (typeof ICON_NAMES)[number];

interface ArtOptions {
  /** "#rrggbb" or "rrggbb"; derived from the key when absent. */
  colour?: string;
  width?: number;
  height?: number;
}

const KEY_RE = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;
const COLOUR_RE = /^#?[0-9a-fA-F]{6}$/;
const FILE_RE = /^([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)(?:\.(\d{2,4})x(\d{2,4}))?\.svg$/;

const DEFAULT_SIZE: Record<MediaKind, [number, number]> = {
  product: [600, 800],
  brand: [256, 256],
  department: [256, 256],
  category: [256, 256],
  collection: [256, 256],
  banner: [1200, 400],
  "banner-portrait": [600, 800],
  hero: [1920, 800],
  "hero-mobile": [750, 1000],
  logo: [360, 96],
  "mobile-logo": [96, 96],
  avatar: [160, 160],
  icon: [24, 24],
};

/** A pleasant palette used when no colour is given. */
const PALETTE = [
  "7043f7",
  "02d1cb",
  "e76f51",
  "2a9d8f",
  "e9c46a",
  "264653",
  "f4a261",
  "8e44ad",
  "d62870",
  "3a86ff",
  "6a994e",
  "bc6c25",
];

export function isMediaKind(kind: string): kind is MediaKind {
  return (MEDIA_KINDS as readonly string[]).includes(kind);
}

function isMediaKey(key: string): boolean {
  return KEY_RE.test(key) && !key.includes("--");
}

/** Builds the root-relative URL of an image. `colour` may carry a leading "#". */
export function mediaUrl(
  kind: MediaKind,
  key: string,
  colour?: string,
  size?: { width: number; height: number },
): string {
  if (!isMediaKey(key)) throw new Error(`Invalid media key "${key}"`);
  const c = colour ? normaliseColour(colour) : undefined;
  if (colour && !c) throw new Error(`Invalid media colour "${colour}"`);
  const suffix = size ? `.${Math.round(size.width)}x${Math.round(size.height)}` : "";
  return `${MEDIA_BASE}/${kind}/${c ? `${c}/` : ""}${key}${suffix}.svg`;
}

/** Parses the file segment ("<key>[.<w>x<h>].svg"); null when malformed or the size is out of range. */
export function parseMediaFile(file: string): { key: string; width?: number; height?: number } | null {
  const m = FILE_RE.exec(file);
  if (!m || m[1].includes("--")) return null;
  if (m[2] === undefined) return { key: m[1] };
  const width = Number(m[2]);
  const height = Number(m[3]);
  if (width < 16 || width > 4096 || height < 16 || height > 4096) return null;
  return { key: m[1], width, height };
}

/** "rrggbb" (lowercase, no "#"), or null when not a 6-digit hex colour. */
export function normaliseColour(colour: string): string | null {
  return COLOUR_RE.test(colour) ? colour.replace("#", "").toLowerCase() : null;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) =>
    ch === "&" ? "&amp;" : ch === "<" ? "&lt;" : ch === ">" ? "&gt;" : ch === '"' ? "&quot;" : "&apos;",
  );
}

/**
 * Renders one image; null when the kind is unknown, the key is malformed, the icon does not exist
 * or the colour is not a hex colour.
 */
export function renderArt(kind: string, key: string, options: ArtOptions = {}): string | null {
  if (!isMediaKind(kind) || !isMediaKey(key)) return null;
  let colour: string;
  if (options.colour !== undefined) {
    const c = normaliseColour(options.colour);
    if (!c) return null;
    colour = c;
  } else {
    colour = kind === "icon" ? "333333" : PALETTE[hashString(key) % PALETTE.length];
  }
  const [w, h] = DEFAULT_SIZE[kind];
  const body = drawBody(kind, key, colour, w, h);
  if (body === null) return null;
  const width = clampSize(options.width) ?? w;
  const height = clampSize(options.height) ?? h;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}" ` +
    `preserveAspectRatio="xMidYMid slice" role="img">${body}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Drawing

function drawBody(kind: MediaKind, key: string, c: string, w: number, h: number): string | null {
  switch (kind) {
    case "product":
      return product(key, c, w, h);
    case "brand":
      return tile(key, c, w, h, 40);
    case "department":
    case "category":
    case "collection":
      return badge(key, c, w, h, kind);
    case "banner":
    case "banner-portrait":
      return banner(key, c, w, h);
    case "hero":
    case "hero-mobile":
      return hero(key, c, w, h);
    case "logo":
      return logo(key, c, w, h);
    case "mobile-logo":
      return mark(c, 0, 0, w);
    case "avatar":
      return avatar(key, c, w, h);
    case "icon":
      return icon(key, c);
  }
}

function clampSize(n: number | undefined): number | undefined {
  if (n === undefined || !Number.isFinite(n)) return undefined;
  return Math.min(4096, Math.max(16, Math.round(n)));
}

function rgb(c: string): [number, number, number] {
  return [parseInt(c.slice(0, 2), 16), parseInt(c.slice(2, 4), 16), parseInt(c.slice(4, 6), 16)];
}

function toHex([r, g, b]: [number, number, number]): string {
  return (
    "#" +
    [r, g, b]
      .map((v) =>
        Math.round(Math.max(0, Math.min(255, v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

/** Mixes colour c with white (t > 0) or black (t < 0) by |t|. */
function shade(c: string, t: number): string {
  const target = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  return toHex(rgb(c).map((v) => v + (target - v) * k) as [number, number, number]);
}

/** Rotates the hue a little by permuting channels; used for gradient partners. */
function partner(c: string): string {
  const [r, g, b] = rgb(c);
  return toHex([(r * 2 + b) / 3, (g * 2 + r) / 3, (b * 2 + g) / 3]);
}

function isLight(c: string): boolean {
  const [r, g, b] = rgb(c);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
}

function words(key: string): string[] {
  return key.split("-").filter((p) => p.length > 0);
}

function titleFromKey(key: string): string {
  // "t-shirts" reads "T-Shirts": a single letter stays hyphenated to the next word.
  return words(key)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join(" ")
    .replace(/\b([A-Z]) (?=\w)/g, "$1-");
}

function initials(key: string): string {
  const parts = words(key).filter((p) => !/^\d+$/.test(p));
  const letters = parts.length >= 2 ? parts[0][0] + parts[1][0] : (parts[0] ?? key).slice(0, 1);
  return letters.toUpperCase();
}

const FONT = `font-family="Poppins,Helvetica,Arial,sans-serif"`;

function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  weight = 600,
  anchor = "middle",
): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" dominant-baseline="central">${escapeXml(content)}</text>`;
}

const r0 = (n: number) => Math.round(n);

function product(key: string, c: string, w: number, h: number): string {
  const m = /-(\d+)$/.exec(key);
  const index = m ? Number(m[1]) : 1;
  const rnd = new Rng(hashString(key.replace(/-\d+$/, "")));
  const main = "#" + c;
  const pale = isLight(c);
  const dark = shade(c, pale ? -0.5 : -0.35);
  const light = pale ? shade(c, -0.22) : shade(c, 0.55);
  const bg = pale ? shade(c, -0.09) : shade(c, 0.9);
  const cx = w / 2;
  const cy = h / 2;
  const tilt = rnd.int(-12, 12);
  let shapes = "";
  switch ((index - 1) % 4) {
    case 0: {
      // Front view: a silhouette that hints at the product type (from words in the key) over a halo.
      const rot = `transform="rotate(${tilt} ${cx} ${cy})"`;
      const x = (d: number) => r0(cx + d);
      const y = (d: number) => r0(cy + d);
      let figure: string;
      if (/(sneakers|shoes|loafers|sandals|flops)/.test(key)) {
        figure =
          `<path d="M${x(-210)} ${y(60)}q0-130 110-130l70 70h110q130 0 130 90v30h-420z" fill="${main}" ${rot}/>` +
          `<rect x="${x(-215)}" y="${y(110)}" width="430" height="34" rx="14" fill="${dark}" ${rot}/>`;
      } else if (/(vase|mug|candle|dinner-set)/.test(key)) {
        figure =
          `<path d="M${x(-60)} ${y(-220)}h120v40q110 60 110 200 0 150-110 160h-120q-110-10-110-160 0-140 110-200z" fill="${main}" ${rot}/>` +
          `<rect x="${x(-70)}" y="${y(-230)}" width="140" height="24" rx="8" fill="${dark}" ${rot}/>`;
      } else if (/(backpack|handbag)/.test(key)) {
        figure =
          `<path d="M${x(-80)} ${y(-120)}v-50a80 80 0 0 1 160 0v50" fill="none" stroke="${dark}" stroke-width="18" ${rot}/>` +
          `<rect x="${x(-170)}" y="${y(-120)}" width="340" height="300" rx="40" fill="${main}" ${rot}/>`;
      } else if (/(watch|sunglasses|earrings)/.test(key)) {
        figure =
          `<rect x="${x(-55)}" y="${y(-260)}" width="110" height="520" rx="30" fill="${dark}" ${rot}/>` +
          `<circle cx="${cx}" cy="${cy}" r="120" fill="${main}" stroke="${dark}" stroke-width="16"/>` +
          `<path d="M${cx} ${y(-70)}v70l50 30" stroke="${light}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
      } else {
        figure =
          `<path d="M${x(-150)} ${y(-170)}l90-40h120l90 40 40 110-70 20v${r0(h * 0.3)}h-240v-${r0(h * 0.3)}l-70-20z" fill="${main}" ${rot}/>` +
          `<path d="M${x(-40)} ${y(-210)}q40 50 80 0" stroke="${dark}" stroke-width="10" fill="none" ${rot}/>`;
      }
      shapes = `<circle cx="${cx}" cy="${cy}" r="${r0(w * 0.36)}" fill="${light}"/>` + figure;
      break;
    }
    case 1: {
      // Detail: diagonal stripes inside a rounded card.
      const gap = rnd.int(36, 60);
      shapes =
        `<defs><pattern id="s" width="${gap * 2}" height="${gap * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(${45 + tilt})">` +
        `<rect width="${gap}" height="${gap * 2}" fill="${main}"/></pattern></defs>` +
        `<rect x="60" y="80" width="${w - 120}" height="${h - 160}" rx="36" fill="${light}"/>` +
        `<rect x="60" y="80" width="${w - 120}" height="${h - 160}" rx="36" fill="url(#s)" opacity=".85"/>`;
      break;
    }
    case 2: {
      // Texture: concentric rings.
      const rings = rnd.int(4, 6);
      for (let i = rings; i > 0; i--) {
        shapes += `<circle cx="${cx}" cy="${cy}" r="${r0((w * 0.42 * i) / rings)}" fill="${i % 2 ? main : light}"/>`;
      }
      shapes += `<circle cx="${r0(cx + w * 0.18)}" cy="${r0(cy - h * 0.18)}" r="${r0(w * 0.08)}" fill="${dark}"/>`;
      break;
    }
    default: {
      // Styled flat-lay: a dot grid and a tilted block.
      shapes =
        `<defs><pattern id="d" width="80" height="80" patternUnits="userSpaceOnUse"><circle cx="40" cy="40" r="8" fill="${light}"/></pattern></defs>` +
        `<rect x="50" y="80" width="${w - 100}" height="${h - 140}" fill="url(#d)"/>` +
        `<rect x="${r0(cx - 140)}" y="${r0(cy - 180)}" width="280" height="360" rx="28" fill="${main}" transform="rotate(${tilt + 8} ${cx} ${cy})"/>` +
        `<rect x="${r0(cx - 90)}" y="${r0(cy - 120)}" width="180" height="60" rx="12" fill="${dark}" transform="rotate(${tilt + 8} ${cx} ${cy})"/>`;
    }
  }
  return `<rect width="${w}" height="${h}" fill="${bg}"/>${shapes}`;
}

function tile(key: string, c: string, w: number, h: number, radius: number): string {
  const fg = isLight(c) ? "#1a1a1a" : "#ffffff";
  return (
    `<rect width="${w}" height="${h}" rx="${radius}" fill="#${c}"/>` +
    `<rect x="14" y="14" width="${w - 28}" height="${h - 28}" rx="${radius - 10}" fill="none" stroke="${fg}" stroke-opacity=".35" stroke-width="4"/>` +
    text(w / 2, h / 2 + 4, r0(w * 0.36), fg, initials(key), 700)
  );
}

function badge(key: string, c: string, w: number, h: number, kind: MediaKind): string {
  const rnd = new Rng(hashString(kind + ":" + key));
  const fg = isLight(c) ? "#1a1a1a" : "#ffffff";
  const a = rnd.int(0, 359);
  return (
    `<rect width="${w}" height="${h}" fill="${shade(c, 0.85)}"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${r0(w * 0.4)}" fill="#${c}"/>` +
    `<path d="M${w / 2} ${r0(h * 0.1)}a${r0(w * 0.4)} ${r0(w * 0.4)} 0 0 1 ${r0(w * 0.4)} ${r0(h * 0.4)}h-${r0(w * 0.4)}z" fill="${shade(c, -0.3)}" transform="rotate(${a} ${w / 2} ${h / 2})"/>` +
    text(w / 2, h / 2 + 2, r0(w * 0.22), fg, initials(key), 700)
  );
}

function gradient(id: string, from: string, to: string, angle: number): string {
  return `<linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function banner(key: string, c: string, w: number, h: number): string {
  const rnd = new Rng(hashString("banner:" + key));
  const title = titleFromKey(key);
  const fg = "#ffffff";
  const size = r0(Math.min(w / Math.max(8, title.length * 0.62), h * 0.16));
  return (
    `<defs>${gradient("g", shade(c, -0.25), partner(c), rnd.int(0, 90))}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<circle cx="${r0(w * (0.7 + rnd.float() * 0.2))}" cy="${r0(h * 0.3)}" r="${r0(Math.min(w, h) * 0.45)}" fill="#fff" opacity=".12"/>` +
    `<circle cx="${r0(w * 0.15)}" cy="${r0(h * 0.95)}" r="${r0(Math.min(w, h) * 0.35)}" fill="${shade(c, 0.4)}" opacity=".35"/>` +
    text(w / 2, h / 2, size, fg, title, 600)
  );
}

function hero(key: string, c: string, w: number, h: number): string {
  const rnd = new Rng(hashString("hero:" + key));
  let blobs = "";
  for (let i = 0; i < 4; i++) {
    const r = r0(Math.min(w, h) * (0.18 + rnd.float() * 0.3));
    blobs += `<circle cx="${r0(rnd.float() * w)}" cy="${r0(rnd.float() * h)}" r="${r}" fill="url(#r)" opacity="${(0.35 + rnd.float() * 0.4).toFixed(2)}"/>`;
  }
  const wave = `<path d="M0 ${r0(h * 0.78)}C${r0(w * 0.3)} ${r0(h * 0.62)} ${r0(w * 0.6)} ${r0(h * 0.95)} ${w} ${r0(h * 0.72)}V${h}H0z" fill="${shade(c, 0.2)}" opacity=".45"/>`;
  return (
    `<defs>${gradient("g", shade(c, -0.4), partner(c), rnd.int(10, 80))}` +
    `<radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity=".8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${blobs}${wave}` +
    `<rect x="${r0(w * 0.62)}" y="${r0(h * 0.18)}" width="${r0(Math.min(w, h) * 0.42)}" height="${r0(Math.min(w, h) * 0.56)}" rx="24" fill="${shade(c, 0.75)}" opacity=".5" transform="rotate(${rnd.int(-10, 10)} ${r0(w * 0.7)} ${r0(h * 0.45)})"/>`
  );
}

/** The store mark: a rounded square with a "V" chevron. */
function mark(c: string, x: number, y: number, s: number): string {
  const k = s / 96;
  const fg = isLight(c) ? "#1a1a1a" : "#ffffff";
  return (
    `<g transform="translate(${x} ${y}) scale(${k.toFixed(3)})"><rect width="96" height="96" rx="22" fill="#${c}"/>` +
    `<path d="M26 30l22 40 22-40" fill="none" stroke="${fg}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></g>`
  );
}

function logo(key: string, c: string, w: number, h: number): string {
  const name = titleFromKey(key) || "Vitrine";
  const fill = isLight(c) ? "#1a1a1a" : "#" + c;
  return mark(c, 4, 8, h - 16) + text(h + 8, h / 2 + 2, r0(h * 0.46), fill, name, 700, "start");
}

function avatar(key: string, c: string, w: number, h: number): string {
  const fg = isLight(c) ? "#1a1a1a" : "#ffffff";
  return (
    `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2}" fill="#${c}"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2 - 8}" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>` +
    text(w / 2, h / 2 + 2, r0(w * 0.36), fg, initials(key), 600)
  );
}

const ICONS: Record<IconName, (f: string) => string> = {
  facebook: (f) =>
    `<rect x="2" y="2" width="20" height="20" rx="5" fill="${f}"/><path d="M13.5 20v-6.5h2.2l.3-2.6h-2.5V9.3c0-.7.2-1.2 1.3-1.2h1.3V5.8a17 17 0 0 0-2-.1c-2 0-3.2 1.2-3.2 3.4v1.8H8.7v2.6h2.2V20z" fill="#fff"/>`,
  instagram: (f) =>
    `<rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="${f}" stroke-width="2"/><circle cx="12" cy="12" r="4" fill="none" stroke="${f}" stroke-width="2"/><circle cx="17.3" cy="6.7" r="1.2" fill="${f}"/>`,
  twitter: (f) =>
    `<rect x="2" y="2" width="20" height="20" rx="5" fill="${f}"/><path d="M7 6.5l10 11M17 6.5l-10 11" stroke="#fff" stroke-width="2" stroke-linecap="round"/>`,
  youtube: (f) => `<rect x="2" y="5" width="20" height="14" rx="4" fill="${f}"/><path d="M10 9v6l5-3z" fill="#fff"/>`,
  pinterest: (f) =>
    `<circle cx="12" cy="12" r="10" fill="${f}"/><path d="M10.5 18.5l1.6-6.8m-.4 1.6c2.9 1.3 5.1-.6 5.1-3.1 0-2.3-2-3.9-4.6-3.9-3 0-4.7 2-4.7 4 0 1 .4 1.8 1 2.2" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round"/>`,
  truck: (f) =>
    `<path d="M2 6h12v9H2zM14 9h4l3 3v3h-7z" fill="none" stroke="${f}" stroke-width="1.8" stroke-linejoin="round"/><circle cx="6" cy="17" r="2" fill="${f}"/><circle cx="17" cy="17" r="2" fill="${f}"/>`,
  return: (f) =>
    `<path d="M9 5L4 10l5 5" fill="none" stroke="${f}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/><path d="M4 10h10a6 6 0 0 1 0 12h-3" fill="none" stroke="${f}" stroke-width="1.8" stroke-linecap="round"/>`,
  shield: (f) =>
    `<path d="M12 2l8 3v6c0 5-3.4 9.3-8 11-4.6-1.7-8-6-8-11V5z" fill="none" stroke="${f}" stroke-width="1.8" stroke-linejoin="round"/><path d="M8.5 12l2.5 2.5 4.5-5" fill="none" stroke="${f}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`,
  phone: (f) =>
    `<path d="M6.6 3h2.6l1.3 4.5-2 1.3a11 11 0 0 0 6.7 6.7l1.3-2 4.5 1.3v2.6A2.6 2.6 0 0 1 18.4 20 15.6 15.6 0 0 1 4 5.6 2.6 2.6 0 0 1 6.6 3z" fill="${f}"/>`,
  mail: (f) =>
    `<rect x="2.5" y="5" width="19" height="14" rx="2" fill="none" stroke="${f}" stroke-width="1.8"/><path d="M3 6l9 7 9-7" fill="none" stroke="${f}" stroke-width="1.8" stroke-linejoin="round"/>`,
};

function icon(key: string, c: string): string | null {
  if (!(ICON_NAMES as readonly string[]).includes(key)) return null;
  return ICONS[key as IconName]("#" + c);
}
