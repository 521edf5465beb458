/**
 * @generated SignedSource<<a2c0d947d935297d7c90825a2ac319d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type DealerStage = "ACTIVE" | "IN_REVIEW" | "PRE_REGISTRATION" | "REJECTED" | "%future added value";
export type RejectDealerUserInput = {
  userId: string;
};
export type RejectDealerUserMutation$variables = {
  input: RejectDealerUserInput;
};
export type RejectDealerUserMutation$data = {
  readonly rejectDealerUser: {
    readonly user: {
      readonly id: string;
      readonly stage: DealerStage | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type RejectDealerUserMutation = {
  response: RejectDealerUserMutation$data;
  variables: RejectDealerUserMutation$variables;
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
    "concreteType": "UserPayload",
    "kind": "LinkedField",
    "name": "rejectDealerUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "stage",
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
    "name": "RejectDealerUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RejectDealerUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9eb11806dd19b9a5b7bc28f066d4359d",
    "id": null,
    "metadata": {},
    "name": "RejectDealerUserMutation",
    "operationKind": "mutation",
    "text": "mutation RejectDealerUserMutation(\n  $input: RejectDealerUserInput!\n) {\n  rejectDealerUser(input: $input) {\n    user {\n      id\n      stage\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f00e6b530d6c729d18dacdfaa014f6e";

export default node;
