/**
 * @generated SignedSource<<af54b939af8993ae75aab39ff6a42836>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OfferEventType = "ACCEPTED" | "COUNTERED" | "EXPIRED" | "MADE" | "%future added value";
export type useOfferEventsSubscription$variables = {
  after?: string | null | undefined;
  vehicleId?: string | null | undefined;
};
export type useOfferEventsSubscription$data = {
  readonly offerEvents: {
    readonly chain: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"OfferChainCard_chain">;
    };
    readonly cursor: string;
    readonly type: OfferEventType;
    readonly vehicle: {
      readonly " $fragmentSpreads": FragmentRefs<"liveVehicle_vehicle">;
    };
  };
};
export type useOfferEventsSubscription = {
  response: useOfferEventsSubscription$data;
  variables: useOfferEventsSubscription$variables;
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
  "name": "vehicleId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "vehicleId",
    "variableName": "vehicleId"
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
  "name": "type",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiresAt",
  "storageKey": null
},
v10 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
],
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "Money",
  "kind": "LinkedField",
  "name": "price",
  "plural": false,
  "selections": (v10/*:: as any*/),
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
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
    "name": "useOfferEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "OfferEvent",
        "kind": "LinkedField",
        "name": "offerEvents",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OfferChain",
            "kind": "LinkedField",
            "name": "chain",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OfferChainCard_chain"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Vehicle",
            "kind": "LinkedField",
            "name": "vehicle",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "liveVehicle_vehicle"
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
    "name": "useOfferEventsSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "OfferEvent",
        "kind": "LinkedField",
        "name": "offerEvents",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OfferChain",
            "kind": "LinkedField",
            "name": "chain",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isOpen",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanCounter",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerCanAccept",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OfferDealer",
                "kind": "LinkedField",
                "name": "dealer",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userId",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "companyName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Offer",
                "kind": "LinkedField",
                "name": "lastOffer",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Offer",
                "kind": "LinkedField",
                "name": "offers",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "side",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "role",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "arrow",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Vehicle",
            "kind": "LinkedField",
            "name": "vehicle",
            "plural": false,
            "selections": [
              (v5/*:: as any*/),
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
                  (v12/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "thumbnailUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "partName",
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
                  (v12/*:: as any*/)
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
              (v8/*:: as any*/),
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
                    "selections": (v10/*:: as any*/),
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
                      (v6/*:: as any*/),
                      (v7/*:: as any*/)
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
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Money",
                    "kind": "LinkedField",
                    "name": "offerPrice",
                    "plural": false,
                    "selections": (v10/*:: as any*/),
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
                "selections": (v10/*:: as any*/),
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "year",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "style",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "doors",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "vehicleType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "driveType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "engine",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "transmissionType",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "totalPrice",
                "plural": false,
                "selections": (v10/*:: as any*/),
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
                "selections": (v10/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nickname",
                    "storageKey": null
                  },
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasPendingOffer",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publicId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "color",
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
    "cacheID": "fcfcf22880b8310177c6ef1e3937894b",
    "id": null,
    "metadata": {},
    "name": "useOfferEventsSubscription",
    "operationKind": "subscription",
    "text": "subscription useOfferEventsSubscription(\n  $vehicleId: ID\n  $after: String\n) {\n  offerEvents(vehicleId: $vehicleId, after: $after) {\n    cursor\n    type\n    chain {\n      id\n      ...OfferChainCard_chain\n    }\n    vehicle {\n      ...liveVehicle_vehicle\n      id\n    }\n  }\n}\n\nfragment BuyNowConfirm_vehicle on Vehicle {\n  id\n  title\n  stockNumber\n  price {\n    amount\n  }\n  totalPrice {\n    amount\n  }\n}\n\nfragment ConditionReportButton_vehicle on Vehicle {\n  crUrl\n  conditionReportLinks {\n    url\n  }\n}\n\nfragment DetailGallery_vehicle on Vehicle {\n  title\n  photos {\n    url\n    thumbnailUrl\n    partName\n    id\n  }\n}\n\nfragment LocationTip_vehicle on Vehicle {\n  location\n  exportLocation {\n    name\n    address\n    link\n  }\n}\n\nfragment OfferChainCard_chain on OfferChain {\n  id\n  state\n  isOpen\n  viewerCanCounter\n  viewerCanAccept\n  dealer {\n    userId\n    firstName\n    lastName\n    companyName\n  }\n  lastOffer {\n    id\n    status\n    expiresAt\n  }\n  ...OfferHistory_chain\n}\n\nfragment OfferHistory_chain on OfferChain {\n  dealer {\n    firstName\n    lastName\n  }\n  offers {\n    id\n    price {\n      amount\n    }\n    side\n    role\n    status\n    createdAt\n    arrow\n  }\n}\n\nfragment OffersPanelFacts_vehicle on Vehicle {\n  title\n  status\n  publicId\n  price {\n    amount\n  }\n  stockNumber\n  vinNumber {\n    make\n    model\n    year\n    trim\n    options\n  }\n  miles\n  location\n  releaseDate\n  ...ConditionReportButton_vehicle\n  sale {\n    registerDate\n  }\n}\n\nfragment ReleaseBanner_vehicle on Vehicle {\n  releaseDate\n}\n\nfragment VehicleCard_vehicle on Vehicle {\n  id\n  title\n  vin\n  photos {\n    url\n    id\n  }\n  ...ReleaseBanner_vehicle\n  ...ConditionReportButton_vehicle\n  ...useVehicleActions_vehicle\n  ...VehicleTitle_vehicle\n  ...VehiclePrice_vehicle\n  ...VehicleFacts_vehicle\n  ...VehicleStaffDetails_vehicle\n  ...VehicleSaleDetails_vehicle\n  ...VehicleOfferActions_vehicle\n}\n\nfragment VehicleDetailBody_vehicle on Vehicle {\n  vin\n  publicId\n  releaseDate\n  ...DetailGallery_vehicle\n  ...LocationTip_vehicle\n  ...ConditionReportButton_vehicle\n  ...useVehicleActions_vehicle\n  ...VehicleTitle_vehicle\n  ...VehiclePrice_vehicle\n  ...VehicleStaffDetails_vehicle\n  ...VehicleSaleDetails_vehicle\n  ...VehicleOfferActions_vehicle\n  ...VehicleSpecList_vehicle\n}\n\nfragment VehicleFacts_vehicle on Vehicle {\n  miles\n  stockNumber\n  ...LocationTip_vehicle\n}\n\nfragment VehicleListRow_vehicle on Vehicle {\n  title\n  vin\n  status\n  releaseDate\n  photos {\n    url\n    thumbnailUrl\n    id\n  }\n  ...ConditionReportButton_vehicle\n  ...useVehicleActions_vehicle\n  ...VehicleTitle_vehicle\n  ...VehiclePrice_vehicle\n  ...VehicleFacts_vehicle\n  ...VehicleOfferActions_vehicle\n}\n\nfragment VehicleOfferActions_vehicle on Vehicle {\n  id\n  title\n  vin\n  stockNumber\n  hasPendingOffer\n  ...BuyNowConfirm_vehicle\n  offerClient {\n    offerPrice {\n      amount\n    }\n  }\n}\n\nfragment VehiclePrice_vehicle on Vehicle {\n  price {\n    amount\n  }\n  totalPrice {\n    amount\n  }\n}\n\nfragment VehicleSaleDetails_vehicle on Vehicle {\n  finalPrice {\n    amount\n  }\n  sale {\n    registerDate\n    salePrice {\n      amount\n    }\n    buyer {\n      firstName\n      lastName\n    }\n  }\n}\n\nfragment VehicleSpecList_vehicle on Vehicle {\n  miles\n  color\n  stockNumber\n  vinNumber {\n    make\n    year\n    model\n    style\n    doors\n    vehicleType\n    driveType\n    engine\n    transmissionType\n  }\n}\n\nfragment VehicleStaffDetails_vehicle on Vehicle {\n  status\n  releaseDate\n  publishUntil\n  costUsd {\n    amount\n  }\n  price {\n    amount\n  }\n  agent {\n    firstName\n    lastName\n    nickname\n    id\n  }\n}\n\nfragment VehicleTitle_vehicle on Vehicle {\n  title\n  vin\n  vinNumber {\n    make\n    model\n    trim\n    options\n  }\n}\n\nfragment liveVehicle_vehicle on Vehicle {\n  id\n  ...VehicleCard_vehicle\n  ...VehicleListRow_vehicle\n  ...VehicleDetailBody_vehicle\n  ...OffersPanelFacts_vehicle\n}\n\nfragment useVehicleActions_vehicle on Vehicle {\n  id\n  databaseId\n  vin\n  status\n  releaseDate\n  viewerCanEdit\n  workOrder\n  sale {\n    registerDate\n  }\n  offerClient {\n    status\n    expiresAt\n  }\n  finalPrice {\n    amount\n  }\n}\n"
  }
};
})();

(node as any).hash = "ad63b346f2b59c430a9bc840a6f642d6";

export default node;
