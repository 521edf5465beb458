/**
 * @generated SignedSource<<c57c4b721d8fc8904ba372e537e35638>>
 * @relayHash 9f907f426bec67d23416a0535eebfefd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 478cfac1b309ad836964a0da27c1277e564207f4c0b0b98bf4509ff3836a9723

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeSearchTestQuery$variables = Record<PropertyKey, never>;
export type HomeSearchTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeSearch_viewer">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"HomeSearch_query">;
};
export type HomeSearchTestQuery = {
  response: HomeSearchTestQuery$data;
  variables: HomeSearchTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeSearchTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeSearch_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HomeSearch_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeSearchTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "roles",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
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
    "id": "478cfac1b309ad836964a0da27c1277e564207f4c0b0b98bf4509ff3836a9723",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "vehicleFilters": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "VehicleFilterOptions"
        },
        "vehicleFilters.makes": (v0/*:: as any*/),
        "vehicleFilters.models": (v0/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.roles": {
          "enumValues": [
            "ROLE_SUPER_ADMIN",
            "ROLE_ADMIN",
            "ROLE_AGENT",
            "ROLE_CLIENT",
            "ROLE_BUYER",
            "ROLE_REVIEWER"
          ],
          "nullable": false,
          "plural": true,
          "type": "Role"
        }
      }
    },
    "name": "HomeSearchTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2467eb58d1de21663e83e737d48454ee";

export default node;
