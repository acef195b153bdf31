// Artwork for catalogue items: game logos, product currency icons and gift covers.
import { FONT, esc, linear, radial, svg, text, wrap } from "./svg-kit.mjs";

export function gameLogo([a, b, mark, caption]) {
  const size = mark.length > 3 ? 64 : 92;
  const defs = linear("g", a, b) + radial("h", "#ffffff", 0.45);
  const body =
    `<rect width="256" height="256" rx="48" fill="url(#g)"/>` +
    `<circle cx="70" cy="58" r="120" fill="url(#h)"/>` +
    `<path d="M0 190 L256 120 L256 256 L0 256 Z" fill="#000" opacity="0.18"/>` +
    `<path d="M28 228 L228 28" stroke="#fff" stroke-width="10" opacity="0.08"/>` +
    text(
      128,
      128 + size * 0.35,
      size,
      mark,
      `letter-spacing="2" stroke="#000" stroke-opacity="0.15" stroke-width="2"`,
    ) +
    `<text x="128" y="214" font-family="${FONT}" font-size="17" font-weight="700" fill="#fff" fill-opacity="0.85" text-anchor="middle" letter-spacing="3">${esc(caption)}</text>`;
  return svg(256, 256, body, defs);
}

// ---------- products: currency icons in three pack sizes ----------
export function coin(cx, cy, r, fill, rim, label) {
  return (
    `<ellipse cx="${cx}" cy="${cy + r * 0.18}" rx="${r}" ry="${r * 0.9}" fill="${rim}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.9}" fill="${fill}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.72}" ry="${r * 0.64}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="${Math.max(2, r * 0.08)}"/>` +
    (label
      ? `<text x="${cx}" y="${cy + r * 0.28}" font-family="${FONT}" font-size="${r * (label.length > 1 ? 0.62 : 0.85)}" font-weight="800" fill="#fff" text-anchor="middle">${esc(label)}</text>`
      : "")
  );
}

export function gem(cx, cy, r, a, b) {
  const p = (pts) => pts.map(([x, y]) => `${cx + x * r},${cy + y * r}`).join(" ");
  return (
    `<polygon points="${p([
      [-1, -0.35],
      [-0.5, -0.9],
      [0.5, -0.9],
      [1, -0.35],
      [0, 1],
    ])}" fill="${a}"/>` +
    `<polygon points="${p([
      [-1, -0.35],
      [1, -0.35],
      [0, 1],
    ])}" fill="${b}"/>` +
    `<polygon points="${p([
      [-0.5, -0.9],
      [0.5, -0.9],
      [0.3, -0.35],
      [-0.3, -0.35],
    ])}" fill="#fff" fill-opacity="0.45"/>` +
    `<polygon points="${p([
      [-0.3, -0.35],
      [0.3, -0.35],
      [0, 1],
    ])}" fill="#fff" fill-opacity="0.18"/>`
  );
}

export const coinLayouts = {
  1: [[80, 84, 46]],
  2: [
    [56, 100, 32],
    [104, 100, 32],
    [80, 64, 34],
  ],
  3: [
    [40, 112, 26],
    [80, 116, 28],
    [120, 112, 26],
    [58, 78, 27],
    [102, 78, 27],
    [80, 44, 28],
  ],
};

export function currencyIcon({ bg, fill, rim, label, shape }, tier) {
  const defs = linear("b", bg[0], bg[1]) + radial("s", fill, 0.7);
  let items = "";
  for (const [x, y, r] of coinLayouts[tier]) {
    items += shape === "gem" ? gem(x, y, r, fill, rim) : coin(x, y, r, fill, rim, label);
  }
  const sparkle =
    tier === 3
      ? `<path d="M136 22 l5 12 l12 5 l-12 5 l-5 12 l-5 -12 l-12 -5 l12 -5 Z" fill="#fff" opacity="0.9"/>`
      : "";
  return svg(
    160,
    160,
    `<rect width="160" height="160" rx="32" fill="url(#b)"/><circle cx="80" cy="80" r="70" fill="url(#s)"/>${items}${sparkle}`,
    defs,
  );
}

