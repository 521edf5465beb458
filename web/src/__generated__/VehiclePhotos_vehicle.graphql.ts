/**
 * @generated SignedSource<<27ee10f559083681891ccff8144f0d14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehiclePhotos_vehicle$data = {
  readonly id: string;
  readonly photos: ReadonlyArray<{
    readonly external: boolean;
    readonly id: string;
    readonly partName: string | null | undefined;
    readonly thumbnailUrl: string;
  }>;
  readonly " $fragmentType": "VehiclePhotos_vehicle";
};
export type VehiclePhotos_vehicle$key = {
  readonly " $data"?: VehiclePhotos_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehiclePhotos_vehicle">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehiclePhotos_vehicle",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Photo",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
  "type": "Vehicle",
  "abstractKey": null
};
})();

(node as any).hash = "bf15a57fa51c282696605eb730e3312a";

export default node;
