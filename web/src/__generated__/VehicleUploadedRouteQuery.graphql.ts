/**
 * @generated SignedSource<<5068063fc9566e1c2915a36873e7a740>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "b1facf17dc2bca36c6a7400595753ef6",
    "id": null,
    "metadata": {},
    "name": "VehicleUploadedRouteQuery",
    "operationKind": "query",
    "text": "query VehicleUploadedRouteQuery(\n  $vin: String!\n) {\n  vehicleByVin(vin: $vin) {\n    vin\n    status\n    viewerCanEdit\n    ...UploadedActions_vehicle\n    id\n  }\n}\n\nfragment UploadedActions_vehicle on Vehicle {\n  id\n  vin\n  status\n  missingForSale\n}\n"
  }
};
})();

(node as any).hash = "2b182be310627e9612944398a9ef8b1a";

export default node;
