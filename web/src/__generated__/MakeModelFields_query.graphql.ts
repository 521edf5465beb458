/**
 * @generated SignedSource<<098d662f4ae3ff66b042bd7e8f98296c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MakeModelFields_query$data = {
  readonly vehicleFilters: {
    readonly makes: ReadonlyArray<string>;
    readonly models: ReadonlyArray<string>;
  };
  readonly " $fragmentType": "MakeModelFields_query";
};
export type MakeModelFields_query$key = {
  readonly " $data"?: MakeModelFields_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MakeModelFields_query">;
};

import MakeModelFieldsRefetchQuery_graphql from './MakeModelFieldsRefetchQuery.graphql';

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
      "operation": MakeModelFieldsRefetchQuery_graphql
    }
  },
  "name": "MakeModelFields_query",
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

(node as any).hash = "f01f9e38da0fd1bd4f97c7ef2cb6f75d";

export default node;
