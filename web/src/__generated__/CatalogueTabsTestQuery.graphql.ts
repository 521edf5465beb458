/**
 * @generated SignedSource<<b0a303bfa84816d707198821ed746681>>
 * @relayHash e3305ef9c28c138b493abd9d53c5a3bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e8524087eef56aa7f2a37f04a17a28c6258e286e0ddb7c9ae328ce6676e8930f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CatalogueTabsTestQuery$variables = Record<PropertyKey, never>;
export type CatalogueTabsTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"CatalogueTabs_viewer">;
  };
};
export type CatalogueTabsTestQuery = {
  response: CatalogueTabsTestQuery$data;
  variables: CatalogueTabsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CatalogueTabsTestQuery",
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
            "name": "CatalogueTabs_viewer"
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
    "name": "CatalogueTabsTestQuery",
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
            "name": "isStaff",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canSeePrices",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offerNotificationCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e8524087eef56aa7f2a37f04a17a28c6258e286e0ddb7c9ae328ce6676e8930f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.canSeePrices": (v0/*:: as any*/),
        "viewer.isStaff": (v0/*:: as any*/),
        "viewer.offerNotificationCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "CatalogueTabsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "77109d2bed3f71d8df862b9ce8cf1f13";

export default node;
