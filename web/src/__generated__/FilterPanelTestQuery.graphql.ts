/**
 * @generated SignedSource<<ad6fc8e1269c08cb281377f75853f5b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "a46c0772fb801c75b46a596ab956841c",
    "id": null,
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
    "text": "query FilterPanelTestQuery(\n  $make: [String!]\n  $withAgents: Boolean!\n) {\n  ...FilterPanel_query_25qLnk\n}\n\nfragment AgentSelect_query_3f4yTy on Query {\n  agents @include(if: $withAgents) {\n    id\n    firstName\n    lastName\n    nickname\n  }\n}\n\nfragment FilterPanel_query_25qLnk on Query {\n  ...MakeModelFields_query_1d6NNG\n  ...StaffFilterFields_query_3f4yTy\n}\n\nfragment MakeModelFields_query_1d6NNG on Query {\n  vehicleFilters(make: $make) {\n    makes\n    models\n  }\n}\n\nfragment StaffFilterFields_query_3f4yTy on Query {\n  ...AgentSelect_query_3f4yTy\n}\n"
  }
};
})();

(node as any).hash = "2d5dae8210a215360181bc3bca22efe7";

export default node;
