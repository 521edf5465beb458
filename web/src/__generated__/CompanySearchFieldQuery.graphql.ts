/**
 * @generated SignedSource<<17dceaf66a665d9d0b4067ee4d1973e6>>
 * @relayHash d1e74d8fe4671678119342ac208e0212
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f14374b6d565f5d62b7c48d7400bab75708f87502f50d91f41632e664046595

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
    "id": "1f14374b6d565f5d62b7c48d7400bab75708f87502f50d91f41632e664046595",
    "metadata": {},
    "name": "CompanySearchFieldQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bbab53e9805e2a39b88289f7e4c32b23";

export default node;
