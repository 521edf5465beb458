/**
 * @generated SignedSource<<c30b3860745a8f9f0e4eccca1ca3952b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ContactUsInput = {
  email: string;
  fullName: string;
  message: string;
  phoneNumber: string;
};
export type ContactUsMutation$variables = {
  input: ContactUsInput;
};
export type ContactUsMutation$data = {
  readonly contactUs: {
    readonly ok: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type ContactUsMutation = {
  response: ContactUsMutation$data;
  variables: ContactUsMutation$variables;
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
    "concreteType": "ContactUsPayload",
    "kind": "LinkedField",
    "name": "contactUs",
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
    "name": "ContactUsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactUsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "717d31a80374003a1415d7662267679d",
    "id": null,
    "metadata": {},
    "name": "ContactUsMutation",
    "operationKind": "mutation",
    "text": "mutation ContactUsMutation(\n  $input: ContactUsInput!\n) {\n  contactUs(input: $input) {\n    ok\n    userErrors {\n      field\n      message\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "89208d15869e77896e00711caa778576";

export default node;
