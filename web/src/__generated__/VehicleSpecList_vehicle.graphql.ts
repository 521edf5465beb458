/**
 * @generated SignedSource<<5d835491d2ebdc90c45a078c6ad5148d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleSpecList_vehicle$data = {
  readonly color: string | null | undefined;
  readonly miles: number | null | undefined;
  readonly stockNumber: string | null | undefined;
  readonly vinNumber: {
    readonly doors: number | null | undefined;
    readonly driveType: string | null | undefined;
    readonly engine: string | null | undefined;
    readonly make: string | null | undefined;
    readonly model: string | null | undefined;
    readonly style: string | null | undefined;
    readonly transmissionType: string | null | undefined;
    readonly vehicleType: string | null | undefined;
    readonly year: number | null | undefined;
  };
  readonly " $fragmentType": "VehicleSpecList_vehicle";
};
export type VehicleSpecList_vehicle$key = {
  readonly " $data"?: VehicleSpecList_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleSpecList_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleSpecList_vehicle",
  "selections": [
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
      "kind": "ScalarField",
      "name": "color",
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
          "name": "year",
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
          "name": "style",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "doors",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vehicleType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "driveType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "engine",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "transmissionType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "f22ac0adb1c2af2a40d8b510e9513dfb";

export default node;
