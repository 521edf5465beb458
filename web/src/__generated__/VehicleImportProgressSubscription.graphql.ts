/**
 * @generated SignedSource<<2d1cd29a5b418decb77e33d7862aefe3>>
 * @relayHash 883ace22dbb98608cac49e087464e0e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ca3b763ea9d50bb386cfc89921fc1d992fd3b8ec86c5657214e97db854f6823

import type { ConcreteRequest } from 'relay-runtime';
export type BulkStage = "applied" | "uploaded" | "validated" | "%future added value";
export type VehicleImportProgressSubscription$variables = {
  upload: string;
};
export type VehicleImportProgressSubscription$data = {
  readonly vehicleImportProgress: {
    readonly done: number;
    readonly stage: BulkStage;
    readonly total: number;
  };
};
export type VehicleImportProgressSubscription = {
  response: VehicleImportProgressSubscription$data;
  variables: VehicleImportProgressSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "upload"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "upload",
        "variableName": "upload"
      }
    ],
    "concreteType": "VehicleImportProgress",
    "kind": "LinkedField",
    "name": "vehicleImportProgress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "done",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VehicleImportProgressSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VehicleImportProgressSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9ca3b763ea9d50bb386cfc89921fc1d992fd3b8ec86c5657214e97db854f6823",
    "metadata": {},
    "name": "VehicleImportProgressSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b90193b54108f7ad1f400f5b7248cc12";

export default node;
