/**
 * @generated SignedSource<<b691ee66bac5a0a16d63922021129706>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NoteList_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"NoteCard_note">;
    };
  }>;
  readonly " $fragmentType": "NoteList_connection";
};
export type NoteList_connection$key = {
  readonly " $data"?: NoteList_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoteList_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoteList_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NoteEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Note",
          "kind": "LinkedField",
          "name": "node",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "NoteCard_note"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "NoteConnection",
  "abstractKey": null
};

(node as any).hash = "991051000258c99f0d8138ad8af31b8a";

export default node;
