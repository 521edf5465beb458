/**
 * @generated SignedSource<<b330bb0845de37f13d910bb11ca0ae09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VehicleTableRow_vehicle$data = {
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
  readonly " $fragmentType": "VehicleTableRow_vehicle";
};
export type VehicleTableRow_vehicle$key = {
  readonly " $data"?: VehicleTableRow_vehicle$data;
  readonly " $fragmentSpreads": FragmentRefs<"VehicleTableRow_vehicle">;
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
  "name": "VehicleTableRow_vehicle",
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

(node as any).hash = "d6d4eaceebe0941d72a4c044080f9239";

export default node;
