/**
 * @generated SignedSource<<f02fda95a37616464c7cade7ff2f0704>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UserFilter_query$data = {
  readonly companyUsers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly fullName: string;
        readonly id: string;
      };
    }>;
  };
  readonly " $fragmentType": "UserFilter_query";
};
export type UserFilter_query$key = {
  readonly " $data"?: UserFilter_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserFilter_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserFilter_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "companyUsers",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fullName",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "companyUsers(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a7faa5a7e397608486d43e34fc136d3f";

export default node;
