/**
 * @generated SignedSource<<e9aa8b6338d55c405ed8460f5ecf21bf>>
 * @relayHash 0197c7aa61ccce94e8b9547ba267835e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 133ac35cd3142a1d27e5b3bfed1b5e751eea1c6d55d9162729c54f5d432cace3

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
    "id": "133ac35cd3142a1d27e5b3bfed1b5e751eea1c6d55d9162729c54f5d432cace3",
    "metadata": {},
    "name": "PartSelectQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "138b80be6126f351007e05ff9eb2bede";

export default node;
