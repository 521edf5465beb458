/**
 * @generated SignedSource<<ff6140e5b10d3916af9f959f5ab70510>>
 * @relayHash 13bcfddfa138a6be371e8a6819329ab7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5861bec0201fd4d19335e4e1fe2c0a49af03adc6c70d09c09d2d6316a6883413

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
    "id": "5861bec0201fd4d19335e4e1fe2c0a49af03adc6c70d09c09d2d6316a6883413",
    "metadata": {},
    "name": "useLiveTableVehiclesRecordsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "38373d8610c283a67a6bb6dfcc4fa02f";

export default node;
