/**
 * @generated SignedSource<<808490d7c19a4fccc6b3872ae9644a50>>
 * @relayHash 9950a9b3aae9f6569c1bb70ef3a7af0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f800934c7fef1a97be79bd69962cdc4673d4b19601243993b6a2c3c8e5dceda

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleStaffDetailsTestQuery$variables = Record<PropertyKey, never>;
export type VehicleStaffDetailsTestQuery$data = {
  readonly vehicleByVin: {
    readonly " $fragmentSpreads": FragmentRefs<"VehicleStaffDetails_vehicle">;
  } | null | undefined;
};
export type VehicleStaffDetailsTestQuery = {
  response: VehicleStaffDetailsTestQuery$data;
  variables: VehicleStaffDetailsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "vin",
    "value": "2T3BFREV5KW012345"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Money"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VehicleStaffDetailsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Vehicle",
        "kind": "LinkedField",
        "name": "vehicleByVin",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VehicleStaffDetails_vehicle"
          }
        ],
        "storageKey": "vehicleByVin(vin:\"2T3BFREV5KW012345\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VehicleStaffDetailsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Vehicle",
        "kind": "LinkedField",
        "name": "vehicleByVin",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "releaseDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publishUntil",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "costUsd",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "price",
            "plural": false,
            "selections": (v1/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nickname",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": "vehicleByVin(vin:\"2T3BFREV5KW012345\")"
      }
    ]
  },
  "params": {
    "id": "3f800934c7fef1a97be79bd69962cdc4673d4b19601243993b6a2c3c8e5dceda",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "vehicleByVin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Vehicle"
        },
        "vehicleByVin.agent": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Agent"
        },
        "vehicleByVin.agent.firstName": (v3/*:: as any*/),
        "vehicleByVin.agent.id": (v4/*:: as any*/),
        "vehicleByVin.agent.lastName": (v3/*:: as any*/),
        "vehicleByVin.agent.nickname": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "vehicleByVin.costUsd": (v5/*:: as any*/),
        "vehicleByVin.costUsd.amount": (v3/*:: as any*/),
        "vehicleByVin.id": (v4/*:: as any*/),
        "vehicleByVin.price": (v5/*:: as any*/),
        "vehicleByVin.price.amount": (v3/*:: as any*/),
        "vehicleByVin.publishUntil": (v6/*:: as any*/),
        "vehicleByVin.releaseDate": (v6/*:: as any*/),
        "vehicleByVin.status": {
          "enumValues": [
            "Draft",
            "ReadyToSell",
            "InStock",
            "Sold",
            "Inactive"
          ],
          "nullable": false,
          "plural": false,
          "type": "VehicleStatus"
        }
      }
    },
    "name": "VehicleStaffDetailsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9806092ecbd312f8697391d4f2698567";

export default node;
