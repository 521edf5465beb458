/**
 * @generated SignedSource<<ec8a4d96ce552b490a6364fdaa1520f5>>
 * @relayHash 717d31a80374003a1415d7662267679d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 432ebc680fbd9bb29ef82d0f1001d27e60a2269bafb673a186291abd4f5f9cb9

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
    "id": "432ebc680fbd9bb29ef82d0f1001d27e60a2269bafb673a186291abd4f5f9cb9",
    "metadata": {},
    "name": "ContactUsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "89208d15869e77896e00711caa778576";

export default node;