export function passIcon({ bg, fill }, label, sub) {
  const defs = linear("b", bg[0], bg[1]) + linear("t", fill, "#ffffff", 1, 0);
  const body =
    `<rect width="160" height="160" rx="32" fill="url(#b)"/>` +
    `<path d="M24 50 h112 v18 a12 12 0 0 0 0 24 v18 h-112 v-18 a12 12 0 0 0 0 -24 Z" fill="url(#t)" transform="rotate(-8 80 80)"/>` +
    `<text x="80" y="88" font-family="${FONT}" font-size="17" font-weight="800" fill="#1a1a2e" text-anchor="middle" transform="rotate(-8 80 80)">${esc(label)}</text>` +
    `<text x="80" y="138" font-family="${FONT}" font-size="15" font-weight="700" fill="#fff" fill-opacity="0.85" text-anchor="middle">${esc(sub)}</text>`;
  return svg(160, 160, body, defs);
}

export function walletIcon() {
  const defs = linear("b", "#2A75BB", "#0F1B2B") + linear("c", "#66C0F4", "#1B6FB5");
  const body =
    `<rect width="160" height="160" rx="32" fill="url(#b)"/>` +
    `<rect x="26" y="46" width="108" height="72" rx="12" fill="url(#c)"/>` +
    `<rect x="26" y="60" width="108" height="12" fill="#0F1B2B" opacity="0.45"/>` +
    `<rect x="96" y="84" width="52" height="26" rx="8" fill="#0F1B2B"/>` +
    `<circle cx="110" cy="97" r="5" fill="#66C0F4"/>` +
    text(60, 108, 26, "₽");
  return svg(160, 160, body, defs);
}

export function skinIcon() {
  const defs = linear("b", "#FF5A36", "#2B0A1C") + linear("k", "#FFE08A", "#F7931E");
  const body =
    `<rect width="160" height="160" rx="32" fill="url(#b)"/>` +
    `<path d="M30 104 L70 64 L118 40 L126 48 L102 96 L62 136 Z" fill="url(#k)"/>` +
    `<path d="M62 136 L44 118 L30 132 L40 142 Z" fill="#3A1020"/>` +
    `<path d="M70 64 L118 40 L126 48 L102 96" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>`;
  return svg(160, 160, body, defs);
}

// Three emblem shapes so neighbouring covers in a grid do not look identical.
export const emblems = [
  `<rect x="90" y="90" width="120" height="120" stroke-width="6"/><rect x="110" y="110" width="80" height="80" stroke-width="3" transform="rotate(45 150 150)"/>`,
  `<circle cx="150" cy="150" r="72" stroke-width="6"/><polygon points="150,92 200,180 100,180" stroke-width="4"/>`,
  `<polygon points="150,70 220,150 150,230 80,150" stroke-width="6"/><circle cx="150" cy="150" r="44" stroke-width="3"/>`,
];

export function giftCover([a, b, title], index) {
  const lines = wrap(title, 13);
  const size = lines.length > 2 ? 30 : 36;
  const startY = 372 - (lines.length - 1) * (size + 6);
  const defs = linear("g", a, b, 0.4, 1) + radial("h", a, 0.7);
  const rot = (index * 37) % 90;
  const body =
    `<rect width="300" height="400" fill="url(#g)"/>` +
    `<circle cx="150" cy="150" r="150" fill="url(#h)"/>` +
    `<g transform="rotate(${rot} 150 150)" fill="none" stroke="#fff" stroke-opacity="0.35">${emblems[index % emblems.length]}</g>` +
    `<circle cx="150" cy="150" r="18" fill="#fff" fill-opacity="0.85"/>` +
    `<rect y="250" width="300" height="150" fill="#000" opacity="0.35"/>` +
    lines.map((l, i) => text(150, startY + i * (size + 6), size, l)).join("");
  return svg(300, 400, body, defs);
}
