/**
 * @generated SignedSource<<18ceca6ba258dc65e7c3f7fe44620ccf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "41f845aacedb1df62959d7e7fba8a0d3",
    "id": null,
    "metadata": {},
    "name": "AddressPickerQuery",
    "operationKind": "query",
    "text": "query AddressPickerQuery(\n  $query: String!\n) {\n  addressSuggestions(query: $query) {\n    label\n    zip\n    city\n    state\n    stateId\n  }\n}\n"
  }
};
})();

(node as any).hash = "da7e7c26b001314f7bf1ae2af216bd19";

export default node;
