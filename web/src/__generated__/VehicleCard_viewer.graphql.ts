/**
 * @generated SignedSource<<cdfefcd8a9a9deb281be8401f20b98e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleCard_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useVehicleActions_viewer">;
  readonly " $fragmentType": "VehicleCard_viewer";
};
export type VehicleCard_viewer$key = {
  readonly " $data"?: VehicleCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleCard_viewer",
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

(node as any).hash = "ec44b15bd23b4379e56456b26f057cbb";

export default node;
