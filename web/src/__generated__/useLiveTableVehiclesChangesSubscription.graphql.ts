/**
 * @generated SignedSource<<9796cbcc586526e2aa3599f4e2b5f0fd>>
 * @relayHash 403360f5b83c6d5d1c2245821451f2d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3bf93e6d68ffa749dd10d9c57d5ecc7365045dcb17e289f1063a9195527e1f58

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useLiveTableVehiclesChangesSubscription$variables = {
  after?: string | null | undefined;
  vehicleIds?: ReadonlyArray<string> | null | undefined;
};
export type useLiveTableVehiclesChangesSubscription$data = {
  readonly vehicleChanged: {
    readonly cursor: string;
    readonly vehicle: {
      readonly id: string;
      readonly stockNumber: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"AgentCell_vehicle">;
    };
  };
};
export type useLiveTableVehiclesChangesSubscription = {
  response: useLiveTableVehiclesChangesSubscription$data;
  variables: useLiveTableVehiclesChangesSubscription$variables;
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockNumber",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveTableVehiclesChangesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "VehicleChangedEvent",
        "kind": "LinkedField",
        "name": "vehicleChanged",
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
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AgentCell_vehicle"
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
    "name": "useLiveTableVehiclesChangesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "VehicleChangedEvent",
        "kind": "LinkedField",
        "name": "vehicleChanged",
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
              (v5/*:: as any*/),
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
    "id": "3bf93e6d68ffa749dd10d9c57d5ecc7365045dcb17e289f1063a9195527e1f58",
    "metadata": {},
    "name": "useLiveTableVehiclesChangesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "37e711c032ab2941f27eb44f6e13b096";

export default node;
