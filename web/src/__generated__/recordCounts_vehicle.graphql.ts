/**
 * @generated SignedSource<<7e9ccf39a36f264766b22be0abd1906f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type recordCounts_vehicle$data = {
  readonly checks: {
    readonly totalCount: number;
  };
  readonly conditionReports: {
    readonly totalCount: number;
  };
  readonly id: string;
  readonly notes: {
    readonly totalCount: number;
  };
  readonly " $fragmentType": "recordCounts_vehicle";
};
export type recordCounts_vehicle$key = {
  readonly " $data"?: recordCounts_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"recordCounts_vehicle">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "recordCounts_vehicle",
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
      "concreteType": "CheckConnection",
      "kind": "LinkedField",
      "name": "checks",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConditionReportConnection",
      "kind": "LinkedField",
      "name": "conditionReports",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NoteConnection",
      "kind": "LinkedField",
      "name": "notes",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};
})();

(node as any).hash = "5f0f5cb3ba6190fcfedda8a4ba22220e";

export default node;
