/**
 * @generated SignedSource<<70f3c445cc10e7e7a0655227df3b4033>>
 * @relayHash a46c0772fb801c75b46a596ab956841c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7948c8d2f9b5b444dd593095bbeb24746326c0f441c4c0d9a68b575b88c7b13

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FilterPanelTestQuery$variables = {
  make?: ReadonlyArray<string> | null | undefined;
  withAgents: boolean;
};
export type FilterPanelTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"FilterPanel_query">;
};
export type FilterPanelTestQuery = {
  response: FilterPanelTestQuery$data;
  variables: FilterPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "make"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withAgents"
  }
],
v1 = {
  "kind": "Variable",
  "name": "make",
  "variableName": "make"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FilterPanelTestQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          {
            "kind": "Variable",
            "name": "withAgents",
            "variableName": "withAgents"
          }
        ],
        "kind": "FragmentSpread",
        "name": "FilterPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FilterPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          (v1/*:: as any*/)
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
      },
      {
        "condition": "withAgents",
        "kind": "Condition",
        "passingValue": true,
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
      }
    ]
  },
  "params": {
    "id": "a7948c8d2f9b5b444dd593095bbeb24746326c0f441c4c0d9a68b575b88c7b13",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "agents": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Agent"
        },
        "agents.firstName": (v2/*:: as any*/),
        "agents.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "agents.lastName": (v2/*:: as any*/),
        "agents.nickname": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "vehicleFilters": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "VehicleFilterOptions"
        },
        "vehicleFilters.makes": (v3/*:: as any*/),
        "vehicleFilters.models": (v3/*:: as any*/)
      }
    },
    "name": "FilterPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2d5dae8210a215360181bc3bca22efe7";

export default node;
