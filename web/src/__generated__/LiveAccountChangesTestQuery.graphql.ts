/**
 * @generated SignedSource<<1b86dd52e17206dd948791f005517a68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type LiveAccountChangesTestQuery$variables = Record<PropertyKey, never>;
export type LiveAccountChangesTestQuery$data = {
  readonly viewer: {
    readonly canSeePrices: boolean;
    readonly companyStatus: CompanyStatus | null | undefined;
  };
};
export type LiveAccountChangesTestQuery = {
  response: LiveAccountChangesTestQuery$data;
  variables: LiveAccountChangesTestQuery$variables;
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
        "name": "canSeePrices",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyStatus",
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
    "name": "LiveAccountChangesTestQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LiveAccountChangesTestQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "1b6cb2010656c12e9d16894891cec2bd",
    "id": null,
    "metadata": {},
    "name": "LiveAccountChangesTestQuery",
    "operationKind": "query",
    "text": "query LiveAccountChangesTestQuery {\n  viewer {\n    canSeePrices\n    companyStatus\n  }\n}\n"
  }
};
})();

(node as any).hash = "e346af56d2163dcf9db5399fdde03d80";

export default node;
