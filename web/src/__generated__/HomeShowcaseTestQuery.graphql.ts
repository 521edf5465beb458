/**
 * @generated SignedSource<<1bc223dbf73dac35ab92eaf4dcf72a55>>
 * @relayHash 45dcc7bf3dd6eff9bb3ea7b167778ce5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f4e2e4e6dcd0d1d0280bd0a434265e00396fa5963a0a4727f44164009651e6da

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeShowcaseTestQuery$variables = Record<PropertyKey, never>;
export type HomeShowcaseTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"HomeShowcase_query">;
};
export type HomeShowcaseTestQuery = {
  response: HomeShowcaseTestQuery$data;
  variables: HomeShowcaseTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Money"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v12 = {
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
    "name": "HomeShowcaseTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HomeShowcase_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeShowcaseTestQuery",
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
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 12
          }
        ],
        "concreteType": "VehicleConnection",
        "kind": "LinkedField",
        "name": "publicVehicles",
        "plural": false,
        "selections": [
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
                  (v0/*:: as any*/),
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
                      (v1/*:: as any*/),
                      (v0/*:: as any*/)
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
                      (v1/*:: as any*/)
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
                  (v2/*:: as any*/),
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
                        "selections": (v3/*:: as any*/),
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
                          (v4/*:: as any*/),
                          (v5/*:: as any*/)
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
                      (v2/*:: as any*/),
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
                        "selections": (v3/*:: as any*/),
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
                    "selections": (v3/*:: as any*/),
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
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "totalPrice",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
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
                    "selections": (v3/*:: as any*/),
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
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nickname",
                        "storageKey": null
                      },
                      (v0/*:: as any*/)
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
        "storageKey": "publicVehicles(first:12)"
      }
    ]
  },
  "params": {
    "id": "f4e2e4e6dcd0d1d0280bd0a434265e00396fa5963a0a4727f44164009651e6da",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "publicVehicles": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "VehicleConnection"
        },
        "publicVehicles.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "VehicleEdge"
        },
        "publicVehicles.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Vehicle"
        },
        "publicVehicles.edges.node.agent": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Agent"
        },
        "publicVehicles.edges.node.agent.firstName": (v6/*:: as any*/),
        "publicVehicles.edges.node.agent.id": (v7/*:: as any*/),
        "publicVehicles.edges.node.agent.lastName": (v6/*:: as any*/),
        "publicVehicles.edges.node.agent.nickname": (v8/*:: as any*/),
        "publicVehicles.edges.node.conditionReportLinks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ConditionReportLink"
        },
        "publicVehicles.edges.node.conditionReportLinks.url": (v6/*:: as any*/),
        "publicVehicles.edges.node.costUsd": (v9/*:: as any*/),
        "publicVehicles.edges.node.costUsd.amount": (v6/*:: as any*/),
        "publicVehicles.edges.node.crUrl": (v8/*:: as any*/),
        "publicVehicles.edges.node.databaseId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "publicVehicles.edges.node.exportLocation": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ExportLocation"
        },
        "publicVehicles.edges.node.exportLocation.address": (v8/*:: as any*/),
        "publicVehicles.edges.node.exportLocation.link": (v8/*:: as any*/),
        "publicVehicles.edges.node.exportLocation.name": (v6/*:: as any*/),
        "publicVehicles.edges.node.finalPrice": (v9/*:: as any*/),
        "publicVehicles.edges.node.finalPrice.amount": (v6/*:: as any*/),
        "publicVehicles.edges.node.hasPendingOffer": (v10/*:: as any*/),
        "publicVehicles.edges.node.id": (v7/*:: as any*/),
        "publicVehicles.edges.node.location": (v8/*:: as any*/),
        "publicVehicles.edges.node.miles": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "publicVehicles.edges.node.offerClient": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientOffer"
        },
        "publicVehicles.edges.node.offerClient.expiresAt": (v11/*:: as any*/),
        "publicVehicles.edges.node.offerClient.offerPrice": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Money"
        },
        "publicVehicles.edges.node.offerClient.offerPrice.amount": (v6/*:: as any*/),
        "publicVehicles.edges.node.offerClient.status": {
          "enumValues": [
            "ACTIVE",
            "EXPIRED"
          ],
          "nullable": false,
          "plural": false,
          "type": "OfferListStatus"
        },
        "publicVehicles.edges.node.photos": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Photo"
        },
        "publicVehicles.edges.node.photos.id": (v7/*:: as any*/),
        "publicVehicles.edges.node.photos.url": (v6/*:: as any*/),
        "publicVehicles.edges.node.price": (v9/*:: as any*/),
        "publicVehicles.edges.node.price.amount": (v6/*:: as any*/),
        "publicVehicles.edges.node.publishUntil": (v12/*:: as any*/),
        "publicVehicles.edges.node.releaseDate": (v12/*:: as any*/),
        "publicVehicles.edges.node.sale": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "VehicleSale"
        },
        "publicVehicles.edges.node.sale.buyer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SaleBuyer"
        },
        "publicVehicles.edges.node.sale.buyer.firstName": (v6/*:: as any*/),
        "publicVehicles.edges.node.sale.buyer.lastName": (v6/*:: as any*/),
        "publicVehicles.edges.node.sale.registerDate": (v11/*:: as any*/),
        "publicVehicles.edges.node.sale.salePrice": (v9/*:: as any*/),
        "publicVehicles.edges.node.sale.salePrice.amount": (v6/*:: as any*/),
        "publicVehicles.edges.node.status": {
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
        "publicVehicles.edges.node.stockNumber": (v8/*:: as any*/),
        "publicVehicles.edges.node.title": (v6/*:: as any*/),
        "publicVehicles.edges.node.totalPrice": (v9/*:: as any*/),
        "publicVehicles.edges.node.totalPrice.amount": (v6/*:: as any*/),
        "publicVehicles.edges.node.viewerCanEdit": (v10/*:: as any*/),
        "publicVehicles.edges.node.vin": (v6/*:: as any*/),
        "publicVehicles.edges.node.vinNumber": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "VinData"
        },
        "publicVehicles.edges.node.vinNumber.make": (v8/*:: as any*/),
        "publicVehicles.edges.node.vinNumber.model": (v8/*:: as any*/),
        "publicVehicles.edges.node.vinNumber.options": (v8/*:: as any*/),
        "publicVehicles.edges.node.vinNumber.trim": (v8/*:: as any*/),
        "publicVehicles.edges.node.workOrder": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
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
        "viewer.homeRoute": (v6/*:: as any*/),
        "viewer.isLoggedIn": (v10/*:: as any*/),
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
    "name": "HomeShowcaseTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "31bb39030d4f63c4956fea0e07cd1c49";

export default node;
