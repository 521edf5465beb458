/**
 * @generated SignedSource<<76f6f7f2b7bde81d16bf8c29c750b9d7>>
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
    readonly databaseId: number;
    readonly firstName: string;
    readonly lastName: string;
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
          "name": "databaseId",
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

(node as any).hash = "e81a99ffc0d719d6c40c087cf9ca8c05";

export default node;
