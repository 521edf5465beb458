/**
 * @generated SignedSource<<be8ab8349d08000198059e157c81c902>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "ACCEPTED" | "BOUGHT" | "COUNTER" | "EXPIRED" | "OFFER" | "%future added value";
export type OfferArrow = "DASH" | "DOWN" | "UP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NotificationCard_notification$data = {
  readonly arrow: OfferArrow | null | undefined;
  readonly kind: NotificationKind;
  readonly offerPrice: {
    readonly amount: string;
  } | null | undefined;
  readonly registerDate: any;
  readonly summary: string;
  readonly vehicle: {
    readonly costUsd: {
      readonly amount: string;
    } | null | undefined;
    readonly id: string;
    readonly location: string | null | undefined;
    readonly miles: number | null | undefined;
    readonly stockNumber: string | null | undefined;
    readonly vinNumber: {
      readonly make: string | null | undefined;
      readonly transmissionType: string | null | undefined;
      readonly trim: string | null | undefined;
      readonly year: number | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentType": "NotificationCard_notification";
};
export type NotificationCard_notification$key = {
  readonly " $data"?: NotificationCard_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationCard_notification">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationCard_notification",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registerDate",
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
      "kind": "ScalarField",
      "name": "arrow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "offerPrice",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
          "name": "stockNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "miles",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "location",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "costUsd",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VinData",
          "kind": "LinkedField",
          "name": "vinNumber",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "make",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "year",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "trim",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "transmissionType",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "43b15a95a45ff03c062f713ede323886";

export default node;
