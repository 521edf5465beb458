/**
 * @generated SignedSource<<abde0d209b4b89f230334676cfdc7ad0>>
 * @relayHash a0d7effcee4bd1c9641ef7d31db3a4a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba81c5ccfae12b17fb4a4c65bc854f7d499e3e67dee8047fba25784ffbada041

import type { ConcreteRequest } from 'relay-runtime';
export type SetCompanyValidationsInput = {
  companyId: string;
  companyName: boolean;
  dealerLicense: boolean;
  taxid: boolean;
};
export type SetCompanyValidationsMutation$variables = {
  input: SetCompanyValidationsInput;
};
export type SetCompanyValidationsMutation$data = {
  readonly setCompanyValidations: {
    readonly company: {
      readonly id: string;
      readonly validations: {
        readonly companyName: boolean;
        readonly dealerLicense: boolean;
        readonly taxid: boolean;
      } | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SetCompanyValidationsMutation = {
  response: SetCompanyValidationsMutation$data;
  variables: SetCompanyValidationsMutation$variables;
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
    "concreteType": "CompanyPayload",
    "kind": "LinkedField",
    "name": "setCompanyValidations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Company",
        "kind": "LinkedField",
        "name": "company",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CompanyValidations",
            "kind": "LinkedField",
            "name": "validations",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "companyName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "taxid",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dealerLicense",
                "storageKey": null
              }
            ],
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
    "name": "SetCompanyValidationsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetCompanyValidationsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ba81c5ccfae12b17fb4a4c65bc854f7d499e3e67dee8047fba25784ffbada041",
    "metadata": {},
    "name": "SetCompanyValidationsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7c12127047a6dbdf665055ad4623037b";

export default node;
