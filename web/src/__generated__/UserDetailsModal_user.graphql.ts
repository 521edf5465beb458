/**
 * @generated SignedSource<<c83ad4faa3012c029f97728195988419>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type DealerStage = "ACTIVE" | "IN_REVIEW" | "PRE_REGISTRATION" | "REJECTED" | "%future added value";
export type Role = "ROLE_ADMIN" | "ROLE_AGENT" | "ROLE_BUYER" | "ROLE_CLIENT" | "ROLE_REVIEWER" | "ROLE_SUPER_ADMIN" | "%future added value";
export type UserStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type UserDetailsModal_user$data = {
  readonly auctionAccessNumber: string | null | undefined;
  readonly company: {
    readonly commercialName: string | null | undefined;
    readonly companyName: string | null | undefined;
    readonly status: CompanyStatus;
  } | null | undefined;
  readonly createdAt: any | null | undefined;
  readonly email: string | null | undefined;
  readonly extension: string | null | undefined;
  readonly firstName: string;
  readonly fullName: string;
  readonly id: string;
  readonly invitationPending: boolean | null | undefined;
  readonly lastName: string;
  readonly mobileNumber: string | null | undefined;
  readonly officePhoneNumber: string | null | undefined;
  readonly registeredCompany: {
    readonly commercialName: string | null | undefined;
    readonly companyName: string | null | undefined;
    readonly status: CompanyStatus;
  } | null | undefined;
  readonly roles: ReadonlyArray<Role>;
  readonly stage: DealerStage | null | undefined;
  readonly status: UserStatus | null | undefined;
  readonly " $fragmentType": "UserDetailsModal_user";
};
export type UserDetailsModal_user$key = {
  readonly " $data"?: UserDetailsModal_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserDetailsModal_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "commercialName",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "companyName",
    "storageKey": null
  },
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserDetailsModal_user",
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
      "name": "fullName",
      "storageKey": null
    },
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roles",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitationPending",
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
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "registeredCompany",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "f6ec0a965e3e85bc9978aaa6b1f8357f";

export default node;
