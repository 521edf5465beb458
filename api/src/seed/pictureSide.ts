// The driver-side profile of each body style (front to the left, as seen standing at the
// driver's door), drawn over the lot scene.
import type { BodyStyle } from './models.ts';
import { darken, GROUND, groundShadow, lighten, pt, sideWheel } from './pictureKit.ts';

interface Profile {
  /** Top outline from the front bumper bottom round to the rear bumper bottom. */
  outline: string;
  /** Bottom line y of the body, between the wheel arches. */
  sill: number;
  wheels: [number, number];
  radius: number;
  glass: string;
  /** x of the pillars between the side windows. */
  pillars: number[];
  /** y of the belt line under the windows. */
  belt: number;
  doors: number[];
  headlight: string;
  taillight: string;
  extra?: string;
}

// prettier-ignore
const PROFILES: Record<BodyStyle, Profile> = {
  sedan: {
    outline: 'M104 438 C95 420 97 398 110 388 L150 377 C210 367 270 361 318 357 C350 331 380 307 412 300 C462 292 528 292 566 300 C600 312 630 336 652 352 L694 358 C703 366 705 392 701 412 L697 438',
    sill: 438, wheels: [215, 588], radius: 46,
    glass: 'M334 354 C360 333 386 314 414 308 C462 301 524 301 558 308 C586 320 610 337 626 351 Z',
    pillars: [478], belt: 356, doors: [330, 480, 612],
    headlight: 'M112 390 L160 380 C168 384 168 392 160 396 L114 402 Z',
    taillight: 'M676 362 L697 364 C700 372 700 380 698 386 L680 382 Z',
  },
  hatchback: {
    outline: 'M126 440 C117 420 119 401 130 391 L162 381 C212 373 262 367 302 363 C332 335 364 311 396 304 C462 297 542 297 598 304 C628 311 652 331 666 356 C675 380 678 412 674 440',
    sill: 440, wheels: [222, 580], radius: 44,
    glass: 'M318 360 C342 338 368 318 398 312 C462 305 540 305 592 312 C612 320 628 336 640 354 Z',
    pillars: [470, 566], belt: 358, doors: [314, 472, 600],
    headlight: 'M133 393 L176 383 C184 387 184 395 176 399 L136 404 Z',
    taillight: 'M646 350 L666 356 C670 368 671 378 670 388 L652 384 Z',
  },
  suv: {
    outline: 'M96 426 C87 404 88 372 98 356 L112 344 C170 336 240 331 300 327 C330 297 360 270 392 261 C470 254 600 254 676 260 C690 264 699 279 703 299 L708 356 C711 386 710 414 704 426',
    sill: 426, wheels: [208, 592], radius: 52,
    glass: 'M316 324 C342 299 368 279 396 272 C470 266 600 266 664 270 C676 274 684 286 688 302 L690 322 Z',
    pillars: [474, 596], belt: 326, doors: [308, 478, 604],
    headlight: 'M100 360 L156 348 C163 352 163 361 156 365 L102 372 Z',
    taillight: 'M688 300 L703 302 L707 346 L692 344 Z',
    extra: '<rect x="404" y="250" width="260" height="6" rx="3" fill="#2b2e31"/>',
  },
  pickup: {
    outline: 'M86 430 C79 400 81 368 92 352 L104 340 C170 331 240 326 300 322 C322 292 346 266 374 258 L500 256 C512 258 516 268 516 280 L518 330 L712 330 C718 331 720 336 720 342 L720 420 C720 428 716 432 712 432',
    sill: 432, wheels: [200, 596], radius: 54,
    glass: 'M316 320 C335 294 356 273 378 267 L496 265 C503 267 506 273 506 281 L506 320 Z',
    pillars: [432], belt: 322, doors: [310, 436, 512],
    headlight: 'M90 356 L150 344 C158 349 158 358 150 363 L92 370 Z',
    taillight: 'M708 340 L720 340 L720 386 L708 386 Z',
    extra: '<path d="M522 330 L522 420" stroke="#1f2326" stroke-width="3"/><rect x="522" y="328" width="194" height="6" fill="#ffffff" opacity="0.25"/>',
  },
};

