/**
 * @generated SignedSource<<a9cc9a61aa4ca2b643138f16a23b188b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeSearchRefetchQuery$variables = {
  make?: ReadonlyArray<string> | null | undefined;
};
export type HomeSearchRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HomeSearch_query">;
};
export type HomeSearchRefetchQuery = {
  response: HomeSearchRefetchQuery$data;
  variables: HomeSearchRefetchQuery$variables;
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
    "name": "HomeSearchRefetchQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "HomeSearch_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "HomeSearchRefetchQuery",
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
    "cacheID": "e816050e6d73e9cb2cd34946dcf30fa5",
    "id": null,
    "metadata": {},
    "name": "HomeSearchRefetchQuery",
    "operationKind": "query",
    "text": "query HomeSearchRefetchQuery(\n  $make: [String!]\n) {\n  ...HomeSearch_query_1d6NNG\n}\n\nfragment HomeSearch_query_1d6NNG on Query {\n  vehicleFilters(make: $make) {\n    makes\n    models\n  }\n}\n"
  }
};
})();

(node as any).hash = "36e4cd0434481e45b14846aa1c557648";

export default node;
