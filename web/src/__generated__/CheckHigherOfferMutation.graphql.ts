/**
 * @generated SignedSource<<954bc3cae9531d7621299c80ff14c08f>>
 * @relayHash 76a0b6f3a663210ab6b2dea854aa8cc5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9cccbb2734b8fd3aef2ecca64999fbe3aafd03b9cf5dd6855eadd215de6ff54d

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
    "id": "9cccbb2734b8fd3aef2ecca64999fbe3aafd03b9cf5dd6855eadd215de6ff54d",
    "metadata": {},
    "name": "CheckHigherOfferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3c82c673dfacef9d2cd4ceaed763c606";

export default node;
