/**
 * @generated SignedSource<<aa0b351120796ed01ca5fd5c496e68a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConditionReportButton_vehicle$data = {
  readonly conditionReportLinks: ReadonlyArray<{
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
      "name": "conditionReportLinks",
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

(node as any).hash = "2d9adc4a1806b7b74a072d17c9d3b92e";

export default node;
