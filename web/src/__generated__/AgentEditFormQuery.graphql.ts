/**
 * @generated SignedSource<<040e2df1be7c2afefa70625b2db37633>>
 * @relayHash 72d4f32cac1722b557884f43133b3944
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c704777ff4eaa58c6fca5e2b65691c08e3656d57ec728addf08f03ec854f1678

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AgentEditFormQuery$variables = Record<PropertyKey, never>;
export type AgentEditFormQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AgentSelect_query">;
};
export type AgentEditFormQuery = {
  response: AgentEditFormQuery$data;
  variables: AgentEditFormQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AgentEditFormQuery",
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
        "name": "AgentSelect_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AgentEditFormQuery",
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
    "id": "c704777ff4eaa58c6fca5e2b65691c08e3656d57ec728addf08f03ec854f1678",
    "metadata": {},
    "name": "AgentEditFormQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "83bacc9897bb7837b705cba260de2f64";

export default node;
