/**
 * @generated SignedSource<<a5e32d942ddb0a3d61453a0515950e83>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CatalogueResults_connection$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useLiveResults_connection">;
  readonly " $fragmentType": "CatalogueResults_connection";
};
export type CatalogueResults_connection$key = {
  readonly " $data"?: CatalogueResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CatalogueResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CatalogueResults_connection",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useLiveResults_connection"
    }
  ],
  "type": "VehicleConnection",
  "abstractKey": null
};

(node as any).hash = "44d238626d7e9c165dfc4b114a1a8341";

export default node;
