/**
 * @generated SignedSource<<b2366271361cba5a6bfc8ed14e047dd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OfferArrow = "DASH" | "DOWN" | "UP" | "%future added value";
export type OfferSide = "DEALER" | "PROVIDER" | "%future added value";
export type OfferStatus = "ACCEPTED" | "ACTIVE" | "CLOSED" | "EXPIRED" | "%future added value";
export type Role = "ROLE_ADMIN" | "ROLE_AGENT" | "ROLE_BUYER" | "ROLE_CLIENT" | "ROLE_REVIEWER" | "ROLE_SUPER_ADMIN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OfferHistory_chain$data = {
  readonly dealer: {
    readonly firstName: string;
    readonly lastName: string;
  };
  readonly offers: ReadonlyArray<{
    readonly arrow: OfferArrow | null | undefined;
    readonly createdAt: any;
    readonly id: string;
    readonly price: {
      readonly amount: string;
    };
    readonly role: Role;
    readonly side: OfferSide;
    readonly status: OfferStatus;
  }>;
  readonly " $fragmentType": "OfferHistory_chain";
};
export type OfferHistory_chain$key = {
  readonly " $data"?: OfferHistory_chain$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferHistory_chain">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferHistory_chain",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OfferDealer",
      "kind": "LinkedField",
      "name": "dealer",
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
      "concreteType": "Offer",
      "kind": "LinkedField",
      "name": "offers",
      "plural": true,
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
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "price",
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
          "kind": "ScalarField",
          "name": "side",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "arrow",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OfferChain",
  "abstractKey": null
};

(node as any).hash = "c32621b2093608becc9a124247dec5a5";

export default node;
