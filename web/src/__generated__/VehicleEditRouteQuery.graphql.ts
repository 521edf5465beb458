/**
 * @generated SignedSource<<b2f63b825f7e33ca9a4751dc5ff44ccd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleEditRouteQuery$variables = {
  vin: string;
};
export type VehicleEditRouteQuery$data = {
  readonly vehicleByVin: {
    readonly " $fragmentSpreads": FragmentRefs<"VehicleEditScreen_vehicle">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleEditForm_query">;
};
export type VehicleEditRouteQuery = {
  response: VehicleEditRouteQuery$data;
  variables: VehicleEditRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "vin"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "vin",
    "variableName": "vin"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
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
  }
],
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VehicleEditRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Vehicle",
        "kind": "LinkedField",
        "name": "vehicleByVin",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VehicleEditScreen_vehicle"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VehicleEditForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VehicleEditRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Vehicle",
        "kind": "LinkedField",
        "name": "vehicleByVin",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "status",
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
            "selections": (v3/*:: as any*/),
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
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "cost",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fx",
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
            "kind": "ScalarField",
            "name": "color",
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
                "name": "year",
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
                "name": "transmissionType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "vinNumber",
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
                "name": "madeIn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "madeInCity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "engine",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "published",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "reservedPrice",
            "plural": false,
            "selections": (v4/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "equipment",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "external",
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
        "concreteType": "Agent",
        "kind": "LinkedField",
        "name": "agents",
        "plural": true,
        "selections": (v3/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ExportLocation",
        "kind": "LinkedField",
        "name": "exportLocations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "370d50e8ed7880be9b7160d674f3321a",
    "id": null,
    "metadata": {},
    "name": "VehicleEditRouteQuery",
    "operationKind": "query",
    "text": "query VehicleEditRouteQuery(\n  $vin: String!\n) {\n  vehicleByVin(vin: $vin) {\n    ...VehicleEditScreen_vehicle\n    id\n  }\n  ...VehicleEditForm_query\n}\n\nfragment EquipmentForm_vehicle on Vehicle {\n  id\n  equipment\n  color\n  vinNumber {\n    transmissionType\n  }\n}\n\nfragment VehicleEditForm_query on Query {\n  agents {\n    id\n    firstName\n    lastName\n    nickname\n  }\n  exportLocations {\n    name\n  }\n}\n\nfragment VehicleEditForm_vehicle on Vehicle {\n  id\n  stockNumber\n  agent {\n    id\n    firstName\n    lastName\n    nickname\n  }\n  location\n  releaseDate\n  crUrl\n  cost {\n    amount\n  }\n  fx\n  costUsd {\n    amount\n  }\n  price {\n    amount\n  }\n  color\n  miles\n  vinNumber {\n    make\n    model\n    year\n    trim\n  }\n}\n\nfragment VehicleEditScreen_vehicle on Vehicle {\n  id\n  vin\n  status\n  viewerCanEdit\n  ...VehicleEditForm_vehicle\n  ...VehiclePriceForm_vehicle\n  ...EquipmentForm_vehicle\n  ...VinDataCard_vehicle\n  ...VehiclePhotos_vehicle\n}\n\nfragment VehiclePhotos_vehicle on Vehicle {\n  id\n  photos {\n    id\n    thumbnailUrl\n    partName\n    external\n  }\n}\n\nfragment VehiclePriceForm_vehicle on Vehicle {\n  id\n  published\n  price {\n    amount\n  }\n  reservedPrice {\n    amount\n  }\n}\n\nfragment VinDataCard_vehicle on Vehicle {\n  vinNumber {\n    vinNumber\n    make\n    model\n    year\n    trim\n    style\n    doors\n    vehicleType\n    driveType\n    madeIn\n    madeInCity\n    transmissionType\n    engine\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3ed4de9c56bb4118cdf93eb147c0c8b";

export default node;
