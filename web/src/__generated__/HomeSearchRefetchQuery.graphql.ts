/**
 * @generated SignedSource<<399fae31ce8f172f70f91f26e69acb25>>
 * @relayHash e816050e6d73e9cb2cd34946dcf30fa5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1522a5d5a769490080d86f27d180c7621ee5456e4fb4ce23a9f6e6abff456f3b

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
    "id": "1522a5d5a769490080d86f27d180c7621ee5456e4fb4ce23a9f6e6abff456f3b",
    "metadata": {},
    "name": "HomeSearchRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "36e4cd0434481e45b14846aa1c557648";

export default node;
