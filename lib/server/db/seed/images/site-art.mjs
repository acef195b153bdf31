// Artwork for the rest of the site: banners, payment method icons, country flags and avatars.
import { linear, radial, svg, text } from "./svg-kit.mjs";

// ---------- banners: background and foreground per size ----------
export const bannerSizes = {
  desktop: { bg: [1440, 400], fg: [560, 400] },
  tablet: { bg: [1024, 360], fg: [420, 360] },
  mobile: { bg: [375, 300], fg: [300, 220] },
};

export function bannerBackground([a, b], w, h) {
  const defs = linear("g", b, a, 1, 0.2) + radial("l", a, 0.6) + radial("d", "#ffffff", 0.25);
  let stripes = "";
  const step = Math.round(w / 9);
  for (let x = -h; x < w; x += step)
    stripes += `<path d="M${x} ${h} L${x + h} 0" stroke="#fff" stroke-opacity="0.06" stroke-width="${Math.round(step / 5)}"/>`;
  const glowR = Math.round(h * 0.9);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    stripes +
    `<circle cx="${Math.round(w * 0.78)}" cy="${Math.round(h * 0.5)}" r="${glowR}" fill="url(#l)"/>` +
    `<circle cx="${Math.round(w * 0.1)}" cy="${Math.round(h * 0.1)}" r="${Math.round(h * 0.5)}" fill="url(#d)"/>` +
    `<rect y="${Math.round(h * 0.82)}" width="${w}" height="${Math.round(h * 0.18)}" fill="#000" opacity="0.25"/>`;
  return svg(w, h, body, defs);
}

export function bannerForeground([a, , mark], w, h) {
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.min(w, h) * 0.36;
  const hex = Array.from({ length: 6 }, (_, i) => {
    const t = (Math.PI / 3) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(t)).toFixed(1)},${(cy + r * Math.sin(t)).toFixed(1)}`;
  }).join(" ");
  const defs = radial("glow", a, 0.8) + linear("e", a, "#ffffff", 0, 1);
  const shard = (x, y, s, rot) =>
    `<polygon points="${x},${y - s} ${x + s * 0.5},${y} ${x},${y + s} ${x - s * 0.5},${y}" fill="${a}" opacity="0.85" transform="rotate(${rot} ${x} ${y})"/>`;
  const size = Math.round(r * (mark.length > 3 ? 0.48 : mark.length > 2 ? 0.62 : 0.8));
  const body =
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.35}" fill="url(#glow)"/>` +
    `<polygon points="${hex}" fill="url(#e)" fill-opacity="0.9" stroke="#fff" stroke-width="${Math.max(3, r * 0.04)}"/>` +
    `<polygon points="${hex}" fill="#000" fill-opacity="0.35" transform="translate(${cx} ${cy}) scale(0.8) translate(${-cx} ${-cy})"/>` +
    shard(cx - r * 1.15, cy - r * 0.6, r * 0.22, 20) +
    shard(cx + r * 1.2, cy + r * 0.5, r * 0.28, -15) +
    shard(cx + r * 0.9, cy - r * 0.95, r * 0.14, 35) +
    text(cx, cy + size * 0.35, size, mark, `stroke="#000" stroke-opacity="0.25" stroke-width="2"`);
  return svg(w, h, body, defs);
}

// ---------- payments: 64x64 method icons ----------
export const pay = (color, inner) =>
  svg(
    64,
    64,
    `<rect width="64" height="64" rx="16" fill="url(#p)"/>${inner}`,
    linear("p", color[0], color[1]),
  );
