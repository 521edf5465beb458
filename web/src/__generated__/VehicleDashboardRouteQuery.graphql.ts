/**
 * @generated SignedSource<<353f719c85a5d9aeb62a87831b3a7e35>>
 * @relayHash 086b3a50c30bdc24c08a65e4f477d0f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54bfb92975f6304951acce5be82797c315a4244a1b945e37fb7c0fe43af52762

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleDashboardRouteQuery$variables = {
  vin: string;
};
export type VehicleDashboardRouteQuery$data = {
  readonly liveCursor: string | null | undefined;
  readonly vehicleByVin: {
    readonly id: string;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"DashboardCards_vehicle">;
  } | null | undefined;
};
export type VehicleDashboardRouteQuery = {
  response: VehicleDashboardRouteQuery$data;
  variables: VehicleDashboardRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "vin"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "liveCursor",
  "storageKey": null
},
v2 = [
  {
    "kind": "Variable",
    "name": "vin",
    "variableName": "vin"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VehicleDashboardRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Vehicle",
        "kind": "LinkedField",
        "name": "vehicleByVin",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DashboardCards_vehicle"
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
    "name": "VehicleDashboardRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "Vehicle",
        "kind": "LinkedField",
        "name": "vehicleByVin",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CheckConnection",
            "kind": "LinkedField",
            "name": "checks",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ConditionReportConnection",
            "kind": "LinkedField",
            "name": "conditionReports",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NoteConnection",
            "kind": "LinkedField",
            "name": "notes",
            "plural": false,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "54bfb92975f6304951acce5be82797c315a4244a1b945e37fb7c0fe43af52762",
    "metadata": {},
    "name": "VehicleDashboardRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "33fe85e5ce5410a316b0e81948da62d3";

export default node;
