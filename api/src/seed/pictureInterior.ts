// The interior from the driver's seat: windshield onto the lot and the hood in the body
// colour, dashboard with gauges and a centre screen, steering wheel, console and seat trim.
import type { Interior } from './models.ts';
import { darken, lighten, pt } from './pictureKit.ts';

const TRIM: Record<Interior, { dash: string; seat: string; accent: string }> = {
  Black: { dash: '#2a2e33', seat: '#2a2d31', accent: '#8b939b' },
  Gray: { dash: '#2b2f34', seat: '#6b7077', accent: '#a9b0b7' },
  Beige: { dash: '#2a2724', seat: '#cdb996', accent: '#b8a27c' },
};

function gauge(cx: number, cy: number, r: number, needle: number): string {
  const ticks = Array.from({ length: 11 }, (_, i) => {
    const a = ((135 + i * 27) * Math.PI) / 180;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    return `<path d="M${pt(cx + c * r * 0.78, cy + s * r * 0.78)} L${pt(cx + c * r * 0.92, cy + s * r * 0.92)}" stroke="#e2e8f0" stroke-width="2"/>`;
  }).join('');
  const a = ((135 + needle * 270) * Math.PI) / 180;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b0e12" stroke="#4b5563" stroke-width="3"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.97}" fill="none" stroke="#38bdf8" stroke-width="1.5" opacity="0.5"/>
    ${ticks}
    <path d="M${pt(cx, cy)} L${pt(cx + Math.cos(a) * r * 0.75, cy + Math.sin(a) * r * 0.75)}" stroke="#f97316" stroke-width="3" stroke-linecap="round"/>
    <circle cx="${cx}" cy="${cy}" r="5" fill="#9ca3af"/>`;
}

export function interiorView(color: string, interior: Interior): string {
  const t = TRIM[interior];
  const vents = [150, 560]
    .map(
      (x) =>
        `<rect x="${x}" y="306" width="92" height="26" rx="8" fill="#111316"/>${[0, 1, 2].map((i) => `<path d="M${x + 8} ${313 + i * 6} h76" stroke="#3b4046" stroke-width="2"/>`).join('')}`,
    )
    .join('');
  return `
  <path d="M0 0 H800 V118 C640 96 160 96 0 118 Z" fill="#2f3337"/>
  <path d="M0 0 L120 0 L40 330 L0 340 Z" fill="#26292d"/>
  <path d="M800 0 L680 0 L760 330 L800 340 Z" fill="#26292d"/>
  <path d="M30 306 C190 226 610 226 770 306 L770 330 L30 330 Z" fill="url(#paint)"/>
  <path d="M110 282 C250 240 550 240 690 282" stroke="${lighten(color, 0.4)}" stroke-width="3" fill="none" opacity="0.6"/>
  <rect x="380" y="104" width="56" height="20" rx="6" fill="#15181b"/>
  <path d="M0 300 C180 276 620 276 800 300 L800 600 L0 600 Z" fill="${t.dash}"/>
  <path d="M0 300 C180 276 620 276 800 300" stroke="${t.accent}" stroke-width="2" fill="none" opacity="0.5"/>
  <path d="M120 330 C180 300 330 300 380 330 L380 420 L120 420 Z" fill="#14171a"/>
  ${gauge(190, 372, 40, 0.12)}${gauge(310, 372, 40, 0.3)}
  <rect x="228" y="352" width="44" height="30" rx="4" fill="#0f172a" stroke="#38bdf8" stroke-width="1" opacity="0.9"/>
  ${vents}
  <rect x="426" y="318" width="116" height="84" rx="10" fill="#0b0e12" stroke="#4b5563" stroke-width="3"/>
  <rect x="434" y="326" width="100" height="68" rx="5" fill="#1e3a5f"/>
  <path d="M440 380 C470 352 490 372 528 336" stroke="#7dd3fc" stroke-width="3" fill="none"/>
  <circle cx="486" cy="364" r="5" fill="#f97316"/>
  <path d="M420 430 L548 430 L600 600 L368 600 Z" fill="${darken(t.dash, 0.2)}"/>
  <rect x="450" y="450" width="68" height="40" rx="8" fill="#15181b"/>
  ${[0, 1, 2].map((i) => `<circle cx="${462 + i * 22}" cy="470" r="7" fill="#2b3036" stroke="${t.accent}"/>`).join('')}
  <rect x="468" y="512" width="32" height="60" rx="14" fill="#2a2e33" stroke="${t.accent}" stroke-width="2"/>
  <path d="M600 600 C640 470 720 440 800 430 L800 600 Z" fill="${t.seat}"/>
  <path d="M640 600 C670 500 730 470 800 462" stroke="${darken(t.seat, 0.25)}" stroke-width="3" fill="none"/>
  <circle cx="250" cy="510" r="128" fill="none" stroke="#0f1113" stroke-width="32"/>
  <circle cx="250" cy="510" r="142" fill="none" stroke="#4a5058" stroke-width="2.5"/>
  <circle cx="250" cy="510" r="114" fill="none" stroke="#3a3f45" stroke-width="2"/>
  <path d="M130 520 C180 500 210 496 250 496 C290 496 320 500 370 520 L370 540 C320 530 290 528 250 528 C210 528 180 530 130 540 Z" fill="#1d2023"/>
  <path d="M236 528 L228 600 L272 600 L264 528 Z" fill="#1d2023"/>
  <circle cx="250" cy="512" r="40" fill="#22262a" stroke="#3a3f45" stroke-width="2"/>
  <ellipse cx="250" cy="512" rx="16" ry="10" fill="url(#chrome)"/>`;
}
