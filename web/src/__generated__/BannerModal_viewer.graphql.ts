/**
 * @generated SignedSource<<13d686f6c04e329a360f64fda1bb564a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ROLE_ADMIN" | "ROLE_AGENT" | "ROLE_BUYER" | "ROLE_CLIENT" | "ROLE_REVIEWER" | "ROLE_SUPER_ADMIN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BannerModal_viewer$data = {
  readonly isLoggedIn: boolean;
  readonly roles: ReadonlyArray<Role>;
  readonly " $fragmentType": "BannerModal_viewer";
};
export type BannerModal_viewer$key = {
  readonly " $data"?: BannerModal_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"BannerModal_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BannerModal_viewer",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "3b5d0a1b44e10b7e667b0b2fc5391cd5";

export default node;
