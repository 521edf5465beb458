/**
 * @generated SignedSource<<9cadca24e6274d94d0e96eab2b5146ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleDetailBody_vehicle$data = {
  readonly publicId: string;
  readonly releaseDate: any | null | undefined;
  readonly vin: string;
  readonly " $fragmentSpreads": FragmentRefs<"ConditionReportButton_vehicle" | "DetailGallery_vehicle" | "LocationTip_vehicle" | "VehicleOfferActions_vehicle" | "VehiclePrice_vehicle" | "VehicleSaleDetails_vehicle" | "VehicleSpecList_vehicle" | "VehicleStaffDetails_vehicle" | "VehicleTitle_vehicle" | "useVehicleActions_vehicle">;
  readonly " $fragmentType": "VehicleDetailBody_vehicle";
};
export type VehicleDetailBody_vehicle$key = {
  readonly " $data"?: VehicleDetailBody_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleDetailBody_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleDetailBody_vehicle",
  "selections": [
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
      "kind": "ScalarField",
      "name": "publicId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releaseDate",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DetailGallery_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LocationTip_vehicle"
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleSpecList_vehicle"
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "33b48d098c87b6d084aef0d5f2fb6a81";

export default node;
