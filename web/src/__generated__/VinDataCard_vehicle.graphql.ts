/**
 * @generated SignedSource<<0be5a2b20b369f26496804f685b19a1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VinDataCard_vehicle$data = {
  readonly vinNumber: {
    readonly doors: number | null | undefined;
    readonly driveType: string | null | undefined;
    readonly engine: string | null | undefined;
    readonly madeIn: string | null | undefined;
    readonly madeInCity: string | null | undefined;
    readonly make: string | null | undefined;
    readonly model: string | null | undefined;
    readonly style: string | null | undefined;
    readonly transmissionType: string | null | undefined;
    readonly trim: string | null | undefined;
    readonly vehicleType: string | null | undefined;
    readonly vinNumber: string;
    readonly year: number | null | undefined;
  };
  readonly " $fragmentType": "VinDataCard_vehicle";
};
export type VinDataCard_vehicle$key = {
  readonly " $data"?: VinDataCard_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VinDataCard_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VinDataCard_vehicle",
  "selections": [
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
          "name": "vinNumber",
          "storageKey": null
        },
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
          "name": "madeIn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "madeInCity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "transmissionType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "engine",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "7afc5e121f68aace9439547519db5450";

export default node;
