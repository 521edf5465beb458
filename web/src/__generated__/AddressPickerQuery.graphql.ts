/**
 * @generated SignedSource<<5eedef3bebaa5f2b9831a53da6c7f042>>
 * @relayHash 41f845aacedb1df62959d7e7fba8a0d3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad87de93b7a4094bfe1756281d39de57e2e99845d7fd2b05f2039cd20d38adae

import type { ConcreteRequest } from 'relay-runtime';
export type AddressPickerQuery$variables = {
  query: string;
};
export type AddressPickerQuery$data = {
  readonly addressSuggestions: ReadonlyArray<{
    readonly city: string;
    readonly label: string;
    readonly state: string;
    readonly stateId: string;
    readonly zip: string;
  }>;
};
export type AddressPickerQuery = {
  response: AddressPickerQuery$data;
  variables: AddressPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "query",
        "variableName": "query"
      }
    ],
    "concreteType": "UsAddress",
    "kind": "LinkedField",
    "name": "addressSuggestions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "label",
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
        "name": "city",
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
    "name": "AddressPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddressPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ad87de93b7a4094bfe1756281d39de57e2e99845d7fd2b05f2039cd20d38adae",
    "metadata": {},
    "name": "AddressPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "da7e7c26b001314f7bf1ae2af216bd19";

export default node;
