/**
 * @generated SignedSource<<494ca6d90fbed605b9009eb7ee341f11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type liveVehicle_vehicle$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"OffersPanelFacts_vehicle" | "VehicleCard_vehicle" | "VehicleDetailBody_vehicle" | "VehicleListRow_vehicle">;
  readonly " $fragmentType": "liveVehicle_vehicle";
};
export type liveVehicle_vehicle$key = {
  readonly " $data"?: liveVehicle_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"liveVehicle_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "liveVehicle_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleCard_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleListRow_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleDetailBody_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OffersPanelFacts_vehicle"
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "74aa183e49bb8442953ae7c9d7cceb62";

export default node;
