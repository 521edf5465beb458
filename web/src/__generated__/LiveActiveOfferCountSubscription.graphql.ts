/**
 * @generated SignedSource<<36f6445f09a97fb20e5c5a563c2670a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LiveActiveOfferCountSubscription$variables = Record<PropertyKey, never>;
export type LiveActiveOfferCountSubscription$data = {
  readonly offerEvents: {
    readonly cursor: string;
    readonly viewer: {
      readonly activeOfferCount: number;
    };
  };
};
export type LiveActiveOfferCountSubscription = {
  response: LiveActiveOfferCountSubscription$data;
  variables: LiveActiveOfferCountSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OfferEvent",
    "kind": "LinkedField",
    "name": "offerEvents",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      },
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
            "name": "activeOfferCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LiveActiveOfferCountSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveActiveOfferCountSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b6de86fe17c96461a4820f36c2e3d28c",
    "id": null,
    "metadata": {},
    "name": "LiveActiveOfferCountSubscription",
    "operationKind": "subscription",
    "text": "subscription LiveActiveOfferCountSubscription {\n  offerEvents {\n    cursor\n    viewer {\n      activeOfferCount\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e0b16da6a4fb185499a5a2d6a610ee65";

export default node;
