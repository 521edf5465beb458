/**
 * @generated SignedSource<<46b2ac44812e2fdb28e7dee004922fac>>
 * @relayHash 2bfb411dad56c0676ebf31bc3f106bc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d8e0743598daba9421c0651cd6c0f139912606215246eefb4ab79da76c18d48

import type { ConcreteRequest } from 'relay-runtime';
export type NotificationKind = "ACCEPTED" | "BOUGHT" | "COUNTER" | "EXPIRED" | "OFFER" | "%future added value";
export type NotificationEventsSubscription$variables = {
  after?: string | null | undefined;
};
export type NotificationEventsSubscription$data = {
  readonly notificationEvents: {
    readonly cursor: string;
    readonly notification: {
      readonly buyer: {
        readonly firstName: string;
        readonly lastName: string;
      } | null | undefined;
      readonly id: string;
      readonly kind: NotificationKind;
      readonly offerPrice: {
        readonly amount: string;
      } | null | undefined;
      readonly read: boolean;
      readonly summary: string;
      readonly vehicle: {
        readonly id: string;
        readonly stockNumber: string | null | undefined;
      } | null | undefined;
    };
    readonly unreadCount: number;
  };
};
export type NotificationEventsSubscription = {
  response: NotificationEventsSubscription$data;
  variables: NotificationEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      }
    ],
    "concreteType": "NotificationEvent",
    "kind": "LinkedField",
    "name": "notificationEvents",
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
        "name": "unreadCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "read",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "summary",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "offerPrice",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationBuyer",
            "kind": "LinkedField",
            "name": "buyer",
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
                "name": "lastName",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Vehicle",
            "kind": "LinkedField",
            "name": "vehicle",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stockNumber",
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
    "name": "NotificationEventsSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NotificationEventsSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9d8e0743598daba9421c0651cd6c0f139912606215246eefb4ab79da76c18d48",
    "metadata": {},
    "name": "NotificationEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e67f0cdc210d9d0e017c153afa1f8a1f";

export default node;
