/**
 * @generated SignedSource<<c011133953b71c15f6743acef937fc09>>
 * @relayHash cf9a56075e2349eeb14329a099fb4255
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81ab5f0b14381ee60601e5c299931be5b26da327f2b340f4261fb0d3877876f0

import type { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type RequestPasswordResetMutation$variables = {
  input: RequestPasswordResetInput;
};
export type RequestPasswordResetMutation$data = {
  readonly requestPasswordReset: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type RequestPasswordResetMutation = {
  response: RequestPasswordResetMutation$data;
  variables: RequestPasswordResetMutation$variables;
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
    "concreteType": "RequestPasswordResetPayload",
    "kind": "LinkedField",
    "name": "requestPasswordReset",
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
    "name": "RequestPasswordResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequestPasswordResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "81ab5f0b14381ee60601e5c299931be5b26da327f2b340f4261fb0d3877876f0",
    "metadata": {},
    "name": "RequestPasswordResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f11348524586f85b6ee7cd5eea875dc1";

export default node;
