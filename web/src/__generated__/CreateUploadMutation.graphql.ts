/**
 * @generated SignedSource<<8a75e2ef069935216ac69fed32bc62e8>>
 * @relayHash 5f1de8ae8e2757dd741fb2a4dcbe9fef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 968b667e41379f3bd6788b2b0b882a1954bb9198bcc7e48d2a476d1cbe4253f8

import type { ConcreteRequest } from 'relay-runtime';
export type UploadKind = "PHOTO" | "SPREADSHEET" | "%future added value";
export type CreateUploadInput = {
  fileName: string;
  kind: UploadKind;
  size: number;
};
export type CreateUploadMutation$variables = {
  input: CreateUploadInput;
};
export type CreateUploadMutation$data = {
  readonly createUpload: {
    readonly upload: {
      readonly maxBytes: number;
      readonly token: string;
      readonly url: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type CreateUploadMutation = {
  response: CreateUploadMutation$data;
  variables: CreateUploadMutation$variables;
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
    "concreteType": "CreateUploadPayload",
    "kind": "LinkedField",
    "name": "createUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Upload",
        "kind": "LinkedField",
        "name": "upload",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "token",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "maxBytes",
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
    "name": "CreateUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "968b667e41379f3bd6788b2b0b882a1954bb9198bcc7e48d2a476d1cbe4253f8",
    "metadata": {},
    "name": "CreateUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "835086c2a0686fbd2a283423df8920d4";

export default node;
