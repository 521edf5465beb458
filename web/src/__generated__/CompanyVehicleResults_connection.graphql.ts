/**
 * @generated SignedSource<<58275cd8fd7408c675e61ec43d79aff8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompanyVehicleResults_connection$data = {
  readonly edges: ReadonlyArray<{
    readonly cursor: string;
    readonly node: {
      readonly " $fragmentSpreads": FragmentRefs<"CompanyVehicleRow_companyVehicle">;
    };
  }>;
  readonly totalCount: number;
  readonly " $fragmentType": "CompanyVehicleResults_connection";
};
export type CompanyVehicleResults_connection$key = {
  readonly " $data"?: CompanyVehicleResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyVehicleResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyVehicleResults_connection",
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
      "concreteType": "CompanyVehicleEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cursor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CompanyVehicle",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "CompanyVehicleRow_companyVehicle"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CompanyVehicleConnection",
  "abstractKey": null
};

(node as any).hash = "02b02798065bfd639257f75a1c17d732";

export default node;
