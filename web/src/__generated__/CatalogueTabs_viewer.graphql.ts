/**
 * @generated SignedSource<<f6cdbad8c41a1c5e82a7c055e8ca0292>>
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
  readonly offerNotificationCount: number;
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
      "name": "offerNotificationCount",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "2b725d5292e932c01dd858861e8cdb85";

export default node;
