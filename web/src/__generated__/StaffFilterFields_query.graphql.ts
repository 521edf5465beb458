/**
 * @generated SignedSource<<5d6c8d99870cf3c5e509814aa926b7d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StaffFilterFields_query$data = {
  readonly agents?: ReadonlyArray<{
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly nickname: string | null | undefined;
  }>;
  readonly " $fragmentType": "StaffFilterFields_query";
};
export type StaffFilterFields_query$key = {
  readonly " $data"?: StaffFilterFields_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffFilterFields_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withAgents"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffFilterFields_query",
  "selections": [
    {
      "condition": "withAgents",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Agent",
          "kind": "LinkedField",
          "name": "agents",
          "plural": true,
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
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nickname",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ba3bc25faa5881af38fa6d84a30d88a1";

export default node;
