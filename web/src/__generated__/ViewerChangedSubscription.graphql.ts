/**
 * @generated SignedSource<<6d220b6af5abdf2c7f2c398e82909fc4>>
 * @relayHash fb284af5d8688a7f96dac29319b9cd47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffe07d680c5df009536be08eae9f174bcb4623b1d6722a4a1cf41363b2b654f4

import type { ConcreteRequest } from 'relay-runtime';
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ROLE_ADMIN" | "ROLE_AGENT" | "ROLE_BUYER" | "ROLE_CLIENT" | "ROLE_REVIEWER" | "ROLE_SUPER_ADMIN" | "%future added value";
export type ViewerChangeReason = "COMPANY_ASSIGNED" | "COMPANY_STATUS" | "USER_REJECTED" | "USER_STATUS" | "%future added value";
export type ViewerChangedSubscription$variables = {
  after?: string | null | undefined;
};
export type ViewerChangedSubscription$data = {
  readonly viewerChanged: {
    readonly cursor: string;
    readonly reason: ViewerChangeReason;
    readonly viewer: {
      readonly activeOfferCount: number;
      readonly canSeePrices: boolean;
      readonly companyStatus: CompanyStatus | null | undefined;
      readonly homeRoute: string;
      readonly isLoggedIn: boolean;
      readonly isStaff: boolean;
      readonly offerNotificationCount: number;
      readonly roles: ReadonlyArray<Role>;
      readonly user: {
        readonly firstName: string;
        readonly id: string;
      } | null | undefined;
    };
  };
};
export type ViewerChangedSubscription = {
  response: ViewerChangedSubscription$data;
  variables: ViewerChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      }
    ],
    "concreteType": "ViewerChangedEvent",
    "kind": "LinkedField",
    "name": "viewerChanged",
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
        "kind": "ScalarField",
        "name": "reason",
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
            "kind": "ScalarField",
            "name": "canSeePrices",
            "storageKey": null
          },
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
            "name": "offerNotificationCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "activeOfferCount",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewerChangedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ViewerChangedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ffe07d680c5df009536be08eae9f174bcb4623b1d6722a4a1cf41363b2b654f4",
    "metadata": {},
    "name": "ViewerChangedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "1b5940df64f2b10c23694de91304349b";

export default node;
