/**
 * @generated SignedSource<<38f6352df9ef5c78eea2297ef3bce50d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ROLE_ADMIN" | "ROLE_AGENT" | "ROLE_BUYER" | "ROLE_CLIENT" | "ROLE_REVIEWER" | "ROLE_SUPER_ADMIN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CreateAccessTokenForm_viewer$data = {
  readonly roles: ReadonlyArray<Role>;
  readonly " $fragmentType": "CreateAccessTokenForm_viewer";
};
export type CreateAccessTokenForm_viewer$key = {
  readonly " $data"?: CreateAccessTokenForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreateAccessTokenForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreateAccessTokenForm_viewer",
  "selections": [
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

(node as any).hash = "78d2ec621bbe2eea735d8a20f5014cde";

export default node;
