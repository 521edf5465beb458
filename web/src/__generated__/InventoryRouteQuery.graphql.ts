/**
 * @generated SignedSource<<12dbc11fb7397c849cc9b9f85241ddb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InventoryRouteQuery$variables = {
  make?: ReadonlyArray<string> | null | undefined;
};
export type InventoryRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"MakeModelFields_query">;
};
export type InventoryRouteQuery = {
  response: InventoryRouteQuery$data;
  variables: InventoryRouteQuery$variables;
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
    "name": "InventoryRouteQuery",
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
    "name": "InventoryRouteQuery",
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
    "cacheID": "f4a63d43a88586c54469081201463839",
    "id": null,
    "metadata": {},
    "name": "InventoryRouteQuery",
    "operationKind": "query",
    "text": "query InventoryRouteQuery(\n  $make: [String!]\n) {\n  ...MakeModelFields_query_1d6NNG\n}\n\nfragment MakeModelFields_query_1d6NNG on Query {\n  vehicleFilters(make: $make) {\n    makes\n    models\n  }\n}\n"
  }
};
})();

(node as any).hash = "20496eaf9192c71ed08cd0f2852c7b6d";

export default node;
