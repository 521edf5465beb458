/**
 * @generated SignedSource<<3c05c3f660b86b0c1331d3502d8a4f1a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleFacts_vehicle$data = {
  readonly exportLocation: {
    readonly address: string | null | undefined;
    readonly link: string | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly location: string | null | undefined;
  readonly miles: number | null | undefined;
  readonly stockNumber: string | null | undefined;
  readonly " $fragmentType": "VehicleFacts_vehicle";
};
export type VehicleFacts_vehicle$key = {
  readonly " $data"?: VehicleFacts_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleFacts_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleFacts_vehicle",
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
      "name": "stockNumber",
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
      "concreteType": "ExportLocation",
      "kind": "LinkedField",
      "name": "exportLocation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "link",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "3adbf20a6c352d5736310f3b8851d35c";

export default node;
