/**
 * @generated SignedSource<<7b2d1da25f477b1fd1de8250cb804b50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "8aaff74d3b8518bdb01a0d12e54d9986",
    "id": null,
    "metadata": {},
    "name": "CompanyRegistrationRouteQuery",
    "operationKind": "query",
    "text": "query CompanyRegistrationRouteQuery(\n  $token: String!\n) {\n  registration(token: $token) {\n    fullName\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "448c980b3675f0eb38f6a1716db20fde";

export default node;
