/**
 * @generated SignedSource<<a9cba7ca9e97adb63ad65d8a644ea12b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleEditForm_vehicle$data = {
  readonly agent: {
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly nickname: string | null | undefined;
  } | null | undefined;
  readonly color: string | null | undefined;
  readonly cost: {
    readonly amount: string;
  } | null | undefined;
  readonly costUsd: {
    readonly amount: string;
  } | null | undefined;
  readonly crUrl: string | null | undefined;
  readonly fx: string | null | undefined;
  readonly id: string;
  readonly location: string | null | undefined;
  readonly miles: number | null | undefined;
  readonly price: {
    readonly amount: string;
  } | null | undefined;
  readonly releaseDate: any | null | undefined;
  readonly stockNumber: string | null | undefined;
  readonly vinNumber: {
    readonly make: string | null | undefined;
    readonly model: string | null | undefined;
    readonly trim: string | null | undefined;
    readonly year: number | null | undefined;
  };
  readonly " $fragmentType": "VehicleEditForm_vehicle";
};
export type VehicleEditForm_vehicle$key = {
  readonly " $data"?: VehicleEditForm_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleEditForm_vehicle">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
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
  "name": "VehicleEditForm_vehicle",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stockNumber",
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
        (v0/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "cost",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fx",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "costUsd",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
      "storageKey": null
    },
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
      "concreteType": "VinData",
      "kind": "LinkedField",
      "name": "vinNumber",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "make",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "model",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trim",
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

(node as any).hash = "2c34c5ce8fb8d5ab44c2dd56c9dcaf29";

export default node;
