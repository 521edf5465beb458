/**
 * @generated SignedSource<<44e74255553a5d37aadb284fdd37c53a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OffersPanelFacts_viewer$data = {
  readonly canSeePrices: boolean;
  readonly isLoggedIn: boolean;
  readonly " $fragmentType": "OffersPanelFacts_viewer";
};
export type OffersPanelFacts_viewer$key = {
  readonly " $data"?: OffersPanelFacts_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OffersPanelFacts_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OffersPanelFacts_viewer",
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
      "name": "canSeePrices",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "1096f1a3e7ed8cf19a4bf985863537f8";

export default node;
