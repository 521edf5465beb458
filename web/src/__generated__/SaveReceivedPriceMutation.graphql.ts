/**
 * @generated SignedSource<<401fce29a037c39ee1e9f765162f6a9b>>
 * @relayHash f5a02348b77f890a65f79eb32e2cbd4e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b046c838839f13d210922ac469367b2a1e93acb12002c5c0ad406996ea57b2d2

import type { ConcreteRequest } from 'relay-runtime';
export type SaveReceivedPriceInput = {
  receivedPrice: string;
  vehicleId: string;
};
export type SaveReceivedPriceMutation$variables = {
  input: SaveReceivedPriceInput;
};
export type SaveReceivedPriceMutation$data = {
  readonly saveReceivedPrice: {
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
export type SaveReceivedPriceMutation = {
  response: SaveReceivedPriceMutation$data;
  variables: SaveReceivedPriceMutation$variables;
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
    "name": "saveReceivedPrice",
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
    "name": "SaveReceivedPriceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveReceivedPriceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b046c838839f13d210922ac469367b2a1e93acb12002c5c0ad406996ea57b2d2",
    "metadata": {},
    "name": "SaveReceivedPriceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cbb2adff3e8dc05d205a941bdd2796ba";

export default node;
