/**
 * @generated SignedSource<<5ec866ccb4ec76d7a15c3957f20a88b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConditionReportList_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ConditionReportCard_report">;
    };
  }>;
  readonly " $fragmentType": "ConditionReportList_connection";
};
export type ConditionReportList_connection$key = {
  readonly " $data"?: ConditionReportList_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConditionReportList_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConditionReportList_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ConditionReportEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ConditionReport",
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
              "name": "ConditionReportCard_report"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ConditionReportConnection",
  "abstractKey": null
};

(node as any).hash = "575353f137d93e7b1f8787ffdc756f41";

export default node;
