/**
 * @generated SignedSource<<4a3d95b45b7e049e5b25fb3a29ab009d>>
 * @relayHash acab363e5a5c11341e7e4678edefd8b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6bfbd29a6a2f33b038af6fce4bdab9c145957e089176e7ce0add1dcd4732e94e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NavBarTestQuery$variables = Record<PropertyKey, never>;
export type NavBarTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"NavBar_viewer">;
  };
};
export type NavBarTestQuery = {
  response: NavBarTestQuery$data;
  variables: NavBarTestQuery$variables;
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
    "name": "NavBarTestQuery",
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
            "name": "NavBar_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "NavBarTestQuery",
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
            "name": "isLoggedIn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "roles",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "homeRoute",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
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
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6bfbd29a6a2f33b038af6fce4bdab9c145957e089176e7ce0add1dcd4732e94e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.companyStatus": {
          "enumValues": [
            "ACCEPTED",
            "PENDING",
            "REJECTED"
          ],
          "nullable": true,
          "plural": false,
          "type": "CompanyStatus"
        },
        "viewer.homeRoute": (v0/*:: as any*/),
        "viewer.isLoggedIn": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
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
        },
        "viewer.user": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.user.firstName": (v0/*:: as any*/),
        "viewer.user.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "NavBarTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0b51df06b6207c8c111c81802f018bf0";

export default node;
