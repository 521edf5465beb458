/**
 * @generated SignedSource<<90c97812170e6597a98d6d2767bc0898>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StaffFilterFields_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AgentSelect_query">;
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
      "args": [
        {
          "kind": "Variable",
          "name": "withAgents",
          "variableName": "withAgents"
        }
      ],
      "kind": "FragmentSpread",
      "name": "AgentSelect_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2af52b8c781a4035cd52365b1a5d19fb";

export default node;
