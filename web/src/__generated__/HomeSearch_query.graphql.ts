/**
 * @generated SignedSource<<7b6c4fe5e915220850d6bf66240ef98e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeSearch_query$data = {
  readonly vehicleFilters: {
    readonly makes: ReadonlyArray<string>;
    readonly models: ReadonlyArray<string>;
  };
  readonly " $fragmentType": "HomeSearch_query";
};
export type HomeSearch_query$key = {
  readonly " $data"?: HomeSearch_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeSearch_query">;
};

import HomeSearchRefetchQuery_graphql from './HomeSearchRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "make"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": HomeSearchRefetchQuery_graphql
    }
  },
  "name": "HomeSearch_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "make",
          "variableName": "make"
        }
      ],
      "concreteType": "VehicleFilterOptions",
      "kind": "LinkedField",
      "name": "vehicleFilters",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "makes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "models",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "36e4cd0434481e45b14846aa1c557648";

export default node;
