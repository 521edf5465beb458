/**
 * @generated SignedSource<<018e74b8a18b52c68b5ba75ba7ac90cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CompanyValidationsForm_company$data = {
  readonly commercialName: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly id: string;
  readonly status: CompanyStatus;
  readonly validations: {
    readonly companyName: boolean;
    readonly dealerLicense: boolean;
    readonly taxid: boolean;
  } | null | undefined;
  readonly " $fragmentType": "CompanyValidationsForm_company";
};
export type CompanyValidationsForm_company$key = {
  readonly " $data"?: CompanyValidationsForm_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyValidationsForm_company">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyValidationsForm_company",
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
    (v0/*:: as any*/),
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
      "concreteType": "CompanyValidations",
      "kind": "LinkedField",
      "name": "validations",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};
})();

(node as any).hash = "3ce8d701c2c329c116e553c7b3071c7d";

export default node;
