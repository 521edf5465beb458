/**
 * @generated SignedSource<<091dc922c3f8f5b5b799387c8f275d4b>>
 * @relayHash 58fc8254e7fc4fe404dbec88de217053
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b5f282352af8776fbee1bb1eddd95b45e2ebd2bfb7995bc06d1e89178de47f1

import type { ConcreteRequest } from 'relay-runtime';
export type SettableVehicleStatus = "Draft" | "InStock" | "ReadyToSell" | "%future added value";
export type VehicleSaleField = "color" | "costUsd" | "location" | "make" | "miles" | "model" | "price" | "stockNumber" | "userId" | "year" | "%future added value";
export type VehicleStatus = "Draft" | "InStock" | "Inactive" | "ReadyToSell" | "Sold" | "%future added value";
export type SetVehicleStatusInput = {
  status: SettableVehicleStatus;
  vehicleId: string;
};
export type SetVehicleStatusMutation$variables = {
  input: SetVehicleStatusInput;
};
export type SetVehicleStatusMutation$data = {
  readonly setVehicleStatus: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly vehicle: {
      readonly id: string;
      readonly missingForSale: ReadonlyArray<VehicleSaleField>;
      readonly status: VehicleStatus;
    } | null | undefined;
  };
};
export type SetVehicleStatusMutation = {
  response: SetVehicleStatusMutation$data;
  variables: SetVehicleStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "VehiclePayload",
    "kind": "LinkedField",
    "name": "setVehicleStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Vehicle",
        "kind": "LinkedField",
        "name": "vehicle",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "missingForSale",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SetVehicleStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetVehicleStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0b5f282352af8776fbee1bb1eddd95b45e2ebd2bfb7995bc06d1e89178de47f1",
    "metadata": {},
    "name": "SetVehicleStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7dc3a81e6135373ca531f3f5357ed6d2";

export default node;
