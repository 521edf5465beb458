/**
 * @generated SignedSource<<77e6b31c458020bf81228fa3b41ce8b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "f5a02348b77f890a65f79eb32e2cbd4e",
    "id": null,
    "metadata": {},
    "name": "SaveReceivedPriceMutation",
    "operationKind": "mutation",
    "text": "mutation SaveReceivedPriceMutation(\n  $input: SaveReceivedPriceInput!\n) {\n  saveReceivedPrice(input: $input) {\n    vehicle {\n      id\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cbb2adff3e8dc05d205a941bdd2796ba";

export default node;
