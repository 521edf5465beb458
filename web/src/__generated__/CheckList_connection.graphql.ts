/**
 * @generated SignedSource<<4413c6c90ccc110257d311c74fa95977>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CheckList_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CheckCard_check">;
    };
  }>;
  readonly " $fragmentType": "CheckList_connection";
};
export type CheckList_connection$key = {
  readonly " $data"?: CheckList_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckList_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckList_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Check",
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
              "name": "CheckCard_check"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CheckConnection",
  "abstractKey": null
};

(node as any).hash = "a12380e16ca2cd308246ee9a8332cff7";

export default node;
