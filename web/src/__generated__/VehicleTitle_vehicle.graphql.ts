/**
 * @generated SignedSource<<6d1df64cb6cc4efda1c9b96f8ad200ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleTitle_vehicle$data = {
  readonly title: string;
  readonly vin: string;
  readonly vinNumber: {
    readonly make: string | null | undefined;
    readonly model: string | null | undefined;
    readonly options: string | null | undefined;
    readonly trim: string | null | undefined;
  };
  readonly " $fragmentType": "VehicleTitle_vehicle";
};
export type VehicleTitle_vehicle$key = {
  readonly " $data"?: VehicleTitle_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleTitle_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleTitle_vehicle",
  "selections": [
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
          "name": "trim",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "options",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "da86e3f8806e31f27f7ee404d9dbdb22";

export default node;
