/**
 * @generated SignedSource<<c0445047ab2abb3f1d7c51ed5b08db8a>>
 * @relayHash fa271c08f24d2073dccc99fe393ad9c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0ed365c5f4d5833dd476ea13cd0a401b4e757ae1d1f23c732b6caacc1decf86

import type { ConcreteRequest } from 'relay-runtime';
export type SignUpInput = {
  acceptEmail: boolean;
  acceptSms: boolean;
  email: string;
  extension?: string | null | undefined;
  firstName: string;
  lastName: string;
  mobileNumber?: string | null | undefined;
  officePhoneNumber: string;
  password: string;
};
export type SignUpMutation$variables = {
  input: SignUpInput;
};
export type SignUpMutation$data = {
  readonly signUp: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SignUpMutation = {
  response: SignUpMutation$data;
  variables: SignUpMutation$variables;
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
    "concreteType": "SignUpPayload",
    "kind": "LinkedField",
    "name": "signUp",
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
    "name": "SignUpMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignUpMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e0ed365c5f4d5833dd476ea13cd0a401b4e757ae1d1f23c732b6caacc1decf86",
    "metadata": {},
    "name": "SignUpMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a0009297b21cdbf5bb8a691e88ef4e88";

export default node;
