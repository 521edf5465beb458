/**
 * @generated SignedSource<<ba2b68f591833355bc8a422ef6fc06cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CheckCard_check$data = {
  readonly amount: {
    readonly amount: string;
  };
  readonly date: string;
  readonly number: number;
  readonly " $fragmentSpreads": FragmentRefs<"RecordMeta_record">;
  readonly " $fragmentType": "CheckCard_check";
};
export type CheckCard_check$key = {
  readonly " $data"?: CheckCard_check$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckCard_check">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckCard_check",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RecordMeta_record"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "amount",
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
    }
  ],
  "type": "Check",
  "abstractKey": null
};

(node as any).hash = "782a5e3887d9e8eb2c8daa183f6e079a";

export default node;
