/**
 * @generated SignedSource<<9cceb5862269fb2d18ba53958d33271a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type Role = "ROLE_ADMIN" | "ROLE_AGENT" | "ROLE_BUYER" | "ROLE_CLIENT" | "ROLE_REVIEWER" | "ROLE_SUPER_ADMIN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type HomeSearch_viewer$data = {
  readonly roles: ReadonlyArray<Role>;
  readonly " $fragmentType": "HomeSearch_viewer";
};
export type HomeSearch_viewer$key = {
  readonly " $data"?: HomeSearch_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeSearch_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeSearch_viewer",
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

(node as any).hash = "797e7055481887fda82cbf1bd75b2e51";

export default node;
