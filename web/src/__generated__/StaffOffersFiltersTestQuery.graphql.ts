/**
 * @generated SignedSource<<64dbd372e158c771d9f72c462a7066af>>
 * @relayHash 19540f24b2939c55dd86f4fa0f7a8af1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ada87facb88453195469e524ef8c1a17d3dd086eeb7024bb9a7760ad2e28002

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StaffOffersFiltersTestQuery$variables = Record<PropertyKey, never>;
export type StaffOffersFiltersTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StaffOffersFilters_query">;
};
export type StaffOffersFiltersTestQuery = {
  response: StaffOffersFiltersTestQuery$data;
  variables: StaffOffersFiltersTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffOffersFiltersTestQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Literal",
            "name": "withAgents",
            "value": true
          }
        ],
        "kind": "FragmentSpread",
        "name": "StaffOffersFilters_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StaffOffersFiltersTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agents",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "nickname",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3ada87facb88453195469e524ef8c1a17d3dd086eeb7024bb9a7760ad2e28002",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "agents": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Agent"
        },
        "agents.firstName": (v0/*:: as any*/),
        "agents.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "agents.lastName": (v0/*:: as any*/),
        "agents.nickname": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "StaffOffersFiltersTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "732c727894069a672ff4617e14524b6c";

export default node;
