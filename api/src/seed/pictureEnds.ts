// Front and rear views of each body style: a symmetric body with the proportions of the real
// thing (height about three quarters of the width), the cabin glass, hood or trunk lid, lamps,
// grille or plate, and the tyres under the bumper.
import type { BodyStyle } from './models.ts';
import { darken, GROUND, groundShadow, lighten, pt } from './pictureKit.ts';

interface Ends {
  /** Body width; y of the cowl (or trunk lid) line; y and width of the roof. */
  width: number;
  hood: number;
  roof: number;
  roofWidth: number;
  grille: number;
}

const ENDS: Record<BodyStyle, Ends> = {
  sedan: { width: 430, hood: 300, roof: 176, roofWidth: 290, grille: 36 },
  hatchback: { width: 420, hood: 296, roof: 164, roofWidth: 292, grille: 34 },
  suv: { width: 450, hood: 270, roof: 132, roofWidth: 322, grille: 56 },
  pickup: { width: 470, hood: 252, roof: 112, roofWidth: 332, grille: 78 },
};

const CX = 400;
const BOTTOM = GROUND - 34;

function lowerBody(e: Ends): string {
  const [l, r, b] = [CX - e.width / 2, CX + e.width / 2, BOTTOM];
  return `M${pt(l, b - 12)} L${pt(l + 4, e.hood + 40)} Q${pt(l + 8, e.hood + 4)} ${pt(l + 40, e.hood)} L${pt(r - 40, e.hood)} Q${pt(r - 8, e.hood + 4)} ${pt(r - 4, e.hood + 40)} L${pt(r, b - 12)} Q${pt(r, b)} ${pt(r - 16, b)} L${pt(l + 16, b)} Q${pt(l, b)} ${pt(l, b - 12)} Z`;
}

function cabin(e: Ends, inset: number): string {
  const base = (e.width - 50) / 2 - inset;
  const top = e.roofWidth / 2 - inset;
  const y = e.roof + inset;
  return `M${pt(CX - base, e.hood + 2 - inset / 3)} L${pt(CX - top, y + 18)} Q${pt(CX - top + 5, y)} ${pt(CX - top + 28, y)} L${pt(CX + top - 28, y)} Q${pt(CX + top - 5, y)} ${pt(CX + top, y + 18)} L${pt(CX + base, e.hood + 2 - inset / 3)} Z`;
}

function body(e: Ends, color: string, front: boolean, smallRearWindow = false): string {
  const [l, r] = [CX - e.width / 2, CX + e.width / 2];
  const edge = darken(color, 0.5);
  const tyre = (x: number) =>
    `<rect x="${x - 32}" y="${GROUND - 84}" width="64" height="84" rx="14" fill="#1b1c1e"/>`;
  const mirror = (s: number) =>
    `<path d="M${pt(CX + s * (e.width / 2 - 22), e.hood - 8)} l${s * 40} -8 q${s * 9} 0 ${s * 9} 9 l0 16 q0 7 ${-s * 9} 7 l${-s * 36} 0 Z" fill="${darken(color, 0.08)}" stroke="${edge}" stroke-width="1.2"/>`;
  const inside = front
    ? `<rect x="${CX - 24}" y="${e.roof + 20}" width="48" height="14" rx="5" fill="#14181b"/>
       <path d="M${pt(CX - e.width / 2 + 48, e.hood - 6)} L${pt(CX + e.width / 2 - 48, e.hood - 6)}" stroke="#0e1113" stroke-width="10"/>
       <path d="M${pt(CX - 150, e.hood - 3)} l110 -14 M${pt(CX + 10, e.hood - 3)} l110 -14" stroke="#0b0d0f" stroke-width="3" stroke-linecap="round"/>`
    : `<rect x="${CX - 34}" y="${e.roof + 22}" width="68" height="6" rx="3" fill="#d3262e"/>`;
  return `
  ${groundShadow(CX, e.width + 110)}
  ${tyre(l + 52)}${tyre(r - 52)}
  <path d="${cabin(e, 0)}" fill="url(#paint)" stroke="${edge}" stroke-width="1.5"/>
  <path d="${cabin(e, 13)}" fill="url(#glass)" stroke="#121517" stroke-width="2"/>
  <path d="M${pt(CX - 60, e.hood - 2)} L${pt(CX + 20, e.roof + 16)} h54 L${pt(CX - 6, e.hood - 2)} Z" fill="url(#reflection)"/>
  ${inside}
  ${smallRearWindow ? `<clipPath id="cab"><path d="${cabin(e, 0)}"/></clipPath><rect x="${CX - e.width / 2}" y="${(e.roof + e.hood) / 2 + 4}" width="${e.width}" height="${e.hood - e.roof}" fill="url(#paint)" stroke="${edge}" clip-path="url(#cab)"/>` : ''}
  <path d="${lowerBody(e)}" fill="url(#paint)" stroke="${edge}" stroke-width="1.5"/>
  <path d="M${pt(l + 30, e.hood + 1)} L${pt(r - 30, e.hood + 1)} L${pt(r - 12, e.hood + 36)} L${pt(l + 12, e.hood + 36)} Z" fill="${lighten(color, 0.14)}" opacity="0.55"/>
  <path d="M${pt(l + 12, e.hood + 36)} L${pt(r - 12, e.hood + 36)}" stroke="${edge}" stroke-width="1.4" opacity="0.7"/>
  ${mirror(-1)}${mirror(1)}`;
}

