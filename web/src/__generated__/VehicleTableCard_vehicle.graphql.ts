/**
 * @generated SignedSource<<3a92bba77203e43fa51378d1bcc251fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleTableCard_vehicle$data = {
  readonly checks: {
    readonly totalCount: number;
  };
  readonly conditionReports: {
    readonly totalCount: number;
  };
  readonly id: string;
  readonly notes: {
    readonly totalCount: number;
  };
  readonly stockNumber: string | null | undefined;
  readonly vin: string;
  readonly " $fragmentSpreads": FragmentRefs<"AgentCell_vehicle">;
  readonly " $fragmentType": "VehicleTableCard_vehicle";
};
export type VehicleTableCard_vehicle$key = {
  readonly " $data"?: VehicleTableCard_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleTableCard_vehicle">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VehicleTableCard_vehicle",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "kind": "ScalarField",
      "name": "stockNumber",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AgentCell_vehicle"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CheckConnection",
      "kind": "LinkedField",
      "name": "checks",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ConditionReportConnection",
      "kind": "LinkedField",
      "name": "conditionReports",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "NoteConnection",
      "kind": "LinkedField",
      "name": "notes",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Vehicle",
  "abstractKey": null
};
})();

(node as any).hash = "dbe8f58a2972cc96f3f69886493d5639";

export default node;
