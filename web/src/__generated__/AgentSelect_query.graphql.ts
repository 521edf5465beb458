/**
 * @generated SignedSource<<81c173f1ebe20edfefcef704324e8790>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AgentSelect_query$data = {
  readonly agents?: ReadonlyArray<{
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly nickname: string | null | undefined;
  }>;
  readonly " $fragmentType": "AgentSelect_query";
};
export type AgentSelect_query$key = {
  readonly " $data"?: AgentSelect_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentSelect_query">;
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
  "name": "AgentSelect_query",
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

(node as any).hash = "f23792af53c5269e3b8d888e23ea08d6";

export default node;
