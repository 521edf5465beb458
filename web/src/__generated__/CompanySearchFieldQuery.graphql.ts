/**
 * @generated SignedSource<<9debaf22aa5377a94bc0697dfe2dd538>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type CompanySearchFieldQuery$variables = {
  search: string;
};
export type CompanySearchFieldQuery$data = {
  readonly companySearch: ReadonlyArray<{
    readonly commercialName: string | null | undefined;
    readonly companyName: string | null | undefined;
    readonly id: string;
    readonly status: CompanyStatus;
  }>;
};
export type CompanySearchFieldQuery = {
  response: CompanySearchFieldQuery$data;
  variables: CompanySearchFieldQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "Company",
    "kind": "LinkedField",
    "name": "companySearch",
    "plural": true,
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
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CompanySearchFieldQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompanySearchFieldQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d1e74d8fe4671678119342ac208e0212",
    "id": null,
    "metadata": {},
    "name": "CompanySearchFieldQuery",
    "operationKind": "query",
    "text": "query CompanySearchFieldQuery(\n  $search: String!\n) {\n  companySearch(search: $search) {\n    id\n    commercialName\n    companyName\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "bbab53e9805e2a39b88289f7e4c32b23";

export default node;
