/**
 * @generated SignedSource<<2cf6eca51e9fc1a4ed8079e16b58ad2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CheckHigherOfferInput = {
  offerId: string;
};
export type CheckHigherOfferMutation$variables = {
  input: CheckHigherOfferInput;
};
export type CheckHigherOfferMutation$data = {
  readonly checkHigherOffer: {
    readonly higherOffer: boolean;
    readonly message: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type CheckHigherOfferMutation = {
  response: CheckHigherOfferMutation$data;
  variables: CheckHigherOfferMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CheckHigherOfferPayload",
    "kind": "LinkedField",
    "name": "checkHigherOffer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "higherOffer",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "CheckHigherOfferMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CheckHigherOfferMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "76a0b6f3a663210ab6b2dea854aa8cc5",
    "id": null,
    "metadata": {},
    "name": "CheckHigherOfferMutation",
    "operationKind": "mutation",
    "text": "mutation CheckHigherOfferMutation(\n  $input: CheckHigherOfferInput!\n) {\n  checkHigherOffer(input: $input) {\n    higherOffer\n    message\n    userErrors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3c82c673dfacef9d2cd4ceaed763c606";

export default node;
