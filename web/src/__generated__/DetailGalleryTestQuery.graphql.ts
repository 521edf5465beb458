/**
 * @generated SignedSource<<73dd03219a754a9718088fee1cc3af66>>
 * @relayHash ba601245a54f412579b12c9d7754c8bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5169f532772a078605ae005ac78861d862cd6d6d75cb64c469ab6134799c8461

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
    "id": "5169f532772a078605ae005ac78861d862cd6d6d75cb64c469ab6134799c8461",
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
    "text": null
  }
};
})();

(node as any).hash = "28d6858c1e4c89c167dd7c5b23a97ae7";

export default node;
