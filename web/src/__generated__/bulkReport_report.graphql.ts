/**
 * @generated SignedSource<<b61a723281a7ea0b14c36d6b82ffc46a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BulkRowOutcome = "created" | "deleted" | "incomplete" | "invalid" | "notFound" | "sold" | "updated" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type bulkReport_report$data = {
  readonly applied: boolean;
  readonly incompleteRegister: ReadonlyArray<string>;
  readonly rows: ReadonlyArray<{
    readonly line: number;
    readonly message: string | null | undefined;
    readonly outcome: BulkRowOutcome;
    readonly vinNumber: string;
  }>;
  readonly vinNumberNotFound: ReadonlyArray<string>;
  readonly vinNumberSold: ReadonlyArray<string>;
  readonly " $fragmentType": "bulkReport_report";
};
export type bulkReport_report$key = {
  readonly " $data"?: bulkReport_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"bulkReport_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "bulkReport_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "applied",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vinNumberNotFound",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vinNumberSold",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "incompleteRegister",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BulkRow",
      "kind": "LinkedField",
      "name": "rows",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vinNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outcome",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "BulkFileReport",
  "abstractKey": null
};

(node as any).hash = "c8bdb28aba947b52230fa2b5854ac5e1";

export default node;
