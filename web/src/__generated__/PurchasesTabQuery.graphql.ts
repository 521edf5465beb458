/**
 * @generated SignedSource<<d773aba2b11c8650ee137714f652036b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PurchasesTabQuery$variables = {
  after?: string | null | undefined;
  first: number;
};
export type PurchasesTabQuery$data = {
  readonly liveCursor: string | null | undefined;
  readonly purchases: {
    readonly " $fragmentSpreads": FragmentRefs<"DealerTabResults_connection">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"VehicleGrid_viewer">;
  };
};
export type PurchasesTabQuery = {
  response: PurchasesTabQuery$data;
  variables: PurchasesTabQuery$variables;
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
  "name": "first"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "liveCursor",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
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
  "name": "url",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
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
    "name": "PurchasesTabQuery",
    "selections": [
      (v2/*:: as any*/),
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
        "args": (v3/*:: as any*/),
        "concreteType": "VehicleConnection",
        "kind": "LinkedField",
        "name": "purchases",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DealerTabResults_connection"
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PurchasesTabQuery",
    "selections": [
      (v2/*:: as any*/),
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
        "args": (v3/*:: as any*/),
        "concreteType": "VehicleConnection",
        "kind": "LinkedField",
        "name": "purchases",
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
                  (v4/*:: as any*/),
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
                      (v5/*:: as any*/),
                      (v4/*:: as any*/),
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
                      (v5/*:: as any*/)
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
                  (v6/*:: as any*/),
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
                        "selections": (v7/*:: as any*/),
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
                          (v8/*:: as any*/),
                          (v9/*:: as any*/)
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
                      (v6/*:: as any*/),
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
                        "selections": (v7/*:: as any*/),
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
                    "selections": (v7/*:: as any*/),
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
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "totalPrice",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
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
                    "selections": (v7/*:: as any*/),
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
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "nickname",
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2f692a4425db2c81ea0883b5990b7d8f",
    "id": null,
    "metadata": {},
    "name": "PurchasesTabQuery",
    "operationKind": "query",
    "text": "query PurchasesTabQuery(\n  $first: Int!\n  $after: String\n) {\n  liveCursor\n  viewer {\n    ...VehicleGrid_viewer\n  }\n  purchases(first: $first, after: $after) {\n    ...DealerTabResults_connection\n  }\n}\n\nfragment BuyNowConfirm_vehicle on Vehicle {\n  id\n  title\n  stockNumber\n  price {\n    amount\n  }\n  totalPrice {\n    amount\n  }\n}\n\nfragment ConditionReportButton_vehicle on Vehicle {\n  crUrl\n  conditionReportLinks {\n    url\n  }\n}\n\nfragment DealerTabResults_connection on VehicleConnection {\n  ...useLiveResults_connection\n}\n\nfragment LocationTip_vehicle on Vehicle {\n  location\n  exportLocation {\n    name\n    address\n    link\n  }\n}\n\nfragment ReleaseBanner_vehicle on Vehicle {\n  releaseDate\n}\n\nfragment VehicleCard_vehicle on Vehicle {\n  id\n  title\n  vin\n  photos {\n    url\n    id\n  }\n  ...ReleaseBanner_vehicle\n  ...ConditionReportButton_vehicle\n  ...useVehicleActions_vehicle\n  ...VehicleTitle_vehicle\n  ...VehiclePrice_vehicle\n  ...VehicleFacts_vehicle\n  ...VehicleStaffDetails_vehicle\n  ...VehicleSaleDetails_vehicle\n  ...VehicleOfferActions_vehicle\n}\n\nfragment VehicleCard_viewer on Viewer {\n  ...useVehicleActions_viewer\n}\n\nfragment VehicleFacts_vehicle on Vehicle {\n  miles\n  stockNumber\n  ...LocationTip_vehicle\n}\n\nfragment VehicleGrid_connection on VehicleConnection {\n  totalCount\n  edges {\n    node {\n      id\n      ...VehicleCard_vehicle\n      ...VehicleListRow_vehicle\n    }\n  }\n}\n\nfragment VehicleGrid_viewer on Viewer {\n  ...VehicleCard_viewer\n  ...VehicleListRow_viewer\n}\n\nfragment VehicleListRow_vehicle on Vehicle {\n  title\n  vin\n  status\n  releaseDate\n  photos {\n    url\n    thumbnailUrl\n    id\n  }\n  ...ConditionReportButton_vehicle\n  ...useVehicleActions_vehicle\n  ...VehicleTitle_vehicle\n  ...VehiclePrice_vehicle\n  ...VehicleFacts_vehicle\n  ...VehicleOfferActions_vehicle\n}\n\nfragment VehicleListRow_viewer on Viewer {\n  ...useVehicleActions_viewer\n}\n\nfragment VehicleOfferActions_vehicle on Vehicle {\n  id\n  title\n  vin\n  stockNumber\n  hasPendingOffer\n  ...BuyNowConfirm_vehicle\n  offerClient {\n    offerPrice {\n      amount\n    }\n  }\n}\n\nfragment VehiclePrice_vehicle on Vehicle {\n  price {\n    amount\n  }\n  totalPrice {\n    amount\n  }\n}\n\nfragment VehicleSaleDetails_vehicle on Vehicle {\n  finalPrice {\n    amount\n  }\n  sale {\n    registerDate\n    salePrice {\n      amount\n    }\n    buyer {\n      firstName\n      lastName\n    }\n  }\n}\n\nfragment VehicleStaffDetails_vehicle on Vehicle {\n  status\n  releaseDate\n  publishUntil\n  costUsd {\n    amount\n  }\n  price {\n    amount\n  }\n  agent {\n    firstName\n    lastName\n    nickname\n    id\n  }\n}\n\nfragment VehicleTitle_vehicle on Vehicle {\n  title\n  vin\n  vinNumber {\n    make\n    model\n    trim\n    options\n  }\n}\n\nfragment useLiveResults_connection on VehicleConnection {\n  totalCount\n  edges {\n    node {\n      id\n    }\n  }\n  ...VehicleGrid_connection\n}\n\nfragment useVehicleActions_vehicle on Vehicle {\n  id\n  databaseId\n  vin\n  status\n  releaseDate\n  viewerCanEdit\n  workOrder\n  sale {\n    registerDate\n  }\n  offerClient {\n    status\n    expiresAt\n  }\n  finalPrice {\n    amount\n  }\n}\n\nfragment useVehicleActions_viewer on Viewer {\n  isLoggedIn\n  roles\n  companyStatus\n  homeRoute\n}\n"
  }
};
})();

(node as any).hash = "1b331ea57804716aa4f839785a9dba88";

export default node;
