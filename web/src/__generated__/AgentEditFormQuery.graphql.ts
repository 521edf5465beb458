/**
 * @generated SignedSource<<89d4c211b9cfe9d4ac224233ef7a1072>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "72d4f32cac1722b557884f43133b3944",
    "id": null,
    "metadata": {},
    "name": "AgentEditFormQuery",
    "operationKind": "query",
    "text": "query AgentEditFormQuery {\n  ...AgentSelect_query_1qpbk1\n}\n\nfragment AgentSelect_query_1qpbk1 on Query {\n  agents {\n    id\n    firstName\n    lastName\n    nickname\n  }\n}\n"
  }
};

(node as any).hash = "83bacc9897bb7837b705cba260de2f64";

export default node;
