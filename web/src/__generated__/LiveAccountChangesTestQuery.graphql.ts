/**
 * @generated SignedSource<<35727dc68957074719e95bd75c91d507>>
 * @relayHash 1b6cb2010656c12e9d16894891cec2bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0a1f7cea8546845317756045fe373aa4f59d28951478db9fb35f18efe503eee

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
    "id": "d0a1f7cea8546845317756045fe373aa4f59d28951478db9fb35f18efe503eee",
    "metadata": {},
    "name": "LiveAccountChangesTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e346af56d2163dcf9db5399fdde03d80";

export default node;
