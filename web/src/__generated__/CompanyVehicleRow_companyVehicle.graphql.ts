/**
 * @generated SignedSource<<4da44a99ddf5ea74174ea372fa56a930>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CompanyVehicleState = "EXPIRED" | "OFFERED" | "PURCHASED" | "WAITING" | "%future added value";
export type OfferSide = "DEALER" | "PROVIDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CompanyVehicleRow_companyVehicle$data = {
  readonly expiresAt: any | null | undefined;
  readonly lastOffer: {
    readonly createdAt: any;
    readonly price: {
      readonly amount: string;
    };
    readonly side: OfferSide;
  } | null | undefined;
  readonly purchaseDate: any | null | undefined;
  readonly salePrice: {
    readonly amount: string;
  } | null | undefined;
  readonly state: CompanyVehicleState;
  readonly user: {
    readonly fullName: string;
    readonly id: string;
  };
  readonly vehicle: {
    readonly id: string;
    readonly photos: ReadonlyArray<{
      readonly thumbnailUrl: string;
    }>;
    readonly stockNumber: string | null | undefined;
    readonly vin: string;
    readonly vinNumber: {
      readonly make: string | null | undefined;
      readonly model: string | null | undefined;
      readonly year: number | null | undefined;
    };
  };
  readonly " $fragmentType": "CompanyVehicleRow_companyVehicle";
};
export type CompanyVehicleRow_companyVehicle$key = {
  readonly " $data"?: CompanyVehicleRow_companyVehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyVehicleRow_companyVehicle">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "amount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyVehicleRow_companyVehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Vehicle",
      "kind": "LinkedField",
      "name": "vehicle",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "stockNumber",
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
              "name": "year",
              "storageKey": null
            },
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
            }
          ],
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
              "name": "thumbnailUrl",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
      "concreteType": "CompanyVehicleOffer",
      "kind": "LinkedField",
      "name": "lastOffer",
      "plural": false,
      "selections": [
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
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
      "name": "salePrice",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "purchaseDate",
      "storageKey": null
    }
  ],
  "type": "CompanyVehicle",
  "abstractKey": null
};
})();

(node as any).hash = "fcdeca0c8d5a47ca507e7f60f50a9197";

export default node;
