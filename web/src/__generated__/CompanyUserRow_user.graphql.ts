/**
 * @generated SignedSource<<d12eac26c0cd13ce623c404fdaaf12df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type UserStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CompanyUserRow_user$data = {
  readonly email: string | null | undefined;
  readonly extension: string | null | undefined;
  readonly firstName: string;
  readonly fullName: string;
  readonly id: string;
  readonly invitationPending: boolean | null | undefined;
  readonly lastName: string;
  readonly mobileNumber: string | null | undefined;
  readonly officePhoneNumber: string | null | undefined;
  readonly status: UserStatus | null | undefined;
  readonly " $fragmentType": "CompanyUserRow_user";
};
export type CompanyUserRow_user$key = {
  readonly " $data"?: CompanyUserRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyUserRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyUserRow_user",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitationPending",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2956177bbf30baa0d0baf043c123a59b";

export default node;
