/**
 * @generated SignedSource<<4d8076547929c6093052d8101b5e8e44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleEditForm_query$data = {
  readonly agents: ReadonlyArray<{
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
    readonly nickname: string | null | undefined;
  }>;
  readonly exportLocations: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly " $fragmentType": "VehicleEditForm_query";
};
export type VehicleEditForm_query$key = {
  readonly " $data"?: VehicleEditForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleEditForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleEditForm_query",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExportLocation",
      "kind": "LinkedField",
      "name": "exportLocations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b94297a79c8fe70afff355061142c9bb";

export default node;
