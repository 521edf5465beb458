/**
 * @generated SignedSource<<be809c732da058d138528275007ada27>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleSaleDetails_vehicle$data = {
  readonly finalPrice: {
    readonly amount: string;
  } | null | undefined;
  readonly sale: {
    readonly buyer: {
      readonly firstName: string;
      readonly lastName: string;
    } | null | undefined;
    readonly registerDate: any;
    readonly salePrice: {
      readonly amount: string;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "VehicleSaleDetails_vehicle";
};
export type VehicleSaleDetails_vehicle$key = {
  readonly " $data"?: VehicleSaleDetails_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleSaleDetails_vehicle">;
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
  "name": "VehicleSaleDetails_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "finalPrice",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "salePrice",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SaleBuyer",
          "kind": "LinkedField",
          "name": "buyer",
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
            }
          ],
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

(node as any).hash = "697060cadd8961c1cb68f41d5760bec4";

export default node;
