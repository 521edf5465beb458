/**
 * @generated SignedSource<<10fe9ca10403f91e58a38d7fef5fe39e>>
 * @relayHash 507b7248842c568b94f485ad7f85b5a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 16e82e84046b5d054f1fd02b9688555db362d44dcf5cc8468fc4f9ae337a38e0

import type { ConcreteRequest } from 'relay-runtime';
export type UserStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type SetUserStatusInput = {
  status: UserStatus;
  userId: string;
};
export type SetUserStatusMutation$variables = {
  input: SetUserStatusInput;
};
export type SetUserStatusMutation$data = {
  readonly setUserStatus: {
    readonly user: {
      readonly id: string;
      readonly invitationPending: boolean | null | undefined;
      readonly status: UserStatus | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SetUserStatusMutation = {
  response: SetUserStatusMutation$data;
  variables: SetUserStatusMutation$variables;
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
    "name": "setUserStatus",
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
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invitationPending",
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
    "name": "SetUserStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetUserStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "16e82e84046b5d054f1fd02b9688555db362d44dcf5cc8468fc4f9ae337a38e0",
    "metadata": {},
    "name": "SetUserStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7d91ebcb47fbaed0ff9c15bfcf0f2013";

export default node;
