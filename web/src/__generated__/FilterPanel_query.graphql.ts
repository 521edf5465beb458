/**
 * @generated SignedSource<<d7327c656a6e22490137b8a6b7599bba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FilterPanel_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MakeModelFields_query" | "StaffFilterFields_query">;
  readonly " $fragmentType": "FilterPanel_query";
};
export type FilterPanel_query$key = {
  readonly " $data"?: FilterPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FilterPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "make"
    },
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withAgents"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "FilterPanel_query",
  "selections": [
    {
      "args": [
        {
          "kind": "Variable",
          "name": "make",
          "variableName": "make"
        }
      ],
      "kind": "FragmentSpread",
      "name": "MakeModelFields_query"
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "withAgents",
          "variableName": "withAgents"
        }
      ],
      "kind": "FragmentSpread",
      "name": "StaffFilterFields_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "5159b77ef20ed1a05d9d39882c6c1268";

export default node;
