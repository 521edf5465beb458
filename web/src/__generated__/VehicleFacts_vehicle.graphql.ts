/**
 * @generated SignedSource<<69b5aa29e87042b3ac8501d2ed918557>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleFacts_vehicle$data = {
  readonly miles: number | null | undefined;
  readonly stockNumber: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LocationTip_vehicle">;
  readonly " $fragmentType": "VehicleFacts_vehicle";
};
export type VehicleFacts_vehicle$key = {
  readonly " $data"?: VehicleFacts_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleFacts_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleFacts_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "miles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stockNumber",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LocationTip_vehicle"
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "3eebcf427a70c3b404762b3970863559";

export default node;
