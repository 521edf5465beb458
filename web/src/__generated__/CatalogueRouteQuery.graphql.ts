/**
 * @generated SignedSource<<1b4166352cb964b99e1a19616eeba959>>
 * @relayHash 207436ea0e3afa93d494074cf2cd872c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4867525b2106d0f9e752e13ed7320baa1fecfa8f23ab20e32c91dbb04b087e9c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CatalogueRouteQuery$variables = {
  make?: ReadonlyArray<string> | null | undefined;
  withAgents: boolean;
};
export type CatalogueRouteQuery$data = {
  readonly viewer: {
    readonly canSeePrices: boolean;
    readonly isStaff: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"CatalogueTabs_viewer">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"FilterPanel_query">;
};
export type CatalogueRouteQuery = {
  response: CatalogueRouteQuery$data;
  variables: CatalogueRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "make"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withAgents"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isStaff",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canSeePrices",
  "storageKey": null
},
v3 = {
  "kind": "Variable",
  "name": "make",
  "variableName": "make"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CatalogueRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CatalogueTabs_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v3/*:: as any*/),
          {
            "kind": "Variable",
            "name": "withAgents",
            "variableName": "withAgents"
          }
        ],
        "kind": "FragmentSpread",
        "name": "FilterPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CatalogueRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "offerNotificationCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v3/*:: as any*/)
        ],
        "concreteType": "VehicleFilterOptions",
        "kind": "LinkedField",
        "name": "vehicleFilters",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "makes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "models",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
    "id": "4867525b2106d0f9e752e13ed7320baa1fecfa8f23ab20e32c91dbb04b087e9c",
    "metadata": {},
    "name": "CatalogueRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a5d87d0c8b4acdd7ba86323a1913d4f1";

export default node;
