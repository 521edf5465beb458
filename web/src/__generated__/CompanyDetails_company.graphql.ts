/**
 * @generated SignedSource<<83c8ab1212852220583ecce4bc52a81a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type CorporationType = "BUSINESS_NUMBER" | "NEQ" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CompanyDetails_company$data = {
  readonly addressLine2: string | null | undefined;
  readonly auctionAccessNumber: string | null | undefined;
  readonly billingContactEmail: string | null | undefined;
  readonly billingContactMobilePhone: string | null | undefined;
  readonly billingContactName: string | null | undefined;
  readonly city: string | null | undefined;
  readonly client: {
    readonly email: string | null | undefined;
    readonly fullName: string;
  } | null | undefined;
  readonly commercialName: string | null | undefined;
  readonly companyCode: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly corporationNumber: string | null | undefined;
  readonly corporationType: CorporationType | null | undefined;
  readonly createdAt: any | null | undefined;
  readonly dealerLicense: string | null | undefined;
  readonly faxNumber: string | null | undefined;
  readonly gst: string | null | undefined;
  readonly officePhoneNumber: string | null | undefined;
  readonly qst: string | null | undefined;
  readonly secondaryEmail: string | null | undefined;
  readonly secondaryMobileNumber: string | null | undefined;
  readonly state: string | null | undefined;
  readonly status: CompanyStatus;
  readonly street: string | null | undefined;
  readonly taxid: string | null | undefined;
  readonly toBeDelivered: boolean | null | undefined;
  readonly userCount: number | null | undefined;
  readonly validations: {
    readonly companyName: boolean;
    readonly dealerLicense: boolean;
    readonly taxid: boolean;
  } | null | undefined;
  readonly webSite: string | null | undefined;
  readonly zip: string | null | undefined;
  readonly " $fragmentType": "CompanyDetails_company";
};
export type CompanyDetails_company$key = {
  readonly " $data"?: CompanyDetails_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyDetails_company">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxid",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dealerLicense",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyDetails_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commercialName",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressLine2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "webSite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gst",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "qst",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "corporationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "corporationNumber",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingContactName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingContactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingContactMobilePhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondaryEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "secondaryMobileNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "faxNumber",
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
      "name": "auctionAccessNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toBeDelivered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userCount",
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
      "concreteType": "CompanyValidations",
      "kind": "LinkedField",
      "name": "validations",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "client",
      "plural": false,
      "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};
})();

(node as any).hash = "69b3bb432a5956e74b7542835dce5765";

export default node;
