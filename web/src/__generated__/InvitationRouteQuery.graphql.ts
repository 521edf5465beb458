/**
 * @generated SignedSource<<96958d0e38b1826c010506339cc7ad7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type InvitationRouteQuery$variables = {
  token: string;
};
export type InvitationRouteQuery$data = {
  readonly invitationLink: {
    readonly valid: boolean;
  };
};
export type InvitationRouteQuery = {
  response: InvitationRouteQuery$data;
  variables: InvitationRouteQuery$variables;
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
    "name": "invitationLink",
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
    "name": "InvitationRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b395f707eebb8adfaa36588fdd2a1d2e",
    "id": null,
    "metadata": {},
    "name": "InvitationRouteQuery",
    "operationKind": "query",
    "text": "query InvitationRouteQuery(\n  $token: String!\n) {\n  invitationLink(token: $token) {\n    valid\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c6a02d081e40204119f5dc740872e50";

export default node;
