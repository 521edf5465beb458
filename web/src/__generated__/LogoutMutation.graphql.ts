/**
 * @generated SignedSource<<6c3bf678d3a197577ccaffaeb7b62cc1>>
 * @relayHash 137f85c3000cd08783e79c53f8902a44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35caf36e5193bceaa131d5e3f80a3bcee39ea35a380815348f4c5f384b8b762a

import type { ConcreteRequest } from 'relay-runtime';
export type LogoutInput = {
  refreshToken?: string | null | undefined;
};
export type LogoutMutation$variables = {
  input?: LogoutInput | null | undefined;
};
export type LogoutMutation$data = {
  readonly logout: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type LogoutMutation = {
  response: LogoutMutation$data;
  variables: LogoutMutation$variables;
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
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
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
            "name": "message",
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
    "name": "LogoutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LogoutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "35caf36e5193bceaa131d5e3f80a3bcee39ea35a380815348f4c5f384b8b762a",
    "metadata": {},
    "name": "LogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6ef9d2cdfbe5ebf8b4d4bf49721c1e06";

export default node;
