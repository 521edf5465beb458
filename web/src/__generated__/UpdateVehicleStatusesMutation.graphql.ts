/**
 * @generated SignedSource<<379602ce02ba4792db47986af5e5b8ca>>
 * @relayHash 98dd262012d2ae7bd45436c824ff57f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5be3f101287b417fdca28e0fec7a31460fbb7a30d9f26628c59e113cb39f8f1

import type { ConcreteRequest } from 'relay-runtime';
export type BulkRowOutcome = "created" | "deleted" | "incomplete" | "invalid" | "notFound" | "sold" | "updated" | "%future added value";
export type BulkVehicleStatus = "Draft" | "Inactive" | "ReadyToSell" | "%future added value";
export type UpdateVehicleStatusesInput = {
  status: BulkVehicleStatus;
  upload: string;
};
export type UpdateVehicleStatusesMutation$variables = {
  input: UpdateVehicleStatusesInput;
};
export type UpdateVehicleStatusesMutation$data = {
  readonly updateVehicleStatuses: {
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
export type UpdateVehicleStatusesMutation = {
  response: UpdateVehicleStatusesMutation$data;
  variables: UpdateVehicleStatusesMutation$variables;
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
    "name": "updateVehicleStatuses",
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
    "name": "UpdateVehicleStatusesMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UpdateVehicleStatusesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b5be3f101287b417fdca28e0fec7a31460fbb7a30d9f26628c59e113cb39f8f1",
    "metadata": {},
    "name": "UpdateVehicleStatusesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "22b668b46701b6522bed1bcc2ec9d95b";

export default node;
