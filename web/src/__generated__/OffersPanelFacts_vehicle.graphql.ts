/**
 * @generated SignedSource<<29b3d0687ef667563509128015e57eaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VehicleStatus = "Draft" | "InStock" | "Inactive" | "ReadyToSell" | "Sold" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OffersPanelFacts_vehicle$data = {
  readonly location: string | null | undefined;
  readonly miles: number | null | undefined;
  readonly price: {
    readonly amount: string;
  } | null | undefined;
  readonly publicId: string;
  readonly releaseDate: any | null | undefined;
  readonly sale: {
    readonly registerDate: any;
  } | null | undefined;
  readonly status: VehicleStatus;
  readonly stockNumber: string | null | undefined;
  readonly title: string;
  readonly vinNumber: {
    readonly make: string | null | undefined;
    readonly model: string | null | undefined;
    readonly options: string | null | undefined;
    readonly trim: string | null | undefined;
    readonly year: number | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ConditionReportButton_vehicle">;
  readonly " $fragmentType": "OffersPanelFacts_vehicle";
};
export type OffersPanelFacts_vehicle$key = {
  readonly " $data"?: OffersPanelFacts_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"OffersPanelFacts_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OffersPanelFacts_vehicle",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publicId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stockNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VinData",
      "kind": "LinkedField",
      "name": "vinNumber",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "make",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "model",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trim",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "options",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "miles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "location",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ConditionReportButton_vehicle"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VehicleSale",
      "kind": "LinkedField",
      "name": "sale",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "registerDate",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "ef5eff873225f520a3cd33c3445866ea";

export default node;
