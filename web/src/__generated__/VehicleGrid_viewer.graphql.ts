/**
 * @generated SignedSource<<b383480cbc56a59fb34200d89b9c7869>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleGrid_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"VehicleCard_viewer" | "VehicleListRow_viewer">;
  readonly " $fragmentType": "VehicleGrid_viewer";
};
export type VehicleGrid_viewer$key = {
  readonly " $data"?: VehicleGrid_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleGrid_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleGrid_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleListRow_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "cb5b05d7521dde46862067ea98de93d8";

export default node;
