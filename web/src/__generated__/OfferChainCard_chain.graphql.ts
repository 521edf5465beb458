/**
 * @generated SignedSource<<5f5893d9dbd0450e4978212bdb974fda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OfferChainState = "ACCEPTED" | "CLOSED" | "OPEN" | "%future added value";
export type OfferStatus = "ACCEPTED" | "ACTIVE" | "CLOSED" | "EXPIRED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OfferChainCard_chain$data = {
  readonly dealer: {
    readonly companyName: string | null | undefined;
    readonly firstName: string;
    readonly lastName: string;
    readonly userId: string;
  };
  readonly id: string;
  readonly isOpen: boolean;
  readonly lastOffer: {
    readonly expiresAt: any;
    readonly id: string;
    readonly status: OfferStatus;
  } | null | undefined;
  readonly state: OfferChainState;
  readonly viewerCanAccept: boolean;
  readonly viewerCanCounter: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"OfferHistory_chain">;
  readonly " $fragmentType": "OfferChainCard_chain";
};
export type OfferChainCard_chain$key = {
  readonly " $data"?: OfferChainCard_chain$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferChainCard_chain">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferChainCard_chain",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOpen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanCounter",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanAccept",
      "storageKey": null
    },
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
          "name": "userId",
          "storageKey": null
        },
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "companyName",
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
      "name": "lastOffer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfferHistory_chain"
    }
  ],
  "type": "OfferChain",
  "abstractKey": null
};
})();

(node as any).hash = "c4509e3d44abf2e8f94de2fb4d473b45";

export default node;
