/**
 * @generated SignedSource<<83b12bb93c46bf09955110acc142ae26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useRecordPage_vehicle$data = {
  readonly checks?: {
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"CheckList_connection">;
  };
  readonly conditionReports?: {
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"ConditionReportList_connection">;
  };
  readonly notes?: {
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"NoteList_connection">;
  };
  readonly " $fragmentType": "useRecordPage_vehicle";
};
export type useRecordPage_vehicle$key = {
  readonly " $data"?: useRecordPage_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"useRecordPage_vehicle">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "checks"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "notes"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "reports"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "useRecordPage_vehicle",
  "selections": [
    {
      "condition": "checks",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "concreteType": "CheckConnection",
          "kind": "LinkedField",
          "name": "checks",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CheckList_connection"
            }
          ],
          "storageKey": null
        }
      ]
    },
    {
      "condition": "reports",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "concreteType": "ConditionReportConnection",
          "kind": "LinkedField",
          "name": "conditionReports",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ConditionReportList_connection"
            }
          ],
          "storageKey": null
        }
      ]
    },
    {
      "condition": "notes",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "concreteType": "NoteConnection",
          "kind": "LinkedField",
          "name": "notes",
          "plural": false,
          "selections": [
            (v1/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "NoteList_connection"
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};
})();

(node as any).hash = "35c555843758fc65c6bed83b33fe36f7";

export default node;
