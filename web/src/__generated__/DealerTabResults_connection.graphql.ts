/**
 * @generated SignedSource<<9ceb9e77521ccaded9bc76a1f0a9c0fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DealerTabResults_connection$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useLiveResults_connection">;
  readonly " $fragmentType": "DealerTabResults_connection";
};
export type DealerTabResults_connection$key = {
  readonly " $data"?: DealerTabResults_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"DealerTabResults_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DealerTabResults_connection",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useLiveResults_connection"
    }
  ],
  "type": "VehicleConnection",
  "abstractKey": null
};

(node as any).hash = "34ed8ce7a990f02e6c182c0edfafce20";

export default node;
