/**
 * @generated SignedSource<<f8c6f83154589717f77f2739caa4ee8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SentEmailCard_email$data = {
  readonly createdAt: any;
  readonly error: string | null | undefined;
  readonly links: ReadonlyArray<string>;
  readonly sentAt: any | null | undefined;
  readonly subject: string;
  readonly text: string;
  readonly to: string;
  readonly " $fragmentType": "SentEmailCard_email";
};
export type SentEmailCard_email$key = {
  readonly " $data"?: SentEmailCard_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"SentEmailCard_email">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SentEmailCard_email",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "links",
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
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    }
  ],
  "type": "SentEmail",
  "abstractKey": null
};

(node as any).hash = "0bc413f8c05407ed1c1be866f27fcc1d";

export default node;
