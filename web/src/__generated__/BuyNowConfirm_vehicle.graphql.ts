/**
 * @generated SignedSource<<f3e8060fc3d208c830f367e008f05f3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BuyNowConfirm_vehicle$data = {
  readonly id: string;
  readonly price: {
    readonly amount: string;
  } | null | undefined;
  readonly stockNumber: string | null | undefined;
  readonly title: string;
  readonly totalPrice: {
    readonly amount: string;
  } | null | undefined;
  readonly " $fragmentType": "BuyNowConfirm_vehicle";
};
export type BuyNowConfirm_vehicle$key = {
  readonly " $data"?: BuyNowConfirm_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"BuyNowConfirm_vehicle">;
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
  "name": "BuyNowConfirm_vehicle",
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
      "name": "stockNumber",
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "totalPrice",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};
})();

(node as any).hash = "0edf5b65414a14d45a95f1bc3a561a58";

export default node;
