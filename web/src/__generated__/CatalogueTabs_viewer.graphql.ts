/**
 * @generated SignedSource<<311ffddabec2dd71be032db179dfcc46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CatalogueTabs_viewer$data = {
  readonly canSeePrices: boolean;
  readonly isStaff: boolean;
  readonly " $fragmentType": "CatalogueTabs_viewer";
};
export type CatalogueTabs_viewer$key = {
  readonly " $data"?: CatalogueTabs_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CatalogueTabs_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CatalogueTabs_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isStaff",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canSeePrices",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "88765495c9045631bbe64a84a9e521ee";

export default node;
