/**
 * @generated SignedSource<<74c82cd9f9f32ca2a8c470e3d452eb34>>
 * @relayHash 64ec7da4169807c6ff6d23c4bf645d79
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 40eb11f277d9a3ee695f81259b9f17f8e764949bdf8f345e9215c3f5c474aede

import type { ConcreteRequest } from 'relay-runtime';
export type OffersButtonQuery$variables = Record<PropertyKey, never>;
export type OffersButtonQuery$data = {
  readonly viewer: {
    readonly offerNotificationCount: number;
  };
};
export type OffersButtonQuery = {
  response: OffersButtonQuery$data;
  variables: OffersButtonQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "offerNotificationCount",
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
    "name": "OffersButtonQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OffersButtonQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "40eb11f277d9a3ee695f81259b9f17f8e764949bdf8f345e9215c3f5c474aede",
    "metadata": {},
    "name": "OffersButtonQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "23e9b990c2aa9145393dba8a82ab5fcf";

export default node;
