/**
 * @generated SignedSource<<d96d0e3494f6a0e6ca0b643f8434cb6d>>
 * @relayHash 6bd0ece611a38be980edcdb923cafa02
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab7da61fabad50fc1392022859541633e7a6246e25a5ca5c3f5426fd90299192

import type { ConcreteRequest } from 'relay-runtime';
export type SetVehicleRecordStatusInput = {
  id: string;
  status: boolean;
};
export type SetVehicleRecordStatusMutation$variables = {
  input: SetVehicleRecordStatusInput;
};
export type SetVehicleRecordStatusMutation$data = {
  readonly setVehicleRecordStatus: {
    readonly record: {
      readonly id: string;
      readonly status: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SetVehicleRecordStatusMutation = {
  response: SetVehicleRecordStatusMutation$data;
  variables: SetVehicleRecordStatusMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SetVehicleRecordStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetVehicleRecordStatusPayload",
        "kind": "LinkedField",
        "name": "setVehicleRecordStatus",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetVehicleRecordStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetVehicleRecordStatusPayload",
        "kind": "LinkedField",
        "name": "setVehicleRecordStatus",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "record",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ab7da61fabad50fc1392022859541633e7a6246e25a5ca5c3f5426fd90299192",
    "metadata": {},
    "name": "SetVehicleRecordStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ef6aca5314b176f288a7f00777267815";

export default node;
