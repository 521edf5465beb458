/**
 * @generated SignedSource<<5fd9010d54ab8725d158535624399d4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleStatus = "Draft" | "InStock" | "Inactive" | "ReadyToSell" | "Sold" | "%future added value";
export type useLiveCatalogueSubscription$variables = {
  after?: string | null | undefined;
};
export type useLiveCatalogueSubscription$data = {
  readonly vehicleChanged: {
    readonly cursor: string;
    readonly vehicle: {
      readonly id: string;
      readonly status: VehicleStatus;
      readonly " $fragmentSpreads": FragmentRefs<"liveVehicle_vehicle">;
    };
  };
};
export type useLiveCatalogueSubscription = {
  response: useLiveCatalogueSubscription$data;
  variables: useLiveCatalogueSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "after"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
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
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveCatalogueSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "VehicleChangedEvent",
        "kind": "LinkedField",
        "name": "vehicleChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Vehicle",
            "kind": "LinkedField",
            "name": "vehicle",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveCatalogueSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "VehicleChangedEvent",
        "kind": "LinkedField",
        "name": "vehicleChanged",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Vehicle",
            "kind": "LinkedField",
            "name": "vehicle",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
                  (v3/*:: as any*/),
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
                    "selections": (v6/*:: as any*/),
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
                      (v7/*:: as any*/),
                      (v8/*:: as any*/)
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
                  (v4/*:: as any*/),
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
                    "selections": (v6/*:: as any*/),
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
                "selections": (v6/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "price",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Money",
                "kind": "LinkedField",
                "name": "totalPrice",
                "plural": false,
                "selections": (v6/*:: as any*/),
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
                "selections": (v6/*:: as any*/),
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nickname",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
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
    "cacheID": "425d4f6b448bfe2f819576850e55be09",
    "id": null,
    "metadata": {},
    "name": "useLiveCatalogueSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveCatalogueSubscription(\n  $after: String\n) {\n  vehicleChanged(after: $after) {\n    cursor\n    vehicle {\n      id\n      status\n      ...liveVehicle_vehicle\n    }\n  }\n}\n\nfragment BuyNowConfirm_vehicle on Vehicle {\n  id\n  title\n  stockNumber\n  price {\n    amount\n  }\n  totalPrice {\n    amount\n  }\n}\n\nfragment ConditionReportButton_vehicle on Vehicle {\n  crUrl\n  conditionReportLinks {\n    url\n  }\n}\n\nfragment DetailGallery_vehicle on Vehicle {\n  title\n  photos {\n    url\n    thumbnailUrl\n    partName\n    id\n  }\n}\n\nfragment LocationTip_vehicle on Vehicle {\n  location\n  exportLocation {\n    name\n    address\n    link\n  }\n}\n\nfragment OffersPanelFacts_vehicle on Vehicle {\n  title\n  status\n  publicId\n  price {\n    amount\n  }\n  stockNumber\n  vinNumber {\n    make\n    model\n    year\n    trim\n    options\n  }\n  miles\n  location\n  releaseDate\n  ...ConditionReportButton_vehicle\n  sale {\n    registerDate\n  }\n}\n\nfragment ReleaseBanner_vehicle on Vehicle {\n  releaseDate\n}\n\nfragment VehicleCard_vehicle on Vehicle {\n  id\n  title\n  vin\n  photos {\n    url\n    id\n  }\n  ...ReleaseBanner_vehicle\n  ...ConditionReportButton_vehicle\n  ...useVehicleActions_vehicle\n  ...VehicleTitle_vehicle\n  ...VehiclePrice_vehicle\n  ...VehicleFacts_vehicle\n  ...VehicleStaffDetails_vehicle\n  ...VehicleSaleDetails_vehicle\n  ...VehicleOfferActions_vehicle\n}\n\nfragment VehicleDetailBody_vehicle on Vehicle {\n  vin\n  publicId\n  releaseDate\n  ...DetailGallery_vehicle\n  ...LocationTip_vehicle\n  ...ConditionReportButton_vehicle\n  ...useVehicleActions_vehicle\n  ...VehicleTitle_vehicle\n  ...VehiclePrice_vehicle\n  ...VehicleStaffDetails_vehicle\n  ...VehicleSaleDetails_vehicle\n  ...VehicleOfferActions_vehicle\n  ...VehicleSpecList_vehicle\n}\n\nfragment VehicleFacts_vehicle on Vehicle {\n  miles\n  stockNumber\n  ...LocationTip_vehicle\n}\n\nfragment VehicleListRow_vehicle on Vehicle {\n  title\n  vin\n  status\n  releaseDate\n  photos {\n    url\n    thumbnailUrl\n    id\n  }\n  ...ConditionReportButton_vehicle\n  ...useVehicleActions_vehicle\n  ...VehicleTitle_vehicle\n  ...VehiclePrice_vehicle\n  ...VehicleFacts_vehicle\n  ...VehicleOfferActions_vehicle\n}\n\nfragment VehicleOfferActions_vehicle on Vehicle {\n  id\n  title\n  vin\n  stockNumber\n  hasPendingOffer\n  ...BuyNowConfirm_vehicle\n  offerClient {\n    offerPrice {\n      amount\n    }\n  }\n}\n\nfragment VehiclePrice_vehicle on Vehicle {\n  price {\n    amount\n  }\n  totalPrice {\n    amount\n  }\n}\n\nfragment VehicleSaleDetails_vehicle on Vehicle {\n  finalPrice {\n    amount\n  }\n  sale {\n    registerDate\n    salePrice {\n      amount\n    }\n    buyer {\n      firstName\n      lastName\n    }\n  }\n}\n\nfragment VehicleSpecList_vehicle on Vehicle {\n  miles\n  color\n  stockNumber\n  vinNumber {\n    make\n    year\n    model\n    style\n    doors\n    vehicleType\n    driveType\n    engine\n    transmissionType\n  }\n}\n\nfragment VehicleStaffDetails_vehicle on Vehicle {\n  status\n  releaseDate\n  publishUntil\n  costUsd {\n    amount\n  }\n  price {\n    amount\n  }\n  agent {\n    firstName\n    lastName\n    nickname\n    id\n  }\n}\n\nfragment VehicleTitle_vehicle on Vehicle {\n  title\n  vin\n  vinNumber {\n    make\n    model\n    trim\n    options\n  }\n}\n\nfragment liveVehicle_vehicle on Vehicle {\n  id\n  ...VehicleCard_vehicle\n  ...VehicleListRow_vehicle\n  ...VehicleDetailBody_vehicle\n  ...OffersPanelFacts_vehicle\n}\n\nfragment useVehicleActions_vehicle on Vehicle {\n  id\n  databaseId\n  vin\n  status\n  releaseDate\n  viewerCanEdit\n  workOrder\n  sale {\n    registerDate\n  }\n  offerClient {\n    status\n    expiresAt\n  }\n  finalPrice {\n    amount\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4590d6f532e785ce71b272c1af10f84";

export default node;
