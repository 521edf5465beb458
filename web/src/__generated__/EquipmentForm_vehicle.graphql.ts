/**
 * @generated SignedSource<<5459d27482cc0599a92793eea6f2dad2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type VehicleEquipment = "airConditioning" | "alarm" | "alloyWheels" | "bluetooth" | "dualClimateControl" | "entertainmentPackage" | "fogLights" | "heatedMirrors" | "heatedSeats" | "keylessEntry" | "leatherSeats" | "memorySeats" | "navigationSystem" | "powerLocks" | "powerMirrors" | "powerSeats" | "powerWindows" | "stabilityControl" | "sunroof" | "towPackage" | "xenonHeadlights" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EquipmentForm_vehicle$data = {
  readonly color: string | null | undefined;
  readonly equipment: ReadonlyArray<VehicleEquipment>;
  readonly id: string;
  readonly vinNumber: {
    readonly transmissionType: string | null | undefined;
  };
  readonly " $fragmentType": "EquipmentForm_vehicle";
};
export type EquipmentForm_vehicle$key = {
  readonly " $data"?: EquipmentForm_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"EquipmentForm_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EquipmentForm_vehicle",
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
      "name": "equipment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "color",
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
          "name": "transmissionType",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "845a478219d7afdb116314000b785e08";

export default node;
