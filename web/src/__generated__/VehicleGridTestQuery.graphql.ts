/**
 * @generated SignedSource<<d23896f2b1c4441dd22c94c4ce36e052>>
 * @relayHash a81d4a0cd2d0c38267c7a40426cbe0e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8d075d43d58a53e0d08f2f4c65050a63fe25029d83f745328754d55fcc0c436b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleGridTestQuery$variables = Record<PropertyKey, never>;
export type VehicleGridTestQuery$data = {
  readonly vehicles: {
    readonly " $fragmentSpreads": FragmentRefs<"VehicleGrid_connection">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"VehicleGrid_viewer">;
  };
};
export type VehicleGridTestQuery = {
  response: VehicleGridTestQuery$data;
  variables: VehicleGridTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 2
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Money"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v14 = {
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
    "name": "VehicleGridTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VehicleGrid_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "VehicleConnection",
        "kind": "LinkedField",
        "name": "vehicles",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VehicleGrid_connection"
          }
        ],
        "storageKey": "vehicles(first:2)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VehicleGridTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isLoggedIn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "roles",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "homeRoute",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "VehicleConnection",
        "kind": "LinkedField",
        "name": "vehicles",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VehicleEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Vehicle",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
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
                    "concreteType": "Photo",
                    "kind": "LinkedField",
                    "name": "photos",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "thumbnailUrl",
                        "storageKey": null
                      }
                    ],
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
                    "name": "crUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ConditionReportLink",
                    "kind": "LinkedField",
                    "name": "conditionReportLinks",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "databaseId",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanEdit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "workOrder",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VehicleSale",
                    "kind": "LinkedField",
                    "name": "sale",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "registerDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "salePrice",
                        "plural": false,
                        "selections": (v4/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SaleBuyer",
                        "kind": "LinkedField",
                        "name": "buyer",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v6/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClientOffer",
                    "kind": "LinkedField",
                    "name": "offerClient",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "expiresAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Money",
                        "kind": "LinkedField",
                        "name": "offerPrice",
                        "plural": false,
                        "selections": (v4/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "finalPrice",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VinData",
                    "kind": "LinkedField",
                    "name": "vinNumber",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "make",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "model",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "trim",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "options",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "price",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "totalPrice",
                    "plural": false,
                    "selections": (v4/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "miles",
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
                    "kind": "ScalarField",
                    "name": "location",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ExportLocation",
                    "kind": "LinkedField",
                    "name": "exportLocation",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "address",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "link",
                        "storageKey": null
                      }
                    ],
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
                    "selections": (v4/*:: as any*/),
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
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nickname",
                        "storageKey": null
                      },
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasPendingOffer",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "vehicles(first:2)"
      }
    ]
  },
  "params": {
    "id": "8d075d43d58a53e0d08f2f4c65050a63fe25029d83f745328754d55fcc0c436b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "vehicles": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "VehicleConnection"
        },
        "vehicles.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "VehicleEdge"
        },
        "vehicles.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Vehicle"
        },
        "vehicles.edges.node.agent": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Agent"
        },
        "vehicles.edges.node.agent.firstName": (v7/*:: as any*/),
        "vehicles.edges.node.agent.id": (v8/*:: as any*/),
        "vehicles.edges.node.agent.lastName": (v7/*:: as any*/),
        "vehicles.edges.node.agent.nickname": (v9/*:: as any*/),
        "vehicles.edges.node.conditionReportLinks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ConditionReportLink"
        },
        "vehicles.edges.node.conditionReportLinks.url": (v7/*:: as any*/),
        "vehicles.edges.node.costUsd": (v10/*:: as any*/),
        "vehicles.edges.node.costUsd.amount": (v7/*:: as any*/),
        "vehicles.edges.node.crUrl": (v9/*:: as any*/),
        "vehicles.edges.node.databaseId": (v11/*:: as any*/),
        "vehicles.edges.node.exportLocation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ExportLocation"
        },
        "vehicles.edges.node.exportLocation.address": (v9/*:: as any*/),
        "vehicles.edges.node.exportLocation.link": (v9/*:: as any*/),
        "vehicles.edges.node.exportLocation.name": (v7/*:: as any*/),
        "vehicles.edges.node.finalPrice": (v10/*:: as any*/),
        "vehicles.edges.node.finalPrice.amount": (v7/*:: as any*/),
        "vehicles.edges.node.hasPendingOffer": (v12/*:: as any*/),
        "vehicles.edges.node.id": (v8/*:: as any*/),
        "vehicles.edges.node.location": (v9/*:: as any*/),
        "vehicles.edges.node.miles": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "vehicles.edges.node.offerClient": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientOffer"
        },
        "vehicles.edges.node.offerClient.expiresAt": (v13/*:: as any*/),
        "vehicles.edges.node.offerClient.offerPrice": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Money"
        },
        "vehicles.edges.node.offerClient.offerPrice.amount": (v7/*:: as any*/),
        "vehicles.edges.node.offerClient.status": {
          "enumValues": [
            "ACTIVE",
            "EXPIRED"
          ],
          "nullable": false,
          "plural": false,
          "type": "OfferListStatus"
        },
        "vehicles.edges.node.photos": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Photo"
        },
        "vehicles.edges.node.photos.id": (v8/*:: as any*/),
        "vehicles.edges.node.photos.thumbnailUrl": (v7/*:: as any*/),
        "vehicles.edges.node.photos.url": (v7/*:: as any*/),
        "vehicles.edges.node.price": (v10/*:: as any*/),
        "vehicles.edges.node.price.amount": (v7/*:: as any*/),
        "vehicles.edges.node.publishUntil": (v14/*:: as any*/),
        "vehicles.edges.node.releaseDate": (v14/*:: as any*/),
        "vehicles.edges.node.sale": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "VehicleSale"
        },
        "vehicles.edges.node.sale.buyer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SaleBuyer"
        },
        "vehicles.edges.node.sale.buyer.firstName": (v7/*:: as any*/),
        "vehicles.edges.node.sale.buyer.lastName": (v7/*:: as any*/),
        "vehicles.edges.node.sale.registerDate": (v13/*:: as any*/),
        "vehicles.edges.node.sale.salePrice": (v10/*:: as any*/),
        "vehicles.edges.node.sale.salePrice.amount": (v7/*:: as any*/),
        "vehicles.edges.node.status": {
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
        },
        "vehicles.edges.node.stockNumber": (v9/*:: as any*/),
        "vehicles.edges.node.title": (v7/*:: as any*/),
        "vehicles.edges.node.totalPrice": (v10/*:: as any*/),
        "vehicles.edges.node.totalPrice.amount": (v7/*:: as any*/),
        "vehicles.edges.node.viewerCanEdit": (v12/*:: as any*/),
        "vehicles.edges.node.vin": (v7/*:: as any*/),
        "vehicles.edges.node.vinNumber": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "VinData"
        },
        "vehicles.edges.node.vinNumber.make": (v9/*:: as any*/),
        "vehicles.edges.node.vinNumber.model": (v9/*:: as any*/),
        "vehicles.edges.node.vinNumber.options": (v9/*:: as any*/),
        "vehicles.edges.node.vinNumber.trim": (v9/*:: as any*/),
        "vehicles.edges.node.workOrder": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "vehicles.totalCount": (v11/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.companyStatus": {
          "enumValues": [
            "ACCEPTED",
            "PENDING",
            "REJECTED"
          ],
          "nullable": true,
          "plural": false,
          "type": "CompanyStatus"
        },
        "viewer.homeRoute": (v7/*:: as any*/),
        "viewer.isLoggedIn": (v12/*:: as any*/),
        "viewer.roles": {
          "enumValues": [
            "ROLE_SUPER_ADMIN",
            "ROLE_ADMIN",
            "ROLE_AGENT",
            "ROLE_CLIENT",
            "ROLE_BUYER",
            "ROLE_REVIEWER"
          ],
          "nullable": false,
          "plural": true,
          "type": "Role"
        }
      }
    },
    "name": "VehicleGridTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "687d28f04afe1c61f47ba1fced13dff9";

export default node;
