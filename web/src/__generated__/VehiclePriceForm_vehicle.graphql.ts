/**
 * @generated SignedSource<<98318a0df2034a837ee6d16233b041c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehiclePriceForm_vehicle$data = {
  readonly id: string;
  readonly price: {
    readonly amount: string;
  } | null | undefined;
  readonly published: boolean | null | undefined;
  readonly reservedPrice: {
    readonly amount: string;
  } | null | undefined;
  readonly " $fragmentType": "VehiclePriceForm_vehicle";
};
export type VehiclePriceForm_vehicle$key = {
  readonly " $data"?: VehiclePriceForm_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehiclePriceForm_vehicle">;
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
  "name": "VehiclePriceForm_vehicle",
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
      "name": "published",
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
      "name": "reservedPrice",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};
})();

(node as any).hash = "141562daba1395a7bf679353a5a447dd";

export default node;
