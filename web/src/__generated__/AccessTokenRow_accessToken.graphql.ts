/**
 * @generated SignedSource<<f3cd8b08bf1089c712e13bc4b7f5ef50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AccessTokenScope = "CATALOGUE_READ" | "INVENTORY_READ" | "OFFERS_READ" | "OFFERS_WRITE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AccessTokenRow_accessToken$data = {
  readonly createdAt: any;
  readonly expiresAt: any;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly revokedAt: any | null | undefined;
  readonly scopes: ReadonlyArray<AccessTokenScope>;
  readonly tokenPrefix: string;
  readonly " $fragmentType": "AccessTokenRow_accessToken";
};
export type AccessTokenRow_accessToken$key = {
  readonly " $data"?: AccessTokenRow_accessToken$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessTokenRow_accessToken">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessTokenRow_accessToken",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tokenPrefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
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
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    }
  ],
  "type": "AccessToken",
  "abstractKey": null
};

(node as any).hash = "876382232e85afbb7063518d0de186ec";

export default node;
