/**
 * @generated SignedSource<<6fdbaa4f6fb437973665824196c3c7f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type UserStatus = "ACTIVE" | "INACTIVE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AgentRow_user$data = {
  readonly email: string | null | undefined;
  readonly extension: string | null | undefined;
  readonly firstName: string;
  readonly fullName: string;
  readonly id: string;
  readonly invitationPending: boolean | null | undefined;
  readonly lastName: string;
  readonly mobileNumber: string | null | undefined;
  readonly nickname: string | null | undefined;
  readonly officePhoneNumber: string | null | undefined;
  readonly status: UserStatus | null | undefined;
  readonly " $fragmentType": "AgentRow_user";
};
export type AgentRow_user$key = {
  readonly " $data"?: AgentRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentRow_user",
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
      "name": "nickname",
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

(node as any).hash = "f663646405454dee39b8b6fa81711994";

export default node;
