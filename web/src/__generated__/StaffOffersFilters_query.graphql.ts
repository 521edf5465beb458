/**
 * @generated SignedSource<<d973e5833a2ec5bb4f6dfdaf242ae8bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StaffOffersFilters_query$data = {
  readonly agents?: ReadonlyArray<{
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly nickname: string | null | undefined;
  }>;
  readonly " $fragmentType": "StaffOffersFilters_query";
};
export type StaffOffersFilters_query$key = {
  readonly " $data"?: StaffOffersFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffOffersFilters_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": false,
      "kind": "LocalArgument",
      "name": "withAgents"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffOffersFilters_query",
  "selections": [
    {
      "condition": "withAgents",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Agent",
          "kind": "LinkedField",
          "name": "agents",
          "plural": true,
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
              "kind": "ScalarField",
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nickname",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d5100d9320caf06f0eeeadcb41117749";

export default node;
