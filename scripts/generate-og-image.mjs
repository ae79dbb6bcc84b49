// Renders the 1200×630 share image (public/og-image.png) from an SVG in the brand's look.
import sharp from "sharp";

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <radialGradient id="glowA" cx="20%" cy="10%" r="70%"><stop offset="0" stop-color="#a855f7" stop-opacity="0.55"/><stop offset="1" stop-color="#020617" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowB" cx="90%" cy="95%" r="60%"><stop offset="0" stop-color="#22d3ee" stop-opacity="0.35"/><stop offset="1" stop-color="#020617" stop-opacity="0"/></radialGradient>
    <linearGradient id="text" x1="0" x2="1"><stop offset="0" stop-color="#c084fc"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9333ea"/><stop offset="1" stop-color="#0891b2"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="#020617"/>
  <rect width="1200" height="630" fill="url(#glowA)"/>
  <rect width="1200" height="630" fill="url(#glowB)"/>
  ${Array.from({ length: 28 }, (_, i) => {
    const x = (i * 397) % 1200;
    const y = (i * 233) % 630;
    const r = 2 + (i % 4);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? "#22d3ee" : "#a855f7"}" opacity="0.45"/>`;
  }).join("")}
  <rect x="80" y="80" width="88" height="88" rx="22" fill="url(#mark)"/>
  <path d="M124 100l7 17 17 7-17 7-7 17-7-17-17-7 17-7z" fill="#fff"/>
  <text x="192" y="143" font-family="Inter, Arial, sans-serif" font-size="56" font-weight="800" fill="url(#text)">Grevvy</text>
  <text x="80" y="300" font-family="Inter, Arial, sans-serif" font-size="68" font-weight="800" fill="#f8fafc">Grow revenue with instant</text>
  <text x="80" y="385" font-family="Inter, Arial, sans-serif" font-size="68" font-weight="800" fill="url(#text)">software adoption by AI</text>
  <text x="80" y="480" font-family="Inter, Arial, sans-serif" font-size="30" fill="#a3b1c6">CRM onboarding · RevOps · Websites · Apps · AI Trainer</text>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile("public/og-image.png");
console.log("public/og-image.png");
