/**
 * @generated SignedSource<<6989873815b3b832ba88dec3138f6326>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleGrid_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"VehicleCard_vehicle" | "VehicleListRow_vehicle">;
    };
  }>;
  readonly totalCount: number;
  readonly " $fragmentType": "VehicleGrid_connection";
};
export type VehicleGrid_connection$key = {
  readonly " $data"?: VehicleGrid_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleGrid_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleGrid_connection",
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
          "concreteType": "Vehicle",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "VehicleCard_vehicle"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "VehicleListRow_vehicle"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VehicleConnection",
  "abstractKey": null
};

(node as any).hash = "1cc0616eb1b7c251454757c71e3b8bfd";

export default node;
