/**
 * @generated SignedSource<<7981c640c77668267fe19cd6797cae4d>>
 * @relayHash 3b39811f9a6d0851b230ec296ba143ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 444518aaee4beea776750c4f93892a8ac0b7fca7bb99997707d7eded63395bbb

import type { ConcreteRequest } from 'relay-runtime';
export type CompanyStatus = "ACCEPTED" | "PENDING" | "REJECTED" | "%future added value";
export type SetCompanyStatusInput = {
  companyId: string;
  status: CompanyStatus;
};
export type SetCompanyStatusMutation$variables = {
  input: SetCompanyStatusInput;
};
export type SetCompanyStatusMutation$data = {
  readonly setCompanyStatus: {
    readonly company: {
      readonly id: string;
      readonly status: CompanyStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SetCompanyStatusMutation = {
  response: SetCompanyStatusMutation$data;
  variables: SetCompanyStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CompanyPayload",
    "kind": "LinkedField",
    "name": "setCompanyStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Company",
        "kind": "LinkedField",
        "name": "company",
        "plural": false,
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
            "name": "status",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
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
    "name": "SetCompanyStatusMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SetCompanyStatusMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "444518aaee4beea776750c4f93892a8ac0b7fca7bb99997707d7eded63395bbb",
    "metadata": {},
    "name": "SetCompanyStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4aa3e23b3d038fffcf804deaa1a58202";

export default node;
