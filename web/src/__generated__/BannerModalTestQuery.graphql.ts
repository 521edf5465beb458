/**
 * @generated SignedSource<<6a78d93656487144aff0409146d116f8>>
 * @relayHash b325ef41a52d58cd7671893d50d29710
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e9ce79a00d81d4d7cc9bc97e7182259c91d42770a987deaa221b3bfa2b971cb

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BannerModalTestQuery$variables = Record<PropertyKey, never>;
export type BannerModalTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"BannerModal_viewer">;
  };
};
export type BannerModalTestQuery = {
  response: BannerModalTestQuery$data;
  variables: BannerModalTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BannerModalTestQuery",
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
            "name": "BannerModal_viewer"
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
    "name": "BannerModalTestQuery",
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6e9ce79a00d81d4d7cc9bc97e7182259c91d42770a987deaa221b3bfa2b971cb",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
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
        }
      }
    },
    "name": "BannerModalTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "8eebfce768400e758dfed741bfc330c0";

export default node;
