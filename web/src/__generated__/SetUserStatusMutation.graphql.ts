/**
 * @generated SignedSource<<6b80782db5a490c42a91c4abea1a6e2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "507b7248842c568b94f485ad7f85b5a2",
    "id": null,
    "metadata": {},
    "name": "SetUserStatusMutation",
    "operationKind": "mutation",
    "text": "mutation SetUserStatusMutation(\n  $input: SetUserStatusInput!\n) {\n  setUserStatus(input: $input) {\n    user {\n      id\n      status\n      invitationPending\n    }\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d91ebcb47fbaed0ff9c15bfcf0f2013";

export default node;
