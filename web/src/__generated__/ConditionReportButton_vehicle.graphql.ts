/**
 * @generated SignedSource<<e013479e59e4ce43b6407bc4d0d515ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConditionReportButton_vehicle$data = {
  readonly conditionReports: ReadonlyArray<{
    readonly url: string;
  }>;
  readonly crUrl: string | null | undefined;
  readonly " $fragmentType": "ConditionReportButton_vehicle";
};
export type ConditionReportButton_vehicle$key = {
  readonly " $data"?: ConditionReportButton_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConditionReportButton_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConditionReportButton_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "crUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConditionReportLink",
      "kind": "LinkedField",
      "name": "conditionReports",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "50add33466b57aea35fe07eeb771b013";

export default node;
