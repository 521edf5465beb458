/**
 * @generated SignedSource<<4a20d0d39abd80e37d16ff2238cdbecc>>
 * @relayHash 8aaff74d3b8518bdb01a0d12e54d9986
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 151ac06264d0eb3145528c7770a268a5d33d3a7b92bebabc7a56bc5b985e1be8

import type { ConcreteRequest } from 'relay-runtime';
export type CompanyRegistrationRouteQuery$variables = {
  token: string;
};
export type CompanyRegistrationRouteQuery$data = {
  readonly registration: {
    readonly email: string;
    readonly fullName: string;
  } | null | undefined;
};
export type CompanyRegistrationRouteQuery = {
  response: CompanyRegistrationRouteQuery$data;
  variables: CompanyRegistrationRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "Registration",
    "kind": "LinkedField",
    "name": "registration",
    "plural": false,
    "selections": [
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
    "name": "CompanyRegistrationRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CompanyRegistrationRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "151ac06264d0eb3145528c7770a268a5d33d3a7b92bebabc7a56bc5b985e1be8",
    "metadata": {},
    "name": "CompanyRegistrationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "448c980b3675f0eb38f6a1716db20fde";

export default node;
