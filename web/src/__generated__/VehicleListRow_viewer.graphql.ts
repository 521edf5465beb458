/**
 * @generated SignedSource<<2a504f982b13a06fc2cdf40a700c4b59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleListRow_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useVehicleActions_viewer">;
  readonly " $fragmentType": "VehicleListRow_viewer";
};
export type VehicleListRow_viewer$key = {
  readonly " $data"?: VehicleListRow_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleListRow_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleListRow_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useVehicleActions_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "069b1d30ff3dca34e68e1d3455dc7d5a";

export default node;
