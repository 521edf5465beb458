/**
 * @generated SignedSource<<c478324b89e5262cf986af7b45fbabcf>>
 * @relayHash 239ad0e5741b3372c3d71ae75c24003e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58772714256e1537655f10337a7eae0c9e3c0f4c28bea957e1bc059b1062528d

import type { ConcreteRequest } from 'relay-runtime';
export type VehicleStatus = "Draft" | "InStock" | "Inactive" | "ReadyToSell" | "Sold" | "%future added value";
export type RegisterVehicleInput = {
  vin: string;
};
export type RegisterVehicleMutation$variables = {
  input: RegisterVehicleInput;
};
export type RegisterVehicleMutation$data = {
  readonly registerVehicle: {
    readonly created: boolean;
    readonly decoded: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly vehicle: {
      readonly id: string;
      readonly status: VehicleStatus;
      readonly title: string;
      readonly vin: string;
    } | null | undefined;
  };
};
export type RegisterVehicleMutation = {
  response: RegisterVehicleMutation$data;
  variables: RegisterVehicleMutation$variables;
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
    "concreteType": "RegisterVehiclePayload",
    "kind": "LinkedField",
    "name": "registerVehicle",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "created",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "decoded",
        "storageKey": null
      },
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
            "name": "vin",
            "storageKey": null
          },
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
    "name": "RegisterVehicleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegisterVehicleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "58772714256e1537655f10337a7eae0c9e3c0f4c28bea957e1bc059b1062528d",
    "metadata": {},
    "name": "RegisterVehicleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1783ec58c13ccf828013f4051648c89b";

export default node;
