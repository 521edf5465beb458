/**
 * @generated SignedSource<<f7a107fa3b8465e0e2208484cbfe2be9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleTableResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"VehicleTableCard_vehicle" | "VehicleTableRow_vehicle">;
    };
  }>;
  readonly totalCount: number;
  readonly " $fragmentType": "VehicleTableResults_connection";
};
export type VehicleTableResults_connection$key = {
  readonly " $data"?: VehicleTableResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleTableResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleTableResults_connection",
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
              "name": "VehicleTableRow_vehicle"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "VehicleTableCard_vehicle"
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

(node as any).hash = "a0831d3f96914b6e0a2e454f96c529ca";

export default node;