export const paymentArt = {
  card: pay(
    ["#4F7CFF", "#2438A8"],
    `<rect x="12" y="19" width="40" height="27" rx="5" fill="#fff"/><rect x="12" y="25" width="40" height="6" fill="#2438A8"/><rect x="17" y="36" width="12" height="4" rx="2" fill="#9AAEFF"/>`,
  ),
  "card-form": pay(
    ["#5C6BC0", "#283593"],
    `<rect x="10" y="17" width="36" height="24" rx="5" fill="#fff"/><rect x="10" y="22" width="36" height="5" fill="#283593"/><rect x="36" y="34" width="18" height="15" rx="3" fill="#FFD54F"/><path d="M40 34 v-4 a5 5 0 0 1 10 0 v4" fill="none" stroke="#FFD54F" stroke-width="3"/>`,
  ),
  sbp: pay(
    ["#00C27A", "#006B5A"],
    `<path d="M16 14 L30 22 V42 L16 50 Z" fill="#fff"/><path d="M32 22 L48 14 V30 L32 38 Z" fill="#FFD54F"/><path d="M32 40 L48 32 V50 L32 42 Z" fill="#fff" fill-opacity="0.7"/>`,
  ),
  "sbp-invoice": pay(
    ["#26A69A", "#00564F"],
    `<rect x="16" y="10" width="32" height="44" rx="4" fill="#fff"/><rect x="21" y="16" width="9" height="9" fill="#00564F"/><rect x="34" y="16" width="9" height="9" fill="#00564F"/><rect x="21" y="29" width="9" height="9" fill="#00564F"/><rect x="34" y="31" width="5" height="5" fill="#00564F"/><rect x="21" y="44" width="22" height="4" rx="2" fill="#80CBC4"/>`,
  ),
  wallet: pay(
    ["#FF8A3D", "#C2410C"],
    `<rect x="12" y="18" width="40" height="30" rx="6" fill="#fff"/><rect x="36" y="27" width="18" height="12" rx="4" fill="#C2410C"/><circle cx="42" cy="33" r="2.5" fill="#fff"/><path d="M16 18 L40 10 L44 18" fill="#FFD3B5"/>`,
  ),
  p2p: pay(
    ["#8E5CFF", "#4B1FA8"],
    `<path d="M14 24 H46 L38 16 M50 40 H18 L26 48" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  "phone-transfer": pay(
    ["#EC4899", "#9D174D"],
    `<rect x="20" y="10" width="24" height="44" rx="5" fill="#fff"/><rect x="24" y="16" width="16" height="28" rx="2" fill="#FBCFE8"/><path d="M27 30 H37 L33 26 M37 30 L33 34" fill="none" stroke="#9D174D" stroke-width="3" stroke-linecap="round"/>`,
  ),
  mobile: pay(
    ["#14B8A6", "#0F5F73"],
    `<rect x="20" y="10" width="24" height="44" rx="5" fill="#fff"/><path d="M26 31 L31 36 L39 26" fill="none" stroke="#0F5F73" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="32" cy="48" r="2" fill="#0F5F73"/>`,
  ),
  crypto: pay(
    ["#26A17B", "#10573F"],
    `<circle cx="32" cy="32" r="20" fill="#fff"/><path d="M22 22 H42 M32 22 V44 M24 30 Q32 35 40 30" fill="none" stroke="#10573F" stroke-width="4" stroke-linecap="round"/>`,
  ),
};

// ---------- flags: simplified, 48x32 ----------
export const flagArt = {
  ru: `<rect width="48" height="32" fill="#fff"/><rect y="10.67" width="48" height="10.67" fill="#0039A6"/><rect y="21.33" width="48" height="10.67" fill="#D52B1E"/>`,
  kz: `<rect width="48" height="32" fill="#00AFCA"/><circle cx="26" cy="14" r="6" fill="#FEC50C"/><g stroke="#FEC50C" stroke-width="1.2">${Array.from(
    { length: 16 },
    (_, i) => {
      const t = (Math.PI / 8) * i;
      return `<line x1="${(26 + 7.5 * Math.cos(t)).toFixed(2)}" y1="${(14 + 7.5 * Math.sin(t)).toFixed(2)}" x2="${(26 + 9.5 * Math.cos(t)).toFixed(2)}" y2="${(14 + 9.5 * Math.sin(t)).toFixed(2)}"/>`;
    },
  ).join(
    "",
  )}</g><path d="M18 24 Q26 20 34 24 Q26 22 18 24 Z" fill="#FEC50C"/><rect x="3" y="2" width="3" height="28" fill="#FEC50C" opacity="0.9"/>`,
  by: `<rect width="48" height="32" fill="#C8313E"/><rect y="21.33" width="48" height="10.67" fill="#4AA657"/><rect width="7" height="32" fill="#fff"/>${Array.from({ length: 5 }, (_, i) => `<path d="M3.5 ${1 + i * 6.4} L6 ${4.2 + i * 6.4} L3.5 ${7.4 + i * 6.4} L1 ${4.2 + i * 6.4} Z" fill="#C8313E"/>`).join("")}`,
  uz: `<rect width="48" height="32" fill="#fff"/><rect width="48" height="10.2" fill="#0099B5"/><rect y="21.8" width="48" height="10.2" fill="#1EB53A"/><rect y="10.2" width="48" height="0.9" fill="#CE1126"/><rect y="20.9" width="48" height="0.9" fill="#CE1126"/><circle cx="7" cy="5.1" r="3.4" fill="#fff"/><circle cx="8.3" cy="5.1" r="3" fill="#0099B5"/>${[12, 15, 18].map((x) => `<circle cx="${x}" cy="3" r="0.8" fill="#fff"/><circle cx="${x}" cy="6.5" r="0.8" fill="#fff"/>`).join("")}`,
};

export function avatar([a, b, letter]) {
  const body =
    `<circle cx="48" cy="48" r="48" fill="url(#a)"/>` +
    `<circle cx="36" cy="32" r="24" fill="#fff" opacity="0.12"/>` +
    text(48, 62, 42, letter);
  return svg(96, 96, body, linear("a", a, b));
}
