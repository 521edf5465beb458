/**
 * @generated SignedSource<<be58d6e8e0aa2116728c7cf55633149a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleOfferActions_vehicle$data = {
  readonly hasPendingOffer: boolean;
  readonly id: string;
  readonly offerClient: {
    readonly offerPrice: {
      readonly amount: string;
    };
  } | null | undefined;
  readonly stockNumber: string | null | undefined;
  readonly title: string;
  readonly vin: string;
  readonly " $fragmentSpreads": FragmentRefs<"BuyNowConfirm_vehicle">;
  readonly " $fragmentType": "VehicleOfferActions_vehicle";
};
export type VehicleOfferActions_vehicle$key = {
  readonly " $data"?: VehicleOfferActions_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleOfferActions_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleOfferActions_vehicle",
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
      "name": "stockNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasPendingOffer",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BuyNowConfirm_vehicle"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientOffer",
      "kind": "LinkedField",
      "name": "offerClient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "offerPrice",
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
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "ba0cd9e4564013584b7259e6dadcca3f";

export default node;
