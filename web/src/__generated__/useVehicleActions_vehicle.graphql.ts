/**
 * @generated SignedSource<<64605dc397d259c108f3aa16761c0709>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OfferListStatus = "ACTIVE" | "EXPIRED" | "%future added value";
export type VehicleStatus = "Draft" | "InStock" | "Inactive" | "ReadyToSell" | "Sold" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type useVehicleActions_vehicle$data = {
  readonly databaseId: number;
  readonly finalPrice: {
    readonly amount: string;
  } | null | undefined;
  readonly id: string;
  readonly offerClient: {
    readonly expiresAt: any;
    readonly status: OfferListStatus;
  } | null | undefined;
  readonly releaseDate: any | null | undefined;
  readonly sale: {
    readonly registerDate: any;
  } | null | undefined;
  readonly status: VehicleStatus;
  readonly viewerCanEdit: boolean;
  readonly vin: string;
  readonly workOrder: boolean | null | undefined;
  readonly " $fragmentType": "useVehicleActions_vehicle";
};
export type useVehicleActions_vehicle$key = {
  readonly " $data"?: useVehicleActions_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"useVehicleActions_vehicle">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useVehicleActions_vehicle",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vin",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "workOrder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VehicleSale",
      "kind": "LinkedField",
      "name": "sale",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "registerDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientOffer",
      "kind": "LinkedField",
      "name": "offerClient",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "finalPrice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};
})();

(node as any).hash = "8f2c246cb9329ed8b9e412a68bc00059";

export default node;
