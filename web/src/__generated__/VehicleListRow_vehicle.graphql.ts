/**
 * @generated SignedSource<<ea6e50019bdc98e5c99c1f40ec8d83f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VehicleStatus = "Draft" | "InStock" | "Inactive" | "ReadyToSell" | "Sold" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type VehicleListRow_vehicle$data = {
  readonly photos: ReadonlyArray<{
    readonly thumbnailUrl: string;
    readonly url: string;
  }>;
  readonly releaseDate: any | null | undefined;
  readonly status: VehicleStatus;
  readonly title: string;
  readonly vin: string;
  readonly " $fragmentSpreads": FragmentRefs<"ConditionReportButton_vehicle" | "VehicleFacts_vehicle" | "VehicleOfferActions_vehicle" | "VehiclePrice_vehicle" | "VehicleTitle_vehicle" | "useVehicleActions_vehicle">;
  readonly " $fragmentType": "VehicleListRow_vehicle";
};
export type VehicleListRow_vehicle$key = {
  readonly " $data"?: VehicleListRow_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleListRow_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleListRow_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vin",
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
      "kind": "ScalarField",
      "name": "releaseDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Photo",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbnailUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConditionReportButton_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useVehicleActions_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleTitle_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehiclePrice_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleFacts_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleOfferActions_vehicle"
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "bd141dc398019072dc5fc82694560612";

export default node;
