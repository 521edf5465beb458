/**
 * @generated SignedSource<<8e23e50950d16aa4d17084063e174cd9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VehicleSaleField = "color" | "costUsd" | "location" | "make" | "miles" | "model" | "price" | "stockNumber" | "userId" | "year" | "%future added value";
export type VehicleStatus = "Draft" | "InStock" | "Inactive" | "ReadyToSell" | "Sold" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type UploadedActions_vehicle$data = {
  readonly id: string;
  readonly missingForSale: ReadonlyArray<VehicleSaleField>;
  readonly status: VehicleStatus;
  readonly vin: string;
  readonly " $fragmentType": "UploadedActions_vehicle";
};
export type UploadedActions_vehicle$key = {
  readonly " $data"?: UploadedActions_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"UploadedActions_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UploadedActions_vehicle",
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
      "name": "vin",
      "storageKey": null
    },
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
      "name": "missingForSale",
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "f7af0b12b369ad20b8a92f7bfb7edbac";

export default node;
