/**
 * @generated SignedSource<<ee8d3d0b8d529d90c2de22e2c36ebdd2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CatalogueTabs_viewer$data = {
  readonly activeOfferCount: number;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activeOfferCount",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "2cca395ae925a3eade1facf0013b9eb4";

export default node;
