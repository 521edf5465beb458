/**
 * @generated SignedSource<<355ccb4ed0485b7d537abf063d10111d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminUserResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly company: {
        readonly id: string;
      } | null | undefined;
      readonly fullName: string;
      readonly id: string;
      readonly registeredCompany: {
        readonly id: string;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"UserDetailsModal_user" | "UserRow_user">;
    };
  }>;
  readonly totalCount: number;
  readonly " $fragmentType": "AdminUserResults_connection";
};
export type AdminUserResults_connection$key = {
  readonly " $data"?: AdminUserResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminUserResults_connection">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminUserResults_connection",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fullName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Company",
              "kind": "LinkedField",
              "name": "company",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Company",
              "kind": "LinkedField",
              "name": "registeredCompany",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "UserRow_user"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "UserDetailsModal_user"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UserConnection",
  "abstractKey": null
};
})();

(node as any).hash = "9e719f6dbf5ba404201a07364f82ff40";

export default node;
