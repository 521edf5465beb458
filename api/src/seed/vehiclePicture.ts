// Generated vehicle photos: an SVG illustration of the vehicle in its colour, from one angle,
// on a dealer lot, with a caption. The demo needs no network and no stock images.
import type { BodyStyle, Interior } from './models.ts';
import { caption, HEIGHT, lotScene, sharedDefs, WIDTH } from './pictureKit.ts';
import { frontView, rearView } from './pictureEnds.ts';
import { interiorView } from './pictureInterior.ts';
import { sideView } from './pictureSide.ts';

export type PictureView = 'side' | 'front' | 'rear' | 'interior';

export interface PictureInput {
  view: PictureView;
  body: BodyStyle;
  /** Paint colour, '#rrggbb'. */
  color: string;
  interior: Interior;
  /** Electric vehicles have no grille. */
  electric?: boolean;
  /** e.g. '2021 Toyota RAV4 LE' */
  title: string;
}

export const VIEW_LABELS: Record<PictureView, string> = {
  side: 'Driver side',
  front: 'Front',
  rear: 'Rear',
  interior: 'Interior',
};

export function vehiclePicture(input: PictureInput): string {
  const content =
    input.view === 'front'
      ? frontView(input.body, input.color, input.electric)
      : input.view === 'rear'
        ? rearView(input.body, input.color)
        : input.view === 'interior'
          ? interiorView(input.color, input.interior)
          : sideView(input.body, input.color);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${input.title}">
  <defs>${sharedDefs(input.color)}</defs>
  ${lotScene()}
  ${content}
  ${caption(input.title, VIEW_LABELS[input.view])}
</svg>
`;
}
