/**
 * @generated SignedSource<<d7a10e071e85cc8151bb4d1f30c60cff>>
 * @relayHash c4eacc307afa13b8712fbdf3a175b2a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0c451d8bb5aa5b075ec4abfa15a142d59a527c8ed7ecebfd41930cee074ccc7

import type { ConcreteRequest } from 'relay-runtime';
export type DeleteVehicleInput = {
  vehicleId: string;
};
export type DeleteVehicleMutation$variables = {
  input: DeleteVehicleInput;
};
export type DeleteVehicleMutation$data = {
  readonly deleteVehicle: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly vehicle: {
      readonly id: string;
    } | null | undefined;
  };
};
export type DeleteVehicleMutation = {
  response: DeleteVehicleMutation$data;
  variables: DeleteVehicleMutation$variables;
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
    "name": "deleteVehicle",
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
    "name": "DeleteVehicleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DeleteVehicleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f0c451d8bb5aa5b075ec4abfa15a142d59a527c8ed7ecebfd41930cee074ccc7",
    "metadata": {},
    "name": "DeleteVehicleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "980f40abdf635aa926910c121d647b8f";

export default node;
