/**
 * @generated SignedSource<<ac03ce395ed8a1267452567b0314d7c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeShowcase_query$data = {
  readonly publicVehicles: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"VehicleCard_vehicle">;
      };
    }>;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"VehicleCard_viewer">;
  };
  readonly " $fragmentType": "HomeShowcase_query";
};
export type HomeShowcase_query$key = {
  readonly " $data"?: HomeShowcase_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeShowcase_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeShowcase_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "VehicleCard_viewer"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 12
        }
      ],
      "concreteType": "VehicleConnection",
      "kind": "LinkedField",
      "name": "publicVehicles",
      "plural": false,
      "selections": [
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "publicVehicles(first:12)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "06b6bad2e50bfb4aebae6ff0e44bbda3";

export default node;
