/**
 * @generated SignedSource<<7058b60a43b4391f9abc34b56f16caea>>
 * @relayHash 936f4eddf8fb839211086c90eb86850e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42b951185036711bba7e1dd6b30c0328d93eb3c1be1f13fdc226cc60f3ce3e8f

import type { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordRouteQuery$variables = {
  token: string;
};
export type ResetPasswordRouteQuery$data = {
  readonly passwordResetLink: {
    readonly valid: boolean;
  };
};
export type ResetPasswordRouteQuery = {
  response: ResetPasswordRouteQuery$data;
  variables: ResetPasswordRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "LinkStatus",
    "kind": "LinkedField",
    "name": "passwordResetLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "valid",
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
    "name": "ResetPasswordRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "42b951185036711bba7e1dd6b30c0328d93eb3c1be1f13fdc226cc60f3ce3e8f",
    "metadata": {},
    "name": "ResetPasswordRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "95071078b6797e0a1dd664ef3850697c";

export default node;
