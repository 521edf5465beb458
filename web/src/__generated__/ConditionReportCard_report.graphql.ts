/**
 * @generated SignedSource<<bbf5675799237370f130a9a86994248d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConditionReportCard_report$data = {
  readonly url: string;
  readonly " $fragmentSpreads": FragmentRefs<"RecordMeta_record">;
  readonly " $fragmentType": "ConditionReportCard_report";
};
export type ConditionReportCard_report$key = {
  readonly " $data"?: ConditionReportCard_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConditionReportCard_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConditionReportCard_report",
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
      "name": "url",
      "storageKey": null
    }
  ],
  "type": "ConditionReport",
  "abstractKey": null
};

(node as any).hash = "79e28189ed58a9b1148ac31f714d1326";

export default node;
