/**
 * @generated SignedSource<<a972272763adb59b77400efbcda5658d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReleaseBanner_vehicle$data = {
  readonly releaseDate: any | null | undefined;
  readonly " $fragmentType": "ReleaseBanner_vehicle";
};
export type ReleaseBanner_vehicle$key = {
  readonly " $data"?: ReleaseBanner_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReleaseBanner_vehicle">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReleaseBanner_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releaseDate",
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};

(node as any).hash = "ccc4880a89494afc0c88379952781f1c";

export default node;
