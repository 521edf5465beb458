/**
 * @generated SignedSource<<250a1560a65b2c2c835e69d50b7f7a8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VehicleStatus = "Draft" | "InStock" | "Inactive" | "ReadyToSell" | "Sold" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type VehicleEditScreen_vehicle$data = {
  readonly id: string;
  readonly status: VehicleStatus;
  readonly viewerCanEdit: boolean;
  readonly vin: string;
  readonly " $fragmentSpreads": FragmentRefs<"EquipmentForm_vehicle" | "VehicleEditForm_vehicle" | "VehiclePhotos_vehicle" | "VehiclePriceForm_vehicle" | "VinDataCard_vehicle">;
  readonly " $fragmentType": "VehicleEditScreen_vehicle";
};
export type VehicleEditScreen_vehicle$key = {
  readonly " $data"?: VehicleEditScreen_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleEditScreen_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleEditScreen_vehicle",
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
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehicleEditForm_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehiclePriceForm_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EquipmentForm_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VinDataCard_vehicle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "VehiclePhotos_vehicle"
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "7fb13bc242d7d018945d9aeb9ef98635";

export default node;
