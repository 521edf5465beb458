/**
 * @generated SignedSource<<e66205756a2e051cedd76fed6aaa4f1f>>
 * @relayHash e158d18da8600283a5f947d4a6065d6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 042fa8535f758dc327cb038c4034f1dc6df378307ba1c996cc2a7bd682a572f3

import type { ConcreteRequest } from 'relay-runtime';
export type SendCompanyFormEmailInput = {
  userId: string;
};
export type SendCompanyFormEmailMutation$variables = {
  input: SendCompanyFormEmailInput;
};
export type SendCompanyFormEmailMutation$data = {
  readonly sendCompanyFormEmail: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SendCompanyFormEmailMutation = {
  response: SendCompanyFormEmailMutation$data;
  variables: SendCompanyFormEmailMutation$variables;
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
    "concreteType": "SendCompanyFormEmailPayload",
    "kind": "LinkedField",
    "name": "sendCompanyFormEmail",
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
    "name": "SendCompanyFormEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SendCompanyFormEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "042fa8535f758dc327cb038c4034f1dc6df378307ba1c996cc2a7bd682a572f3",
    "metadata": {},
    "name": "SendCompanyFormEmailMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ec0ebb5aec8d5277360e6e49edc51aa8";

export default node;
