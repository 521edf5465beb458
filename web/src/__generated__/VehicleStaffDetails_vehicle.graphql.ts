/**
 * @generated SignedSource<<efa06fd655e8dcc5ef7c82563e10a70c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VehicleStatus = "Draft" | "InStock" | "Inactive" | "ReadyToSell" | "Sold" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type VehicleStaffDetails_vehicle$data = {
  readonly agent: {
    readonly firstName: string;
    readonly lastName: string;
    readonly nickname: string | null | undefined;
  } | null | undefined;
  readonly costUsd: {
    readonly amount: string;
  } | null | undefined;
  readonly price: {
    readonly amount: string;
  } | null | undefined;
  readonly publishUntil: any | null | undefined;
  readonly releaseDate: any | null | undefined;
  readonly status: VehicleStatus;
  readonly " $fragmentType": "VehicleStaffDetails_vehicle";
};
export type VehicleStaffDetails_vehicle$key = {
  readonly " $data"?: VehicleStaffDetails_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleStaffDetails_vehicle">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleStaffDetails_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
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
      "name": "publishUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "costUsd",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Agent",
      "kind": "LinkedField",
      "name": "agent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nickname",
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

(node as any).hash = "e0193b131aec4607dac0586cbc0d251e";

export default node;
