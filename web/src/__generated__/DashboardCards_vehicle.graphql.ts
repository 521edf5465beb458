/**
 * @generated SignedSource<<42a9dededc4cae66e2993642b7b6d7e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DashboardCards_vehicle$data = {
  readonly checks: {
    readonly totalCount: number;
  };
  readonly conditionReports: {
    readonly totalCount: number;
  };
  readonly notes: {
    readonly totalCount: number;
  };
  readonly vin: string;
  readonly " $fragmentType": "DashboardCards_vehicle";
};
export type DashboardCards_vehicle$key = {
  readonly " $data"?: DashboardCards_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardCards_vehicle">;
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
  "name": "DashboardCards_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vin",
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

(node as any).hash = "30a9144c737810caf22a98ed9065b476";

export default node;
