/**
 * @generated SignedSource<<4c0a0b40e17c8a115e4603dc28747942>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ROLE_ADMIN" | "ROLE_AGENT" | "ROLE_BUYER" | "ROLE_CLIENT" | "ROLE_REVIEWER" | "ROLE_SUPER_ADMIN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NavBar_viewer$data = {
  readonly companyStatus: CompanyStatus | null | undefined;
  readonly homeRoute: string;
  readonly isLoggedIn: boolean;
  readonly roles: ReadonlyArray<Role>;
  readonly user: {
    readonly firstName: string;
  } | null | undefined;
  readonly " $fragmentType": "NavBar_viewer";
};
export type NavBar_viewer$key = {
  readonly " $data"?: NavBar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NavBar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NavBar_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLoggedIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "homeRoute",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "780ff3eb9a58d2bdbf8412882f97fb02";

export default node;
