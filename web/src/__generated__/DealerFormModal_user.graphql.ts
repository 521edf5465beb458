/**
 * @generated SignedSource<<d6c308b7bad22cfd0f1322bf9e6dbabb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DealerFormModal_user$data = {
  readonly email: string | null | undefined;
  readonly extension: string | null | undefined;
  readonly firstName: string;
  readonly id: string;
  readonly lastName: string;
  readonly mobileNumber: string | null | undefined;
  readonly officePhoneNumber: string | null | undefined;
  readonly " $fragmentType": "DealerFormModal_user";
};
export type DealerFormModal_user$key = {
  readonly " $data"?: DealerFormModal_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealerFormModal_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DealerFormModal_user",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9db7df316bc6ba1f78f6e2e0b6501b3f";

export default node;
