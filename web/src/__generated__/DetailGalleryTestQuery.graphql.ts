/**
 * @generated SignedSource<<3cd59bc027fbffe17eea6ab48f4a56b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DetailGalleryTestQuery$variables = Record<PropertyKey, never>;
export type DetailGalleryTestQuery$data = {
  readonly vehicleByVin: {
    readonly " $fragmentSpreads": FragmentRefs<"DetailGallery_vehicle">;
  } | null | undefined;
};
export type DetailGalleryTestQuery = {
  response: DetailGalleryTestQuery$data;
  variables: DetailGalleryTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "vin",
    "value": "2T3BFREV5KW012345"
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DetailGalleryTestQuery",
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
            "name": "DetailGallery_vehicle"
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
    "name": "DetailGalleryTestQuery",
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
            "name": "title",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "vehicleByVin(vin:\"2T3BFREV5KW012345\")"
      }
    ]
  },
  "params": {
    "cacheID": "ba601245a54f412579b12c9d7754c8bd",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "vehicleByVin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Vehicle"
        },
        "vehicleByVin.id": (v2/*:: as any*/),
        "vehicleByVin.photos": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Photo"
        },
        "vehicleByVin.photos.id": (v2/*:: as any*/),
        "vehicleByVin.photos.partName": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "vehicleByVin.photos.thumbnailUrl": (v3/*:: as any*/),
        "vehicleByVin.photos.url": (v3/*:: as any*/),
        "vehicleByVin.title": (v3/*:: as any*/)
      }
    },
    "name": "DetailGalleryTestQuery",
    "operationKind": "query",
    "text": "query DetailGalleryTestQuery {\n  vehicleByVin(vin: \"2T3BFREV5KW012345\") {\n    ...DetailGallery_vehicle\n    id\n  }\n}\n\nfragment DetailGallery_vehicle on Vehicle {\n  title\n  photos {\n    url\n    thumbnailUrl\n    partName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "28d6858c1e4c89c167dd7c5b23a97ae7";

export default node;
