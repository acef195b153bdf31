// Writes the demo seed's own SVG artwork under public/images/ (no third-party art, nothing fetched).
// Run once after changing the lists below: node lib/server/db/seed/images/generate-images.mjs
// The seed test checks that every image path stored in the database exists, so keep the names in step.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { currencyIcon, gameLogo, giftCover, passIcon, skinIcon, walletIcon } from "./catalog-art.mjs";
import { avatar, bannerBackground, bannerForeground, bannerSizes, flagArt, paymentArt } from "./site-art.mjs";
import { svg } from "./svg-kit.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../../public/images");

function write(rel, content) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return Buffer.byteLength(content);
}

// ---------- games: square logos ----------
const gameArt = {
  pubg: ["#F7B500", "#A85A00", "PUBG", "MOBILE"],
  standoff2: ["#FF5A36", "#7A1638", "SO2", "STANDOFF 2"],
  steam: ["#2A75BB", "#0F1B2B", "STEAM", "WALLET"],
  genshin: ["#7CC4FF", "#3340A0", "GI", "GENSHIN"],
  mlbb: ["#3D8BFF", "#151A5E", "MLBB", "MOBILE LEGENDS"],
  "free-fire": ["#FF8A00", "#B0164E", "FF", "FREE FIRE"],
  "honkai-star-rail": ["#B996FF", "#2E1F6B", "HSR", "STAR RAIL"],
  "cod-mobile": ["#8A9A6A", "#1C2418", "CODM", "CALL OF DUTY"],
};

const currencies = {
  uc: { bg: ["#3A2A05", "#141008"], fill: "#F7B500", rim: "#A86F00", label: "UC" },
  gold: { bg: ["#4A1212", "#160809"], fill: "#FFC83D", rim: "#B7791F", label: "G" },
  genesis: { bg: ["#1E2A6B", "#0B1030"], fill: "#B58CFF", rim: "#6A44D8", shape: "gem" },
  "mlbb-diamonds": { bg: ["#10235E", "#070B24"], fill: "#5AD1FF", rim: "#1E7BD8", shape: "gem" },
  "ff-diamonds": { bg: ["#4A1030", "#14060E"], fill: "#FF7AB6", rim: "#C2185B", shape: "gem" },
  oneiric: { bg: ["#2E1F6B", "#0E0A24"], fill: "#8FE3FF", rim: "#6A5BD8", shape: "gem" },
  "cod-points": { bg: ["#2A3320", "#0E120B"], fill: "#C9D36A", rim: "#6E7A2E", label: "CP" },
};

// ---------- gifts: 3:4 covers ----------
const giftArt = {
  "cyberpunk-2077": ["#FCEE0A", "#00B8D4", "Cyberpunk 2077"],
  "cyberpunk-phantom-liberty": ["#E6194B", "#1A0A2E", "Phantom Liberty"],
  "witcher-3-complete": ["#9E1B1B", "#1C1C1C", "The Witcher 3 Complete Edition"],
  "elden-ring": ["#C9A34E", "#1A1710", "Elden Ring"],
  "elden-ring-erdtree": ["#E0B458", "#3B1D0E", "Shadow of the Erdtree"],
  "baldurs-gate-3": ["#B3342D", "#1B1320", "Baldur's Gate 3"],
  "hogwarts-legacy-deluxe": ["#3C6E71", "#13202A", "Hogwarts Legacy Deluxe"],
  rdr2: ["#C0392B", "#2B1A12", "Red Dead Redemption 2"],
  "half-life-2": ["#F57C00", "#2A2A2A", "Half-Life 2"],
  "portal-2": ["#4FC3F7", "#263238", "Portal 2"],
  "fallout-new-vegas": ["#F2C14E", "#3E2A14", "Fallout New Vegas Ultimate"],
  "atomic-heart": ["#E53935", "#1B1B2F", "Atomic Heart"],
  "atomic-heart-dlc": ["#FF7043", "#101826", "Инстинкт Истребления"],
  smuta: ["#B71C1C", "#2B1B0E", "Смута"],
  "metro-exodus-gold": ["#8D6E63", "#151515", "Metro Exodus Gold"],
  "stardew-valley": ["#7CB342", "#1E5B8C", "Stardew Valley"],
  "hades-2": ["#8E24AA", "#1A0B1E", "Hades II"],
  silksong: ["#E0E0E0", "#4A148C", "Hollow Knight Silksong"],
  "disco-elysium": ["#FF8A65", "#263238", "Disco Elysium Final Cut"],
  "civ6-gathering-storm": ["#29B6F6", "#0D2B45", "Civilization VI Gathering Storm"],
  "ets2-going-east": ["#FFB300", "#1C3A5E", "ETS 2 Going East!"],
  "space-marine-2": ["#1E88E5", "#0A1526", "Space Marine 2"],
  "black-myth-wukong": ["#D4A017", "#1A120B", "Black Myth Wukong"],
  "forza-horizon-5": ["#EC407A", "#1A237E", "Forza Horizon 5 Premium"],
  "cities-skylines-2": ["#26A69A", "#0B2E2A", "Cities Skylines II"],
};

