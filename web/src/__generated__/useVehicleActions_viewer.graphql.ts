/**
 * @generated SignedSource<<5abc662c4451480089e269e0c5e1fc7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type Role = "ROLE_ADMIN" | "ROLE_AGENT" | "ROLE_BUYER" | "ROLE_CLIENT" | "ROLE_REVIEWER" | "ROLE_SUPER_ADMIN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type useVehicleActions_viewer$data = {
  readonly companyStatus: CompanyStatus | null | undefined;
  readonly homeRoute: string;
  readonly isLoggedIn: boolean;
  readonly roles: ReadonlyArray<Role>;
  readonly " $fragmentType": "useVehicleActions_viewer";
};
export type useVehicleActions_viewer$key = {
  readonly " $data"?: useVehicleActions_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"useVehicleActions_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useVehicleActions_viewer",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "3f01fae49a9e4afed055a1577f5fe08c";

export default node;
