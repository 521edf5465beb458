/**
 * @generated SignedSource<<09819e938b5d23aa87b0fde31a53e2be>>
 * @relayHash 3ad4188348cba11fa3c1c803a9e7c3d6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fb86465949c2cb3dbef135e57ee8eacf6a13a7ca000f7e0220560cb747d58a7

import type { ConcreteRequest } from 'relay-runtime';
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type CorporationType = "BUSINESS_NUMBER" | "NEQ" | "%future added value";
export type RegisterCompanyInput = {
  addressLine2?: string | null | undefined;
  billingContactEmail?: string | null | undefined;
  billingContactMobilePhone?: string | null | undefined;
  billingContactName?: string | null | undefined;
  city?: string | null | undefined;
  commercialName: string;
  companyName?: string | null | undefined;
  corporationNumber?: string | null | undefined;
  corporationType?: CorporationType | null | undefined;
  dealerLicense?: string | null | undefined;
  gst?: string | null | undefined;
  qst?: string | null | undefined;
  registrationToken: string;
  stateId?: string | null | undefined;
  street?: string | null | undefined;
  taxid?: string | null | undefined;
  webSite?: string | null | undefined;
  zip?: string | null | undefined;
};
export type RegisterCompanyMutation$variables = {
  input: RegisterCompanyInput;
};
export type RegisterCompanyMutation$data = {
  readonly registerCompany: {
    readonly company: {
      readonly id: string;
      readonly status: CompanyStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type RegisterCompanyMutation = {
  response: RegisterCompanyMutation$data;
  variables: RegisterCompanyMutation$variables;
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
    "concreteType": "RegisterCompanyPayload",
    "kind": "LinkedField",
    "name": "registerCompany",
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
            "kind": "ScalarField",
            "name": "status",
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
    "name": "RegisterCompanyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RegisterCompanyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1fb86465949c2cb3dbef135e57ee8eacf6a13a7ca000f7e0220560cb747d58a7",
    "metadata": {},
    "name": "RegisterCompanyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8f762251eed879f49f7433beb417f39e";

export default node;
