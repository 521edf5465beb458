/**
 * @generated SignedSource<<48e74127af1aa3771f97ae6f6c0a211a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useLiveResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
    };
  }>;
  readonly totalCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleGrid_connection">;
  readonly " $fragmentType": "useLiveResults_connection";
};
export type useLiveResults_connection$key = {
  readonly " $data"?: useLiveResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"useLiveResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useLiveResults_connection",
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

(node as any).hash = "68a427bbcb4119438f3355b69480a19d";

export default node;