const bannerArt = {
  pubg: ["#F7B500", "#1A1206", "PUBG"],
  genshin: ["#7CC4FF", "#141B4D", "GI"],
  standoff2: ["#FF5A36", "#1E0710", "SO2"],
  "cyberpunk-phantom-liberty": ["#FCEE0A", "#1A0A2E", "PL"],
  "elden-ring-erdtree": ["#E0B458", "#160D07", "ER"],
  "baldurs-gate-3": ["#B3342D", "#120C18", "BG3"],
};

// ---------- avatars: 96x96 ----------
const avatarArt = {
  demo: ["#7C5CFF", "#2A1B7A", "Д"],
  kirill: ["#F97316", "#7C2D12", "К"],
  nastya: ["#EC4899", "#831843", "Н"],
  shadowfox: ["#64748B", "#0F172A", "S"],
  artem: ["#22C55E", "#14532D", "А"],
  lera: ["#F472B6", "#7E22CE", "Л"],
  dmitry: ["#0EA5E9", "#0C4A6E", "Д"],
  vanya: ["#EAB308", "#713F12", "В"],
  nightowl: ["#6366F1", "#1E1B4B", "N"],
  "standoff-1": ["#FF5A36", "#2B0A1C", "⚔"],
  "standoff-2": ["#FFC83D", "#3A1A05", "★"],
};

// ---------- write everything ----------
let bytes = 0;
let files = 0;
const out = (rel, content) => {
  bytes += write(rel, content);
  files += 1;
};

for (const [key, art] of Object.entries(gameArt)) out(`games/${key}.svg`, gameLogo(art));
for (const [key, spec] of Object.entries(currencies))
  for (const tier of [1, 2, 3]) out(`products/${key}-${tier}.svg`, currencyIcon(spec, tier));
out("products/steam-wallet.svg", walletIcon());
out("products/standoff-skin.svg", skinIcon());
out("products/welkin.svg", passIcon({ bg: ["#1E2A6B", "#0B1030"], fill: "#FFE08A" }, "30 ДНЕЙ", "Луна"));
out("products/mlbb-pass.svg", passIcon({ bg: ["#10235E", "#070B24"], fill: "#5AD1FF" }, "WEEKLY", "Пропуск"));
out(
  "products/ff-membership.svg",
  passIcon({ bg: ["#4A1030", "#14060E"], fill: "#FFB199" }, "VIP", "Подписка"),
);
out(
  "products/express-pass.svg",
  passIcon({ bg: ["#2E1F6B", "#0E0A24"], fill: "#C9B6FF" }, "30 ДНЕЙ", "Экспресс"),
);
Object.entries(giftArt).forEach(([key, art], i) => out(`gifts/${key}.svg`, giftCover(art, i)));
for (const [key, art] of Object.entries(bannerArt)) {
  for (const [size, dims] of Object.entries(bannerSizes)) {
    out(`banners/${key}-bg-${size}.svg`, bannerBackground(art, ...dims.bg));
    out(`banners/${key}-fg-${size}.svg`, bannerForeground(art, ...dims.fg));
  }
}
for (const [key, content] of Object.entries(paymentArt)) out(`payments/${key}.svg`, content);
for (const [key, body] of Object.entries(flagArt)) out(`flags/${key}.svg`, svg(48, 32, body));
for (const [key, art] of Object.entries(avatarArt)) out(`avatars/${key}.svg`, avatar(art));

console.log(`wrote ${files} SVG files, ${(bytes / 1024).toFixed(1)} KiB, under ${root}`);
