/**
 * @generated SignedSource<<5ada48e78e8d9f3aaea919f83b6063e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useLiveTableVehiclesRecordsSubscription$variables = {
  after?: string | null | undefined;
  vehicleIds?: ReadonlyArray<string> | null | undefined;
};
export type useLiveTableVehiclesRecordsSubscription$data = {
  readonly vehicleRecordsChanged: {
    readonly cursor: string;
    readonly vehicle: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"VehicleTableCard_vehicle" | "VehicleTableRow_vehicle">;
    };
  };
};
export type useLiveTableVehiclesRecordsSubscription = {
  response: useLiveTableVehiclesRecordsSubscription$data;
  variables: useLiveTableVehiclesRecordsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "vehicleIds"
},
v2 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "vehicleIds",
    "variableName": "vehicleIds"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveTableVehiclesRecordsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "VehicleRecordEvent",
        "kind": "LinkedField",
        "name": "vehicleRecordsChanged",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Vehicle",
            "kind": "LinkedField",
            "name": "vehicle",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VehicleTableRow_vehicle"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VehicleTableCard_vehicle"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useLiveTableVehiclesRecordsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "VehicleRecordEvent",
        "kind": "LinkedField",
        "name": "vehicleRecordsChanged",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Vehicle",
            "kind": "LinkedField",
            "name": "vehicle",
            "plural": false,
            "selections": [
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
                "kind": "ScalarField",
                "name": "stockNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Agent",
                "kind": "LinkedField",
                "name": "agent",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  }
                ],
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "13bcfddfa138a6be371e8a6819329ab7",
    "id": null,
    "metadata": {},
    "name": "useLiveTableVehiclesRecordsSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveTableVehiclesRecordsSubscription(\n  $vehicleIds: [ID!]\n  $after: String\n) {\n  vehicleRecordsChanged(vehicleIds: $vehicleIds, after: $after) {\n    cursor\n    vehicle {\n      id\n      ...VehicleTableRow_vehicle\n      ...VehicleTableCard_vehicle\n    }\n  }\n}\n\nfragment AgentCell_vehicle on Vehicle {\n  id\n  vin\n  agent {\n    id\n    firstName\n    lastName\n  }\n}\n\nfragment VehicleTableCard_vehicle on Vehicle {\n  id\n  vin\n  stockNumber\n  ...AgentCell_vehicle\n  checks {\n    totalCount\n  }\n  conditionReports {\n    totalCount\n  }\n  notes {\n    totalCount\n  }\n}\n\nfragment VehicleTableRow_vehicle on Vehicle {\n  id\n  vin\n  stockNumber\n  ...AgentCell_vehicle\n  checks {\n    totalCount\n  }\n  conditionReports {\n    totalCount\n  }\n  notes {\n    totalCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "38373d8610c283a67a6bb6dfcc4fa02f";

export default node;
