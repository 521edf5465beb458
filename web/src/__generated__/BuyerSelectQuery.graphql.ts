/**
 * @generated SignedSource<<c998f6491fd2d77ede0f0cf5fbe8faee>>
 * @relayHash a38843245674ee5a7d2f71cf9d049ddb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fbe8783d534c1943e4899e6235c8d0b149b7736235d841000b0861825f8466d0

import type { ConcreteRequest } from 'relay-runtime';
export type BuyerSelectQuery$variables = {
  search?: string | null | undefined;
};
export type BuyerSelectQuery$data = {
  readonly saleBuyers: ReadonlyArray<{
    readonly companyName: string | null | undefined;
    readonly email: string;
    readonly firstName: string;
    readonly id: string;
    readonly lastName: string;
  }>;
};
export type BuyerSelectQuery = {
  response: BuyerSelectQuery$data;
  variables: BuyerSelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "SaleBuyerOption",
    "kind": "LinkedField",
    "name": "saleBuyers",
    "plural": true,
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
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyName",
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
    "name": "BuyerSelectQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BuyerSelectQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fbe8783d534c1943e4899e6235c8d0b149b7736235d841000b0861825f8466d0",
    "metadata": {},
    "name": "BuyerSelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d4800ecac39645702816aae4436ed93e";

export default node;
