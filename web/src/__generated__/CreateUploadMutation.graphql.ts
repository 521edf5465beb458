/**
 * @generated SignedSource<<84bcf92711d17506f229fc2c2cfc4ed4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "4bb8387c23d1740ba3d0691122252b21",
    "id": null,
    "metadata": {},
    "name": "CreateUploadMutation",
    "operationKind": "mutation",
    "text": "mutation CreateUploadMutation(\n  $input: CreateUploadInput!\n) {\n  createUpload(input: $input) {\n    upload {\n      token\n      url\n      maxBytes\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fb6c8ff0056cee755e9d4121ef58b284";

export default node;
