/**
 * @generated SignedSource<<867563ce62d6e6f24fcd4f8ec1e173b9>>
 * @relayHash 1e9461d861463797c6280577dbb41554
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e2fce69088116d349293fb447aee5be938be294f04615e0e4906cf8a796bdd6c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompanyValidationsModalQuery$variables = {
  userId: string;
};
export type CompanyValidationsModalQuery$data = {
  readonly dealerCompany: {
    readonly " $fragmentSpreads": FragmentRefs<"CompanyValidationsForm_company">;
  } | null | undefined;
};
export type CompanyValidationsModalQuery = {
  response: CompanyValidationsModalQuery$data;
  variables: CompanyValidationsModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "userId",
    "variableName": "userId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CompanyValidationsModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Company",
        "kind": "LinkedField",
        "name": "dealerCompany",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompanyValidationsForm_company"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompanyValidationsModalQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Company",
        "kind": "LinkedField",
        "name": "dealerCompany",
        "plural": false,
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
          (v2/*:: as any*/),
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
              (v2/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e2fce69088116d349293fb447aee5be938be294f04615e0e4906cf8a796bdd6c",
    "metadata": {},
    "name": "CompanyValidationsModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8eccedd0ffb62f1c93f3a30d8a4502f0";

export default node;
