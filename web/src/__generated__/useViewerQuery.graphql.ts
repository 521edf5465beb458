/**
 * @generated SignedSource<<45d9c549c1d04df828fdddaf8a2b99ea>>
 * @relayHash 79aa8f9104f7def285964cc657bd7028
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e6be7ca7f36a13cb3099a6323b12952d4c727ab521189a6ca4919e20bacb089

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ROLE_ADMIN" | "ROLE_AGENT" | "ROLE_BUYER" | "ROLE_CLIENT" | "ROLE_REVIEWER" | "ROLE_SUPER_ADMIN" | "%future added value";
export type useViewerQuery$variables = Record<PropertyKey, never>;
export type useViewerQuery$data = {
  readonly viewer: {
    readonly canSeePrices: boolean;
    readonly companyStatus: CompanyStatus | null | undefined;
    readonly homeRoute: string;
    readonly isLoggedIn: boolean;
    readonly isStaff: boolean;
    readonly roles: ReadonlyArray<Role>;
    readonly user: {
      readonly firstName: string;
      readonly id: string;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"NavBar_viewer">;
  };
};
export type useViewerQuery = {
  response: useViewerQuery$data;
  variables: useViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isLoggedIn",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "roles",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyStatus",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "homeRoute",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canSeePrices",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isStaff",
  "storageKey": null
},
v6 = {
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
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
    "name": "useViewerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5e6be7ca7f36a13cb3099a6323b12952d4c727ab521189a6ca4919e20bacb089",
    "metadata": {},
    "name": "useViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7756aab0160c384bfb2414a185776802";

export default node;
