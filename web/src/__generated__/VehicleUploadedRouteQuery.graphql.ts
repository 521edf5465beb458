/**
 * @generated SignedSource<<01f94732f9f386d04a222907e1d73f40>>
 * @relayHash b1facf17dc2bca36c6a7400595753ef6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31dd7e5b4a7ad6cbb87d7659037143404b6d52637522b372bcbba1adcf1de1c0

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleStatus = "Draft" | "InStock" | "Inactive" | "ReadyToSell" | "Sold" | "%future added value";
export type VehicleUploadedRouteQuery$variables = {
  vin: string;
};
export type VehicleUploadedRouteQuery$data = {
  readonly vehicleByVin: {
    readonly status: VehicleStatus;
    readonly viewerCanEdit: boolean;
    readonly vin: string;
    readonly " $fragmentSpreads": FragmentRefs<"UploadedActions_vehicle">;
  } | null | undefined;
};
export type VehicleUploadedRouteQuery = {
  response: VehicleUploadedRouteQuery$data;
  variables: VehicleUploadedRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "vin"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "vin",
    "variableName": "vin"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "vin",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VehicleUploadedRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Vehicle",
        "kind": "LinkedField",
        "name": "vehicleByVin",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UploadedActions_vehicle"
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
    "name": "VehicleUploadedRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Vehicle",
        "kind": "LinkedField",
        "name": "vehicleByVin",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
            "name": "missingForSale",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "31dd7e5b4a7ad6cbb87d7659037143404b6d52637522b372bcbba1adcf1de1c0",
    "metadata": {},
    "name": "VehicleUploadedRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2b182be310627e9612944398a9ef8b1a";

export default node;
