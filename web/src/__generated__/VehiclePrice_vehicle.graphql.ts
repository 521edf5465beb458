/**
 * @generated SignedSource<<025ecf667d5761061cb9498bedd4e213>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehiclePrice_vehicle$data = {
  readonly price: {
    readonly amount: string;
  } | null | undefined;
  readonly totalPrice: {
    readonly amount: string;
  } | null | undefined;
  readonly " $fragmentType": "VehiclePrice_vehicle";
};
export type VehiclePrice_vehicle$key = {
  readonly " $data"?: VehiclePrice_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehiclePrice_vehicle">;
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
  "name": "VehiclePrice_vehicle",
  "selections": [
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

(node as any).hash = "1d5dd55af09177542d38b5c195be042f";

export default node;
