/**
 * @generated SignedSource<<20d1e020acf5e8b39a98b4e61dbe0fbe>>
 * @relayHash cb25feb552b0ce690588cb760f3f4b82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2acb5df2451431bc70225cfb4291626db4caa36e049c1d08688733cc970b634e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompanyChoice = "EXISTING" | "NEW" | "%future added value";
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type CorporationType = "BUSINESS_NUMBER" | "NEQ" | "%future added value";
export type SaveDealerInput = {
  addressLine2?: string | null | undefined;
  billingContactEmail?: string | null | undefined;
  billingContactMobilePhone?: string | null | undefined;
  billingContactName?: string | null | undefined;
  city?: string | null | undefined;
  commercialName?: string | null | undefined;
  companyChoice: CompanyChoice;
  companyCode?: string | null | undefined;
  companyName?: string | null | undefined;
  corporationNumber?: string | null | undefined;
  corporationType?: CorporationType | null | undefined;
  dealerLicense?: string | null | undefined;
  email: string;
  existingCompanyId?: string | null | undefined;
  extension?: string | null | undefined;
  faxNumber?: string | null | undefined;
  firstName: string;
  gst?: string | null | undefined;
  lastName: string;
  mobileNumber?: string | null | undefined;
  officePhoneNumber?: string | null | undefined;
  qst?: string | null | undefined;
  secondaryEmail?: string | null | undefined;
  secondaryMobileNumber?: string | null | undefined;
  stateId?: string | null | undefined;
  street?: string | null | undefined;
  taxid?: string | null | undefined;
  toBeDelivered?: boolean | null | undefined;
  userId?: string | null | undefined;
  webSite?: string | null | undefined;
  zip?: string | null | undefined;
};
export type SaveDealerMutation$variables = {
  input: SaveDealerInput;
};
export type SaveDealerMutation$data = {
  readonly saveDealer: {
    readonly company: {
      readonly commercialName: string | null | undefined;
      readonly companyName: string | null | undefined;
      readonly id: string;
      readonly status: CompanyStatus;
    } | null | undefined;
    readonly message: string | null | undefined;
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DealerFormModal_user" | "UserRow_user">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SaveDealerMutation = {
  response: SaveDealerMutation$data;
  variables: SaveDealerMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commercialName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Company",
  "kind": "LinkedField",
  "name": "company",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/),
    (v5/*:: as any*/),
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
v7 = {
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
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SaveDealerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveDealerPayload",
        "kind": "LinkedField",
        "name": "saveDealer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "UserRow_user"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DealerFormModal_user"
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SaveDealerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SaveDealerPayload",
        "kind": "LinkedField",
        "name": "saveDealer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fullName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "officePhoneNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "extension",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mobileNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "auctionAccessNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Company",
                "kind": "LinkedField",
                "name": "company",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Company",
                "kind": "LinkedField",
                "name": "registeredCompany",
                "plural": false,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2acb5df2451431bc70225cfb4291626db4caa36e049c1d08688733cc970b634e",
    "metadata": {},
    "name": "SaveDealerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "88a7a1304f71a0e89283a64ba079dae2";

export default node;
