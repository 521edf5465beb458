/**
 * @generated SignedSource<<191149c6d3af4453b5facb34cebf2308>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompanyEditForm_company$data = {
  readonly addressLine2: string | null | undefined;
  readonly billingContactEmail: string | null | undefined;
  readonly billingContactName: string | null | undefined;
  readonly city: string | null | undefined;
  readonly commercialName: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly dealerLicense: string | null | undefined;
  readonly id: string;
  readonly state: string | null | undefined;
  readonly stateId: string | null | undefined;
  readonly street: string | null | undefined;
  readonly taxid: string | null | undefined;
  readonly webSite: string | null | undefined;
  readonly zip: string | null | undefined;
  readonly " $fragmentType": "CompanyEditForm_company";
};
export type CompanyEditForm_company$key = {
  readonly " $data"?: CompanyEditForm_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyEditForm_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyEditForm_company",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "street",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressLine2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "zip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stateId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "webSite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "taxid",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dealerLicense",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingContactName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingContactEmail",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "c8b01b723e2676519f1464522b0cc75a";

export default node;
