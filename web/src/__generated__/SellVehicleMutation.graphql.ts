/**
 * @generated SignedSource<<9af18d4dbc84f8ee110d749bcfa5948a>>
 * @relayHash ba192bef9a4de45a83751e8f84c18d9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21c8809da5e825ec975980502ead8ba8ee172fbc33757523c8b94b57bc2564cd

import type { ConcreteRequest } from 'relay-runtime';
export type SellVehicleInput = {
  buyerId: string;
  date: string;
  price: string;
  vehicleId: string;
};
export type SellVehicleMutation$variables = {
  input: SellVehicleInput;
};
export type SellVehicleMutation$data = {
  readonly sellVehicle: {
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
export type SellVehicleMutation = {
  response: SellVehicleMutation$data;
  variables: SellVehicleMutation$variables;
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
    "name": "sellVehicle",
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
    "name": "SellVehicleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SellVehicleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "21c8809da5e825ec975980502ead8ba8ee172fbc33757523c8b94b57bc2564cd",
    "metadata": {},
    "name": "SellVehicleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ff295ead57991fd0261bba17e3b5bf02";

export default node;
