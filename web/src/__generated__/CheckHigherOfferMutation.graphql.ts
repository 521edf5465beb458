/**
 * @generated SignedSource<<3c7554c5a0c63b4a6e7d58f4031bce53>>
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
    readonly errors: ReadonlyArray<{
      readonly message: string;
    }>;
    readonly higherOffer: boolean;
    readonly message: string | null | undefined;
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
        "name": "errors",
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
    "cacheID": "040f689cd1de35e559aaa60868387ae2",
    "id": null,
    "metadata": {},
    "name": "CheckHigherOfferMutation",
    "operationKind": "mutation",
    "text": "mutation CheckHigherOfferMutation(\n  $input: CheckHigherOfferInput!\n) {\n  checkHigherOffer(input: $input) {\n    higherOffer\n    message\n    errors {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4be1dbd9573b7844871066e9733ba9aa";

export default node;
