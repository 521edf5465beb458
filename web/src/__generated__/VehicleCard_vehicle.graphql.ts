/**
 * @generated SignedSource<<53d2683f686be0a1afa83655f9ace21c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleCard_vehicle$data = {
  readonly conditionReports: ReadonlyArray<{
    readonly url: string;
  }>;
  readonly crUrl: string | null | undefined;
  readonly id: string;
  readonly photos: ReadonlyArray<{
    readonly url: string;
  }>;
  readonly releaseDate: any | null | undefined;
  readonly title: string;
  readonly vin: string;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleFacts_vehicle" | "VehicleOfferActions_vehicle" | "VehiclePrice_vehicle" | "VehicleSaleDetails_vehicle" | "VehicleStaffDetails_vehicle" | "VehicleTitle_vehicle" | "useVehicleActions_vehicle">;
  readonly " $fragmentType": "VehicleCard_vehicle";
};
export type VehicleCard_vehicle$key = {
  readonly " $data"?: VehicleCard_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleCard_vehicle">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
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
      "kind": "ScalarField",
      "name": "releaseDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "crUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConditionReportLink",
      "kind": "LinkedField",
      "name": "conditionReports",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Photo",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
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
})();

(node as any).hash = "c5eee297f7079d13b447f080c9790908";

export default node;
