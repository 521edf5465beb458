/**
 * @generated SignedSource<<3bbc6021c62833f6cfdc0896287822a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DealerResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly email: string | null | undefined;
      readonly fullName: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DealerFormModal_user" | "UserRow_user">;
    };
  }>;
  readonly totalCount: number;
  readonly " $fragmentType": "DealerResults_connection";
};
export type DealerResults_connection$key = {
  readonly " $data"?: DealerResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealerResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DealerResults_connection",
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
      "concreteType": "UserEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
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
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fullName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "UserRow_user"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "DealerFormModal_user"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UserConnection",
  "abstractKey": null
};

(node as any).hash = "fa39b0b0ccb1a6df645712b0fda78db7";

export default node;
