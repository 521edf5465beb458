/**
 * @generated SignedSource<<b658ad915fbc5e1c4543b7fd6d707f14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RecordMeta_record$data = {
  readonly author: {
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
  readonly createdAt: any;
  readonly id: string;
  readonly status: boolean;
  readonly " $fragmentType": "RecordMeta_record";
};
export type RecordMeta_record$key = {
  readonly " $data"?: RecordMeta_record$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordMeta_record">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordMeta_record",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VehicleRecord",
  "abstractKey": "__isVehicleRecord"
};

(node as any).hash = "f80c3fa27a752486dcb279779e0af579";

export default node;
