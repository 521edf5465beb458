/**
 * @generated SignedSource<<59ba97f370ac341b1a5626c28c28ba38>>
 * @relayHash 9cbfdb63f6b280a5755d53702e738044
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0340928b1a4fb0e3e9312f5161ffaf3a8eee6c19ed49a545f656d2c349fad3b4

import type { ConcreteRequest } from 'relay-runtime';
export type CompleteInvitationInput = {
  password: string;
  token: string;
};
export type CompleteInvitationMutation$variables = {
  input: CompleteInvitationInput;
};
export type CompleteInvitationMutation$data = {
  readonly completeInvitation: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CompleteInvitationMutation = {
  response: CompleteInvitationMutation$data;
  variables: CompleteInvitationMutation$variables;
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
    "concreteType": "CompleteInvitationPayload",
    "kind": "LinkedField",
    "name": "completeInvitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
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
    "name": "CompleteInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompleteInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0340928b1a4fb0e3e9312f5161ffaf3a8eee6c19ed49a545f656d2c349fad3b4",
    "metadata": {},
    "name": "CompleteInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b9cc8e518aac99bfdea96c4a662e8a59";

export default node;
