/**
 * @generated SignedSource<<4806f9c7441fc6db2cb71f93b7b9e3ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CatalogueResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly cursor: string;
  }>;
  readonly totalCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleGrid_connection">;
  readonly " $fragmentType": "CatalogueResults_connection";
};
export type CatalogueResults_connection$key = {
  readonly " $data"?: CatalogueResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CatalogueResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CatalogueResults_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VehicleEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cursor",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleGrid_connection"
    }
  ],
  "type": "VehicleConnection",
  "abstractKey": null
};

(node as any).hash = "7e0acfc91bee62c371d0378f100adb2f";

export default node;
