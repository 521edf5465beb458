/**
 * @generated SignedSource<<7d601011b66d56c09c9ea480a9128098>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type PartSelectQuery$variables = Record<PropertyKey, never>;
export type PartSelectQuery$data = {
  readonly vehicleParts: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type PartSelectQuery = {
  response: PartSelectQuery$data;
  variables: PartSelectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VehiclePart",
    "kind": "LinkedField",
    "name": "vehicleParts",
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
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PartSelectQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PartSelectQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0197c7aa61ccce94e8b9547ba267835e",
    "id": null,
    "metadata": {},
    "name": "PartSelectQuery",
    "operationKind": "query",
    "text": "query PartSelectQuery {\n  vehicleParts {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "138b80be6126f351007e05ff9eb2bede";

export default node;
