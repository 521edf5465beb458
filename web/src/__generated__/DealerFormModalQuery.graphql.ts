/**
 * @generated SignedSource<<e197f045f71ecddcdc7bd427bfd36dd1>>
 * @relayHash 6722fbabb05bbe000812a6eeec06d85c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74c28a78045668d2019289a4b50c76b1c3d38cc4d5f7e9f44b5d1643850b281a

import type { ConcreteRequest } from 'relay-runtime';
export type CorporationType = "BUSINESS_NUMBER" | "NEQ" | "%future added value";
export type DealerFormModalQuery$variables = {
  userId: string;
};
export type DealerFormModalQuery$data = {
  readonly dealerCompany: {
    readonly addressLine2: string | null | undefined;
    readonly billingContactEmail: string | null | undefined;
    readonly billingContactMobilePhone: string | null | undefined;
    readonly billingContactName: string | null | undefined;
    readonly city: string | null | undefined;
    readonly commercialName: string | null | undefined;
    readonly companyCode: string | null | undefined;
    readonly companyName: string | null | undefined;
    readonly corporationNumber: string | null | undefined;
    readonly corporationType: CorporationType | null | undefined;
    readonly dealerLicense: string | null | undefined;
    readonly faxNumber: string | null | undefined;
    readonly gst: string | null | undefined;
    readonly id: string;
    readonly qst: string | null | undefined;
    readonly secondaryEmail: string | null | undefined;
    readonly secondaryMobileNumber: string | null | undefined;
    readonly state: string | null | undefined;
    readonly stateId: string | null | undefined;
    readonly street: string | null | undefined;
    readonly taxid: string | null | undefined;
    readonly toBeDelivered: boolean | null | undefined;
    readonly webSite: string | null | undefined;
    readonly zip: string | null | undefined;
  } | null | undefined;
};
export type DealerFormModalQuery = {
  response: DealerFormModalQuery$data;
  variables: DealerFormModalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "Company",
    "kind": "LinkedField",
    "name": "dealerCompany",
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
        "name": "commercialName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "street",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "addressLine2",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "zip",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stateId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "city",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "webSite",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gst",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "qst",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "corporationType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "corporationNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "taxid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dealerLicense",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "billingContactName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "billingContactEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "billingContactMobilePhone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secondaryEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secondaryMobileNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "faxNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "toBeDelivered",
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
    "name": "DealerFormModalQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DealerFormModalQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "74c28a78045668d2019289a4b50c76b1c3d38cc4d5f7e9f44b5d1643850b281a",
    "metadata": {},
    "name": "DealerFormModalQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "80a245af41197e087a81809b759b35de";

export default node;
