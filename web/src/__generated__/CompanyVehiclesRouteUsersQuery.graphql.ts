/**
 * @generated SignedSource<<0779d2603294fbff95258d0f6a62a87c>>
 * @relayHash a6d5d09397633c9a7c96108554980fb6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6af96b6cf0b4eb81204009955e54ec2d38fabfa586db77e8f9095667095375f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompanyVehiclesRouteUsersQuery$variables = Record<PropertyKey, never>;
export type CompanyVehiclesRouteUsersQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserFilter_query">;
};
export type CompanyVehiclesRouteUsersQuery = {
  response: CompanyVehiclesRouteUsersQuery$data;
  variables: CompanyVehiclesRouteUsersQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CompanyVehiclesRouteUsersQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UserFilter_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CompanyVehiclesRouteUsersQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "UserConnection",
        "kind": "LinkedField",
        "name": "companyUsers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "UserEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
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
                    "name": "fullName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "companyUsers(first:100)"
      }
    ]
  },
  "params": {
    "id": "d6af96b6cf0b4eb81204009955e54ec2d38fabfa586db77e8f9095667095375f",
    "metadata": {},
    "name": "CompanyVehiclesRouteUsersQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "046bcba346c612d4b12b591d2d9d7cd8";

export default node;
