/**
 * @generated SignedSource<<ca027ce66b50df483d190c1c0c675160>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleDetailBody_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useVehicleActions_viewer">;
  readonly " $fragmentType": "VehicleDetailBody_viewer";
};
export type VehicleDetailBody_viewer$key = {
  readonly " $data"?: VehicleDetailBody_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleDetailBody_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleDetailBody_viewer",
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

(node as any).hash = "7afe0ab00fe9ff23608aa8c922a21a38";

export default node;
