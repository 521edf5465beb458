/**
 * @generated SignedSource<<16411cd06cf235af263d81168da6889a>>
 * @relayHash 30c672d576c86ca0273334b596e01274
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e77a04aa5df7e4a292d975eace4ed29b7ef4b177866d3d8d137ca6529e6f1813

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConditionReportButtonTestQuery$variables = Record<PropertyKey, never>;
export type ConditionReportButtonTestQuery$data = {
  readonly vehicleByVin: {
    readonly " $fragmentSpreads": FragmentRefs<"ConditionReportButton_vehicle">;
  } | null | undefined;
};
export type ConditionReportButtonTestQuery = {
  response: ConditionReportButtonTestQuery$data;
  variables: ConditionReportButtonTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "vin",
    "value": "2T3BFREV5KW012345"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConditionReportButtonTestQuery",
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
            "name": "ConditionReportButton_vehicle"
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
    "name": "ConditionReportButtonTestQuery",
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
            "name": "crUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ConditionReportLink",
            "kind": "LinkedField",
            "name": "conditionReportLinks",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "vehicleByVin(vin:\"2T3BFREV5KW012345\")"
      }
    ]
  },
  "params": {
    "id": "e77a04aa5df7e4a292d975eace4ed29b7ef4b177866d3d8d137ca6529e6f1813",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "vehicleByVin": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Vehicle"
        },
        "vehicleByVin.conditionReportLinks": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ConditionReportLink"
        },
        "vehicleByVin.conditionReportLinks.url": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "vehicleByVin.crUrl": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "vehicleByVin.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "ConditionReportButtonTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9c5aaa59d5aa7e8d3b7e2d58cc9562da";

export default node;
