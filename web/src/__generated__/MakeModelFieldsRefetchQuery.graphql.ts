/**
 * @generated SignedSource<<f4f337ca7918dd11ce84d1e2ffc269be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "68148d6d1a5124587fa75ef2ff11e7e9",
    "id": null,
    "metadata": {},
    "name": "MakeModelFieldsRefetchQuery",
    "operationKind": "query",
    "text": "query MakeModelFieldsRefetchQuery(\n  $make: [String!]\n) {\n  ...MakeModelFields_query_1d6NNG\n}\n\nfragment MakeModelFields_query_1d6NNG on Query {\n  vehicleFilters(make: $make) {\n    makes\n    models\n  }\n}\n"
  }
};
})();

(node as any).hash = "f01f9e38da0fd1bd4f97c7ef2cb6f75d";

export default node;
