/**
 * @generated SignedSource<<9413f74ea541ec2ff35e321e372e33f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LocationTip_vehicle$data = {
  readonly exportLocation: {
    readonly address: string | null | undefined;
    readonly link: string | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly location: string | null | undefined;
  readonly " $fragmentType": "LocationTip_vehicle";
};
export type LocationTip_vehicle$key = {
  readonly " $data"?: LocationTip_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"LocationTip_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LocationTip_vehicle",
  "selections": [
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
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "f55ddf8855eaad52264d355810c5eab1";

export default node;
