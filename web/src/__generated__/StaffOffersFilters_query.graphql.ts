/**
 * @generated SignedSource<<46ec7ea75f7f7a5001127db29ef9f123>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StaffOffersFilters_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AgentSelect_query">;
  readonly " $fragmentType": "StaffOffersFilters_query";
};
export type StaffOffersFilters_query$key = {
  readonly " $data"?: StaffOffersFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffOffersFilters_query">;
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
  "name": "StaffOffersFilters_query",
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

(node as any).hash = "4a99045af897ad349820df24a3d6decf";

export default node;
