/**
 * @generated SignedSource<<1db318efc2dc5c6c73034bd321cd5129>>
 * @relayHash 68148d6d1a5124587fa75ef2ff11e7e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f56f3c6134caeded9ddaed4c3d8c93a3951092cb8ed9ac5efd8541025faa1b0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type MakeModelFieldsRefetchQuery$variables = {
  make?: ReadonlyArray<string> | null | undefined;
};
export type MakeModelFieldsRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MakeModelFields_query">;
};
export type MakeModelFieldsRefetchQuery = {
  response: MakeModelFieldsRefetchQuery$data;
  variables: MakeModelFieldsRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "make"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "make",
    "variableName": "make"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MakeModelFieldsRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "MakeModelFields_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MakeModelFieldsRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "1f56f3c6134caeded9ddaed4c3d8c93a3951092cb8ed9ac5efd8541025faa1b0",
    "metadata": {},
    "name": "MakeModelFieldsRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f01f9e38da0fd1bd4f97c7ef2cb6f75d";

export default node;
