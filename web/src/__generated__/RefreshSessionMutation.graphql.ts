/**
 * @generated SignedSource<<89f61522c1026f3848f6ff29749709f3>>
 * @relayHash 0eed680de02f91a791fe1e4b3730af30
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 73dba8a10addf9bef6bf9e19034a5c4aef52785ef91dca2dd05745e5039a4780

import type { ConcreteRequest } from 'relay-runtime';
export type RefreshSessionInput = {
  refreshToken: string;
};
export type RefreshSessionMutation$variables = {
  input: RefreshSessionInput;
};
export type RefreshSessionMutation$data = {
  readonly refreshSession: {
    readonly session: {
      readonly accessToken: string;
      readonly expiresAt: any;
      readonly marketPlaceId: number;
      readonly refreshToken: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type RefreshSessionMutation = {
  response: RefreshSessionMutation$data;
  variables: RefreshSessionMutation$variables;
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
    "concreteType": "RefreshSessionPayload",
    "kind": "LinkedField",
    "name": "refreshSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Session",
        "kind": "LinkedField",
        "name": "session",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accessToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "refreshToken",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "marketPlaceId",
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
    "name": "RefreshSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RefreshSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "73dba8a10addf9bef6bf9e19034a5c4aef52785ef91dca2dd05745e5039a4780",
    "metadata": {},
    "name": "RefreshSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1ee76bbeee2cd6941ceb075de3ef1ab1";

export default node;
