/**
 * @generated SignedSource<<78e40e67de3c8af6d35cf6e415124407>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NoteCard_note$data = {
  readonly description: string;
  readonly " $fragmentSpreads": FragmentRefs<"RecordMeta_record">;
  readonly " $fragmentType": "NoteCard_note";
};
export type NoteCard_note$key = {
  readonly " $data"?: NoteCard_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoteCard_note">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoteCard_note",
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
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "Note",
  "abstractKey": null
};

(node as any).hash = "8fc348371e3c2efa500ccc29e267f88f";

export default node;
