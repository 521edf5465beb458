/**
 * @generated SignedSource<<c6f5d7002dd0ecafcbb090779b530d2e>>
 * @relayHash a9bb03c060ceb6e2da1a577e5727ead9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 399b51b9a2b4830acccae1a36316c3445bdbb42437b6c3a4cb60606d75f270ac

import type { ConcreteRequest } from 'relay-runtime';
export type BulkRowOutcome = "created" | "deleted" | "incomplete" | "invalid" | "notFound" | "sold" | "updated" | "%future added value";
export type ImportVehiclesInput = {
  upload: string;
};
export type ImportVehiclesMutation$variables = {
  input: ImportVehiclesInput;
};
export type ImportVehiclesMutation$data = {
  readonly importVehicles: {
    readonly report: {
      readonly applied: boolean;
      readonly incompleteRegister: ReadonlyArray<string>;
      readonly rows: ReadonlyArray<{
        readonly line: number;
        readonly message: string | null | undefined;
        readonly outcome: BulkRowOutcome;
        readonly vinNumber: string;
      }>;
      readonly vinNumberNotFound: ReadonlyArray<string>;
      readonly vinNumberSold: ReadonlyArray<string>;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type ImportVehiclesMutation = {
  response: ImportVehiclesMutation$data;
  variables: ImportVehiclesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "BulkFilePayload",
    "kind": "LinkedField",
    "name": "importVehicles",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "BulkFileReport",
        "kind": "LinkedField",
        "name": "report",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "applied",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vinNumberNotFound",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "vinNumberSold",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "incompleteRegister",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "BulkRow",
            "kind": "LinkedField",
            "name": "rows",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "line",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "vinNumber",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "outcome",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
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
    "name": "ImportVehiclesMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportVehiclesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "399b51b9a2b4830acccae1a36316c3445bdbb42437b6c3a4cb60606d75f270ac",
    "metadata": {},
    "name": "ImportVehiclesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2ae1901c5f53b82d3b26055a287b0b96";

export default node;
