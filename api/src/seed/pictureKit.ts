// Building blocks of the generated vehicle pictures: colours, the lot scene around the vehicle,
// wheels and the caption. Everything is plain SVG text, drawn in an 800 x 600 frame.

export const WIDTH = 800;
export const HEIGHT = 600;
export const GROUND = 470;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes two '#rrggbb' colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)];
  const out = x.map((c, i) => Math.round(c + ((y[i] ?? 0) - c) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** Perceived brightness, 0 (black) to 1 (white). */
export function brightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const round = (n: number) => Math.round(n * 10) / 10;
export const pt = (x: number, y: number) => `${round(x)} ${round(y)}`;

/** Gradients every view shares: paint shading from the body colour, glass, chrome, tyres. */
export function sharedDefs(color: string): string {
  const shine = brightness(color) > 0.75 ? 0.12 : 0.3;
  return `
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#bcd6ec"/><stop offset="0.6" stop-color="#e3edf5"/><stop offset="1" stop-color="#f2f5f7"/>
  </linearGradient>
  <linearGradient id="asphalt" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#c3c7cb"/><stop offset="1" stop-color="#9ea3a8"/>
  </linearGradient>
  <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${lighten(color, shine)}"/><stop offset="0.45" stop-color="${color}"/>
    <stop offset="1" stop-color="${darken(color, 0.35)}"/>
  </linearGradient>
  <linearGradient id="lamp" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#d7e0e8"/><stop offset="1" stop-color="#9aa8b4"/>
  </linearGradient>
  <linearGradient id="redLamp" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#e2333b"/><stop offset="1" stop-color="#7d0c12"/>
  </linearGradient>
  <linearGradient id="reflection" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.22"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#5d7286"/><stop offset="0.5" stop-color="#2a3845"/><stop offset="1" stop-color="#1b242d"/>
  </linearGradient>
  <linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4f6f8"/><stop offset="0.5" stop-color="#aab1b8"/><stop offset="1" stop-color="#e1e5e8"/>
  </linearGradient>
  <radialGradient id="rim" cx="0.45" cy="0.4" r="0.7">
    <stop offset="0" stop-color="#f1f3f5"/><stop offset="0.7" stop-color="#b4bac0"/><stop offset="1" stop-color="#7d848b"/>
  </radialGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.7" stop-color="#000" stop-opacity="0.18"/>
    <stop offset="1" stop-color="#000" stop-opacity="0"/>
  </radialGradient>`;
}

/** Sky, a low dealership building with trees, the paved lot and parking stripes. */
export function lotScene(): string {
  const trees = [40, 88, 700, 748]
    .map(
      (x, i) =>
        `<ellipse cx="${x}" cy="${288 - (i % 2) * 10}" rx="34" ry="${46 + (i % 2) * 8}" fill="#9fb5a4"/>`,
    )
    .join('');
  const windows = Array.from(
    { length: 9 },
    (_, i) => `<rect x="${190 + i * 48}" y="286" width="34" height="30" rx="2" fill="#b9c9d6"/>`,
  ).join('');
  // Seams of the concrete pad, wider apart towards the viewer.
  const seams = [372, 400, 440, 500, 580]
    .map(
      (y) =>
        `<path d="M0 ${y} L${WIDTH} ${y}" stroke="#ffffff" stroke-width="${1 + (y - 360) / 80}" opacity="0.14"/>`,
    )
    .join('');
  return `
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <ellipse cx="180" cy="110" rx="120" ry="22" fill="#fff" opacity="0.55"/>
  <ellipse cx="610" cy="80" rx="150" ry="26" fill="#fff" opacity="0.45"/>
  ${trees}
  <rect x="160" y="258" width="480" height="92" fill="#dfe4e8"/>
  <rect x="150" y="248" width="500" height="16" fill="#c7ced4"/>
  ${windows}
  <rect x="0" y="340" width="${WIDTH}" height="14" fill="#d9dcdf"/>
  <rect x="0" y="352" width="${WIDTH}" height="${HEIGHT - 352}" fill="url(#asphalt)"/>
  ${seams}`;
}

export function groundShadow(cx: number, width: number, y = GROUND): string {
  return `<ellipse cx="${cx}" cy="${y + 2}" rx="${width / 2}" ry="${Math.max(14, width / 22)}" fill="url(#shadow)"/>`;
}

/** A tyre seen from the side with a five-spoke alloy rim. */
export function sideWheel(cx: number, cy: number, r: number): string {
  const rim = r * 0.64;
  const slots = Array.from({ length: 5 }, (_, i) => {
    const a0 = ((i * 72 + 10) * Math.PI) / 180;
    const a1 = ((i * 72 + 58) * Math.PI) / 180;
    const [r0, r1] = [rim * 0.32, rim * 0.86];
    const p = (rad: number, a: number) => pt(cx + rad * Math.cos(a), cy + rad * Math.sin(a));
    return `<path d="M${p(r0, a0)} L${p(r1, a0 - 0.08)} A${r1} ${r1} 0 0 1 ${p(r1, a1 + 0.08)} L${p(r0, a1)} Z" fill="#2b2f33"/>`;
  }).join('');
  return `<g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1c1e"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="none" stroke="#2d2f32" stroke-width="${r * 0.08}"/>
    <circle cx="${cx}" cy="${cy}" r="${rim}" fill="url(#rim)"/>
    ${slots}
    <circle cx="${cx}" cy="${cy}" r="${rim * 0.2}" fill="#c9ced3" stroke="#7d848b" stroke-width="1.5"/>
    <circle cx="${cx}" cy="${cy}" r="${rim * 0.07}" fill="#5b6167"/>
  </g>`;
}

export function caption(title: string, label: string): string {
  const width = Math.max(260, 30 + title.length * 10.6);
  return `
  <g font-family="'Helvetica Neue', Helvetica, Arial, sans-serif">
    <rect x="24" y="532" width="${width}" height="46" rx="10" fill="#0f172a" opacity="0.78"/>
    <text x="40" y="553" font-size="18" font-weight="700" fill="#fff">${escapeXml(title)}</text>
    <text x="40" y="570" font-size="12" fill="#cbd5e1" letter-spacing="0.6">${escapeXml(label.toUpperCase())}</text>
    <rect x="676" y="22" width="102" height="30" rx="15" fill="#fff" opacity="0.85"/>
    <text x="727" y="42" font-size="14" font-weight="800" fill="#b91c1c" text-anchor="middle" letter-spacing="2">CANAM</text>
  </g>`;
}
