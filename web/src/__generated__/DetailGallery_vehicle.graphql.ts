/**
 * @generated SignedSource<<3d7ea0fb5cedd63bf2fad41fc7cd6a5b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DetailGallery_vehicle$data = {
  readonly photos: ReadonlyArray<{
    readonly partName: string | null | undefined;
    readonly thumbnailUrl: string;
    readonly url: string;
  }>;
  readonly title: string;
  readonly " $fragmentType": "DetailGallery_vehicle";
};
export type DetailGallery_vehicle$key = {
  readonly " $data"?: DetailGallery_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"DetailGallery_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DetailGallery_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Photo",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbnailUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "f537774b356f80ae9c5b9c9ca9482c9e";

export default node;
