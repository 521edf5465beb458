/**
 * @generated SignedSource<<ec89e9ce985f9b337699ee6e607393b1>>
 * @relayHash a30df323f1d92557f5759f21c5ae962f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed84a8e591b440bf419f1672a267a006cc54ffe722e887d1bbaef5d818134c73

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StaffOffersRouteQuery$variables = {
  withAgents: boolean;
};
export type StaffOffersRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StaffOffersFilters_query">;
};
export type StaffOffersRouteQuery = {
  response: StaffOffersRouteQuery$data;
  variables: StaffOffersRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withAgents"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffOffersRouteQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "withAgents",
            "variableName": "withAgents"
          }
        ],
        "kind": "FragmentSpread",
        "name": "StaffOffersFilters_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StaffOffersRouteQuery",
    "selections": [
      {
        "condition": "withAgents",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agents",
            "plural": true,
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
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nickname",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "ed84a8e591b440bf419f1672a267a006cc54ffe722e887d1bbaef5d818134c73",
    "metadata": {},
    "name": "StaffOffersRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8fc0ac8da301f45c8a5c822922dda95e";

export default node;
