/**
 * @generated SignedSource<<8b77731ae9f6fd0c98eac5488b8e16b8>>
 * @relayHash 9eb11806dd19b9a5b7bc28f066d4359d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9738dea006cd40c9f44b0e448ba38fc8419111c0967b5312e712ca1637d79e17

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
    "id": "9738dea006cd40c9f44b0e448ba38fc8419111c0967b5312e712ca1637d79e17",
    "metadata": {},
    "name": "RejectDealerUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8f00e6b530d6c729d18dacdfaa014f6e";

export default node;
