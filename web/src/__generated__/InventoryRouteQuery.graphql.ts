/**
 * @generated SignedSource<<b3fab37b17eb3e186392caf0cb635d43>>
 * @relayHash f4a63d43a88586c54469081201463839
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdf007fdf695616a2ab79c11c695585cc76d1064f9ef45c424b810ad90a8f8e9

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
    "id": "cdf007fdf695616a2ab79c11c695585cc76d1064f9ef45c424b810ad90a8f8e9",
    "metadata": {},
    "name": "InventoryRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "20496eaf9192c71ed08cd0f2852c7b6d";

export default node;
