/**
 * @generated SignedSource<<972bfabdc3a4566fc25c9e459987cc4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleDetailBody_vehicle$data = {
  readonly conditionReports: ReadonlyArray<{
    readonly url: string;
  }>;
  readonly crUrl: string | null | undefined;
  readonly exportLocation: {
    readonly address: string | null | undefined;
    readonly link: string | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly location: string | null | undefined;
  readonly photos: ReadonlyArray<{
    readonly partName: string | null | undefined;
    readonly thumbnailUrl: string;
    readonly url: string;
  }>;
  readonly publicId: string;
  readonly releaseDate: any | null | undefined;
  readonly title: string;
  readonly vin: string;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleOfferActions_vehicle" | "VehiclePrice_vehicle" | "VehicleSaleDetails_vehicle" | "VehicleSpecList_vehicle" | "VehicleStaffDetails_vehicle" | "VehicleTitle_vehicle" | "useVehicleActions_vehicle">;
  readonly " $fragmentType": "VehicleDetailBody_vehicle";
};
export type VehicleDetailBody_vehicle$key = {
  readonly " $data"?: VehicleDetailBody_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleDetailBody_vehicle">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleDetailBody_vehicle",
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
      "name": "publicId",
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
      "kind": "ScalarField",
      "name": "location",
      "storageKey": null
    },
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ExportLocation",
      "kind": "LinkedField",
      "name": "exportLocation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "link",
          "storageKey": null
        }
      ],
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbnailUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partName",
          "storageKey": null
        }
      ],
      "storageKey": null
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
      "name": "VehicleStaffDetails_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleSaleDetails_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleOfferActions_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleSpecList_vehicle"
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};
})();

(node as any).hash = "b50618f304b4266fbd952d9aa22fee14";

export default node;