/** electric: a smooth nose with no grille (Tesla). */
export function frontView(style: BodyStyle, color: string, electric = false): string {
  const e = ENDS[style];
  const pickup = style === 'pickup';
  const gw = e.width * (pickup ? 0.5 : 0.36);
  const gy = e.hood + 42;
  const slats = Array.from(
    { length: Math.floor((e.grille - 8) / 9) },
    (_, i) =>
      `<path d="M${pt(CX - gw / 2 + 8, gy + 9 + i * 9)} h${gw - 16}" stroke="#7c858d" stroke-width="2"/>`,
  ).join('');
  const lamp = (s: number) => {
    const inner = CX + s * (gw / 2 + 8);
    const outer = CX + s * (e.width / 2 - 14);
    return `<path d="M${pt(inner, gy + 2)} L${pt(outer, gy - 4)} Q${pt(outer + s * 4, gy + 14)} ${pt(outer - s * 8, gy + 26)} L${pt(inner, gy + 26)} Z" fill="url(#lamp)" stroke="#4a535b" stroke-width="1.4"/>
      <path d="M${pt(inner + s * 6, gy + 6)} L${pt(outer - s * 10, gy + 1)}" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>
      <circle cx="${pt(inner + s * (e.width / 2 - gw / 2 - 22) * 0.55, gy + 15).replace(' ', '" cy="')}" r="7" fill="#f8fafc" stroke="#9aa8b4"/>`;
  };
  const fog = (s: number) =>
    `<circle cx="${CX + s * (e.width / 2 - 52)}" cy="${BOTTOM - 36}" r="9" fill="url(#lamp)" stroke="#2b2f33" stroke-width="3"/>`;
  const lower = pickup
    ? `<rect x="${CX - e.width / 2 + 4}" y="${BOTTOM - 42}" width="${e.width - 8}" height="36" rx="10" fill="url(#chrome)" stroke="#7c858d"/>
       <rect x="${CX - 70}" y="${BOTTOM - 30}" width="140" height="14" rx="4" fill="#24282c"/>`
    : `<path d="M${pt(CX - e.width * 0.27, BOTTOM - 54)} L${pt(CX + e.width * 0.27, BOTTOM - 54)} L${pt(CX + e.width * 0.22, BOTTOM - 20)} L${pt(CX - e.width * 0.22, BOTTOM - 20)} Z" fill="#24282c"/>${fog(-1)}${fog(1)}`;
  const grille = electric
    ? `<ellipse cx="${CX}" cy="${gy + 6}" rx="12" ry="7" fill="url(#chrome)" stroke="#6b737a"/>`
    : `<rect x="${CX - gw / 2}" y="${gy}" width="${gw}" height="${e.grille}" rx="${pickup ? 6 : 14}" fill="#1e2226" stroke="${pickup ? '#c7cdd2' : '#3a4046'}" stroke-width="${pickup ? 5 : 2}"/>
       ${slats}
       <ellipse cx="${CX}" cy="${gy + e.grille / 2}" rx="20" ry="11" fill="url(#chrome)" stroke="#6b737a"/>`;
  return `${body(e, color, true)}
  ${grille}
  ${lamp(-1)}${lamp(1)}
  ${lower}`;
}

export function rearView(style: BodyStyle, color: string): string {
  const e = ENDS[style];
  const tall = style === 'suv' || style === 'pickup';
  const top = e.hood + 44;
  const lamp = (s: number) => {
    const edge = CX + s * (e.width / 2 - 4);
    const inner = CX + s * (e.width / 2 - (tall ? 44 : 100));
    return tall
      ? `<path d="M${pt(edge, e.hood + 6)} L${pt(inner, e.hood + 6)} L${pt(inner, top + 56)} L${pt(edge, top + 48)} Z" fill="url(#redLamp)" stroke="#4a0a0d" stroke-width="1.4"/>`
      : `<path d="M${pt(edge, top - 4)} L${pt(inner, top - 2)} Q${pt(inner - s * 8, top + 14)} ${pt(inner, top + 28)} L${pt(edge, top + 24)} Z" fill="url(#redLamp)" stroke="#4a0a0d" stroke-width="1.4"/>`;
  };
  const plateY = BOTTOM - 100;
  const exhaust =
    style === 'sedan' || style === 'pickup'
      ? [-1, 1]
          .map(
            (s) =>
              `<ellipse cx="${CX + s * (e.width / 2 - 84)}" cy="${BOTTOM - 4}" rx="15" ry="7" fill="#1f2326" stroke="#c7cdd2" stroke-width="4"/>`,
          )
          .join('')
      : '';
  const spoiler =
    style === 'suv' || style === 'hatchback'
      ? `<rect x="${CX - e.roofWidth / 2 + 8}" y="${e.roof - 4}" width="${e.roofWidth - 16}" height="14" rx="7" fill="${darken(color, 0.25)}"/>`
      : '';
  return `${body(e, color, false, style === 'pickup')}
  ${spoiler}
  ${lamp(-1)}${lamp(1)}
  ${style === 'pickup' ? `<rect x="${CX - 28}" y="${top - 2}" width="56" height="12" rx="6" fill="#24282c"/>` : ''}
  <rect x="${CX - 50}" y="${plateY}" width="100" height="50" rx="5" fill="#f7f7f2" stroke="#8a9096" stroke-width="2"/>
  <text x="${CX}" y="${plateY + 16}" font-family="Arial, sans-serif" font-size="10" fill="#1e3a8a" text-anchor="middle" letter-spacing="1.5">CANAM</text>
  <text x="${CX}" y="${plateY + 39}" font-family="Arial, sans-serif" font-size="19" font-weight="700" fill="#1e3a8a" text-anchor="middle">EXPORT</text>
  <rect x="${CX - e.width / 2 + 6}" y="${BOTTOM - 36}" width="${e.width - 12}" height="${style === 'pickup' ? 32 : 26}" rx="9" fill="${style === 'pickup' ? 'url(#chrome)' : '#26292d'}"/>
  ${exhaust}`;
}
