/**
 * @generated SignedSource<<ff918ffde9fb5077f131e269bb8ad682>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleCard_vehicle$data = {
  readonly id: string;
  readonly photos: ReadonlyArray<{
    readonly url: string;
  }>;
  readonly title: string;
  readonly vin: string;
  readonly " $fragmentSpreads": FragmentRefs<"ConditionReportButton_vehicle" | "ReleaseBanner_vehicle" | "VehicleFacts_vehicle" | "VehicleOfferActions_vehicle" | "VehiclePrice_vehicle" | "VehicleSaleDetails_vehicle" | "VehicleStaffDetails_vehicle" | "VehicleTitle_vehicle" | "useVehicleActions_vehicle">;
  readonly " $fragmentType": "VehicleCard_vehicle";
};
export type VehicleCard_vehicle$key = {
  readonly " $data"?: VehicleCard_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleCard_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleCard_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Photo",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReleaseBanner_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConditionReportButton_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useVehicleActions_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleTitle_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehiclePrice_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleFacts_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleStaffDetails_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleSaleDetails_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleOfferActions_vehicle"
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "a5416ccec09e33d3e02ec7e013ddd92a";

export default node;