function archedBottom(p: Profile): string {
  const arch = p.radius + 8;
  const cy = GROUND - p.radius;
  const dx = Math.sqrt(arch ** 2 - (p.sill - cy) ** 2);
  const [front, rear] = p.wheels;
  return ` L${pt(rear + dx, p.sill)} A${arch} ${arch} 0 1 0 ${pt(rear - dx, p.sill)} L${pt(front + dx, p.sill)} A${arch} ${arch} 0 1 0 ${pt(front - dx, p.sill)} Z`;
}

export function sideView(body: BodyStyle, color: string): string {
  const p = PROFILES[body];
  const cy = GROUND - p.radius;
  const edge = darken(color, 0.5);
  const cladding = body === 'suv' || body === 'pickup';
  const [front, rear] = p.wheels;
  const firstDoor = p.doors[0] ?? 300;
  const arches = p.wheels
    .map(
      (x) =>
        `<path d="M${pt(x - p.radius - 12, p.sill)} A${p.radius + 10} ${p.radius + 10} 0 0 1 ${pt(x + p.radius + 12, p.sill)}" fill="none" stroke="${cladding ? '#25282b' : darken(color, 0.55)}" stroke-width="${cladding ? 9 : 3}"/>`,
    )
    .join('');
  const pillars = p.pillars
    .map((x) => `<rect x="${x - 6}" y="${p.belt - 120}" width="12" height="120" fill="#16191c"/>`)
    .join('');
  const doors = p.doors
    .map(
      (x) =>
        `<path d="M${x} ${p.belt} L${x + 4} ${p.sill - 2}" stroke="${edge}" stroke-width="1.6" opacity="0.6"/>`,
    )
    .join('');
  const handles = p.doors
    .slice(0, 2)
    .map(
      (x) =>
        `<rect x="${x + 64}" y="${p.belt + 14}" width="28" height="6" rx="3" fill="${darken(color, 0.3)}" stroke="${lighten(color, 0.4)}" stroke-width="0.8"/>`,
    )
    .join('');
  return `
  <clipPath id="sideGlass"><path d="${p.glass}"/></clipPath>
  ${groundShadow(400, 700)}
  <path d="${p.outline}${archedBottom(p)}" fill="url(#paint)" stroke="${edge}" stroke-width="1.5"/>
  <path d="${p.glass}" fill="url(#glass)"/>
  <g clip-path="url(#sideGlass)">
    <path d="M${firstDoor + 40} ${p.belt} l60 -120 h46 l-60 120 Z" fill="url(#reflection)"/>
    ${pillars}
  </g>
  <path d="${p.glass}" fill="none" stroke="#121517" stroke-width="2.5"/>
  ${p.extra ?? ''}
  <path d="M${firstDoor - 150} ${p.belt + 8} L${rear + 90} ${p.belt + 10}" stroke="${lighten(color, 0.45)}" stroke-width="2" opacity="0.5"/>
  ${doors}
  ${handles}
  <path d="M${firstDoor + 8} ${p.belt - 4} l-24 -3 c-7 9 -6 17 3 20 l21 -5 Z" fill="${darken(color, 0.15)}" stroke="${edge}" stroke-width="1"/>
  <path d="${p.headlight}" fill="url(#lamp)" stroke="#4a535b" stroke-width="1.4"/>
  <path d="${p.taillight}" fill="url(#redLamp)" stroke="#4a0a0d" stroke-width="1.2"/>
  <rect x="${front + p.radius + 14}" y="${p.sill - 9}" width="${rear - front - 2 * p.radius - 28}" height="9" fill="${cladding ? '#25282b' : darken(color, 0.45)}" opacity="${cladding ? 0.9 : 0.6}"/>
  ${arches}
  ${p.wheels.map((x) => sideWheel(x, cy, p.radius)).join('')}`;
}
