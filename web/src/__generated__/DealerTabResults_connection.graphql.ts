/**
 * @generated SignedSource<<3b70a35db84d88b439610980a0591a0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DealerTabResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
    };
  }>;
  readonly totalCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleGrid_connection">;
  readonly " $fragmentType": "DealerTabResults_connection";
};
export type DealerTabResults_connection$key = {
  readonly " $data"?: DealerTabResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealerTabResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DealerTabResults_connection",
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
            }
          ],
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

(node as any).hash = "1ff82a7b112dc26b7cf1c79b1c6f89bc";

export default node;
